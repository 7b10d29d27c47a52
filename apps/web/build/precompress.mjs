// Build-time compression of the web app: every compressible file in the build folder gets a
// brotli (.br) and a gzip (.gz) copy beside it, which the server sends to browsers that accept
// them (apps/server/src/plugins/static.ts). Compressing once at build time allows the slowest,
// smallest settings (brotli 11, gzip 9) that would cost far too much per request.
// Plain Node only (node:zlib), used by apps/web/vite.config.ts after every production build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats a build can contain; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml'];

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether a file of this name is worth compressing (compressed copies themselves are not). */
export function isCompressible(fileName) {
  return COMPRESSIBLE_EXTENSIONS.includes(extname(fileName).toLowerCase());
}

/** The files under `dir`, as absolute paths; dot-folders (Vite's .vite manifest) are not served, so skipped. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes FILE.br and FILE.gz beside each compressible file under `dir`. A copy is written only when
 * it is smaller than the file (a tiny file can grow); the server then falls back to the next
 * encoding, or to the file itself. Returns what was written, for the build's log.
 */
export async function precompressDirectory(dir) {
  const files = filesUnder(dir).filter(isCompressible);
  return Promise.all(
    files.map(async (path) => {
      const content = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      const written = { file: relative(dir, path), bytes: content.length, br: null, gzip: null };
      if (br.length < content.length) {
        writeFileSync(`${path}.br`, br);
        written.br = br.length;
      }
      if (gz.length < content.length) {
        writeFileSync(`${path}.gz`, gz);
        written.gzip = gz.length;
      }
      return written;
    }),
  );
}

/** Total sizes of what precompressDirectory wrote, for one log line. */
export function summarize(results) {
  const sum = (key) => results.reduce((total, result) => total + (result[key] ?? result.bytes), 0);
  return { files: results.length, bytes: sum('bytes'), br: sum('br'), gzip: sum('gzip') };
}

/** Vite plugin: precompresses the output folder once a production build has written it. */
export function precompressPlugin() {
  let outDir = '';
  let logger = null;
  return {
    name: 'slovo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      if (!statSync(outDir, { throwIfNoEntry: false })?.isDirectory()) return;
      const total = summarize(await precompressDirectory(outDir));
      const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
      logger?.info(`precompressed ${total.files} files: ${kB(total.bytes)} → brotli ${kB(total.br)}, gzip ${kB(total.gzip)}`);
    },
  };
}
