/**
 * Child process: production builds of apps/web with its own vite.config.ts, into folders the
 * parent names (never apps/web/dist, which `npm start` serves). Two builds:
 *
 * - `app`: exactly what ships (plus `--manifest`): the sizes are measured on it, and it is the
 *   folder the server serves for the browser timings.
 * - `split`: the same sources with one chunk per npm package, so each library's minified, gzipped
 *   size can be read off its own file. Rolldown puts react-dom, zod and the query client into the
 *   entry chunk beside the app's code, so the real build alone cannot say what each one costs.
 *
 * A child process, because Vite sets NODE_ENV=production in the process that builds, and the
 * servers the benchmark starts afterwards inherit the parent's environment.
 * - `yardstick`: the bare React + Router + Query app of yardstick/, the page timings' floor for Home.
 *
 * Environment: BENCH_WEB_APP_OUT, BENCH_WEB_SPLIT_OUT, BENCH_WEB_YARDSTICK_OUT (absolute folders, emptied first).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { InlineConfig, Rolldown } from 'vite';
import { build } from 'vite';
import { precompressPlugin } from '../../apps/web/build/precompress.mjs';

const WEB_ROOT = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const YARDSTICK_ROOT = fileURLToPath(new URL('./yardstick/', import.meta.url));

/** Which npm package a module belongs to; `@slovo/shared` for the workspace package, `app` for apps/web. */
function packageOf(moduleId: string): string {
  const path = moduleId.replace(/\\/g, '/');
  const inNodeModules = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (inNodeModules?.[1]) return inNodeModules[1];
  if (path.includes('/packages/shared/')) return '@slovo/shared';
  return 'app';
}

export interface BuiltChunk {
  /** Path inside the output folder, as in the manifest's `file`. */
  fileName: string;
  /** Each package's share of the chunk: the length of its modules' code before minification. */
  packages: Record<string, number>;
}

export interface BuildMessage {
  type: 'built';
  app: BuiltChunk[];
  split: BuiltChunk[];
  seconds: number;
}

function chunksOf(result: Awaited<ReturnType<typeof build>>): BuiltChunk[] {
  const outputs: Rolldown.RolldownOutput[] = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  return outputs.flatMap((output) =>
    output.output.flatMap((item) => {
      if (item.type !== 'chunk') return [];
      const packages: Record<string, number> = {};
      for (const [id, module] of Object.entries(item.modules)) {
        const name = packageOf(id);
        packages[name] = (packages[name] ?? 0) + module.renderedLength;
      }
      return [{ fileName: item.fileName, packages }];
    }),
  );
}

function buildConfig(outDir: string, onePackagePerChunk: boolean): InlineConfig {
  return {
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // Measured by the parent (gzip -9, the files as written); Vite's own estimate only costs time.
      reportCompressedSize: false,
      ...(onePackagePerChunk && {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Without this a group also swallows its modules' dependencies (zod went into @slovo/shared).
              includeDependenciesRecursively: false,
              groups: [
                {
                  debugName: 'one chunk per npm package',
                  // Above the app's own group (vite.config.ts puts everything Home imports into the entry).
                  priority: 1,
                  name: (id: string) => {
                    const name = packageOf(id);
                    return name === 'app' ? null : `pkg-${name.replace('/', '__')}`;
                  },
                },
              ],
            },
          },
        },
      }),
    },
  };
}

/** The yardstick (yardstick/main.tsx) with the same Vite, React plugin and build-time compression. */
function yardstickConfig(outDir: string): InlineConfig {
  return {
    root: YARDSTICK_ROOT,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), precompressPlugin()],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  };
}

async function main(): Promise<void> {
  const appOut = process.env.BENCH_WEB_APP_OUT;
  const splitOut = process.env.BENCH_WEB_SPLIT_OUT;
  const yardstickOut = process.env.BENCH_WEB_YARDSTICK_OUT;
  if (!appOut || !splitOut || !yardstickOut) {
    throw new Error('BENCH_WEB_APP_OUT, BENCH_WEB_SPLIT_OUT and BENCH_WEB_YARDSTICK_OUT must be set');
  }
  const started = performance.now();
  const app = chunksOf(await build(buildConfig(appOut, false)));
  const seconds = (performance.now() - started) / 1000;
  const split = chunksOf(await build(buildConfig(splitOut, true)));
  await build(yardstickConfig(yardstickOut));
  process.send?.({ type: 'built', app, split, seconds } satisfies BuildMessage);
  process.disconnect?.();
}

main().catch((error: unknown) => {
  console.error(`[bench] web build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
