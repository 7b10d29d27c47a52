/**
 * The web part of `npm run bench`: build apps/web for production into a temporary folder, measure
 * the bundle sizes and Home's bytes on the wire from the real server, then — when Chromium is
 * installed — the page timings against that same build.
 * The temporary folder (both builds, the server's SQLite file) and every child are removed at the
 * end through `undoable`, also after a failure or Ctrl-C. apps/web/dist is never touched.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebApp, measureBundles, sized } from './bundle-size';
import { ChromiumLaunchError, measureBrowserTimings } from './browser-timings';
import { chromiumMissing } from './chromium';
import type { WebReport } from './web-report';
import { measureWire } from './wire-size';

export async function runWebPart(options: {
  samples: number;
  log: (message: string) => void;
  undoable: (stop: () => Promise<void>) => () => Promise<void>;
}): Promise<WebReport> {
  const { log, undoable } = options;
  const dir = mkdtempSync(join(tmpdir(), 'slovo-bench-web-'));
  const removeDir = undoable(async () => rmSync(dir, { recursive: true, force: true }));
  const appDir = join(dir, 'app');
  const splitDir = join(dir, 'split');
  const yardstickDir = join(dir, 'yardstick');
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);

  log(
    `web: building apps/web for production into ${dir} (the app as it ships, once more with one chunk per package, and the bare React yardstick)...`,
  );
  const built = await buildWebApp(appDir, splitDir, yardstickDir, undoable);
  const bundle = measureBundles(appDir, splitDir, built);
  const k = bundle.kilobyte;
  log(
    `web: built in ${built.seconds.toFixed(1)} s; Home JS ${(bundle.home.js.gzipBytes / k).toFixed(1)} kB gzip (${bundle.home.js.verdict}), ` +
      `React runtime ${(bundle.reactRuntime.gzipBytes / k).toFixed(1)} kB`,
  );
  log(
    `web: Home's files from the real server, as a browser receives them (Accept-Encoding: br, gzip) and without compression...`,
  );
  const wire = await measureWire({ webDist: appDir, dataDir, bundle, indexHtml: sized(appDir, 'index.html'), undoable });
  log(
    `web: Home JS on the wire ${(wire.homeJs.wireBytes / k).toFixed(1)} kB (${wire.homeJs.files.map((file) => file.encoding ?? 'none').join(', ')}), ` +
      `${(wire.homeJs.plainBytes / k).toFixed(1)} kB uncompressed`,
  );

  let timings: WebReport['timings'] = null;
  let timingsSkipped = chromiumMissing();
  if (timingsSkipped === null) {
    log(
      `web: page timings in Chromium, ${options.samples} samples each (BENCH_WEB_SAMPLES), a new browser context per sample...`,
    );
    try {
      timings = await measureBrowserTimings({
        webDist: appDir,
        yardstickDist: yardstickDir,
        markupDir: join(dir, 'markup'),
        dataDir,
        samples: options.samples,
        log,
        undoable,
      });
      log(`web: timings took ${timings.seconds.toFixed(0)} s`);
    } catch (error) {
      if (!(error instanceof ChromiumLaunchError)) throw error;
      timingsSkipped = `Chromium did not start: ${error.message}`;
    }
  }
  if (timingsSkipped !== null) log(`web: page timings skipped: ${timingsSkipped}; the sizes are still measured`);

  await removeDir();
  return { bundle, wire, timings, timingsSkipped };
}
