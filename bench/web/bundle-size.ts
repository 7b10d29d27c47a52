/**
 * The production build's sizes (issue: "the Home route's JavaScript ≤ 150 KB gzip, each game chunk
 * ≤ 25 KB gzip"). vite-build.ts builds apps/web into a temporary folder; the figures come from
 * that build's .vite/manifest.json and the files as written, each compressed with gzip -9:
 *
 * - Home JS: the entry chunk (index.html) and its static imports, plus the Home route's chunk and
 *   its static imports when the route is lazy — everything a first visit to / must download before
 *   the game cards can show. In Russian (issue 17) also the Russian texts fetched before the first
 *   render: the catalogue halves Home's modules import lazily (src/i18n/shared-ru/…).
 * - Per game: the route's own chunk (judged against 25 kB), and the JavaScript added when the
 *   player opens it from Home: its static imports minus what Home already loaded (the shared game
 *   engine counts against the first game opened; judged against 25 kB too, reported separately).
 * - The React runtime (react, react-dom, scheduler) from the one-chunk-per-package build: the
 *   floor any React page pays, next to which the Home figure should be read.
 *
 * 1 kB = 1000 bytes, as Vite prints sizes (the stricter reading of the "KB").
 */
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import type { BuildMessage, BuiltChunk } from './vite-build';
import type { SizedPage } from './web-games';
import { HOME_ROUTE_FILE, SIZED_PAGES } from './web-games';

export const KILOBYTE = 1000;
export const SIZE_TARGETS = { homeJsGzip: 150 * KILOBYTE, gameChunkGzip: 25 * KILOBYTE } as const;
/** The packages that make up React's runtime in the browser. */
export const REACT_RUNTIME = ['react', 'react-dom', 'scheduler'] as const;

export type SizeVerdict = 'PASS' | 'MISS';

export interface SizedFile {
  /** Path inside the build folder, e.g. assets/index-Cgduv1m4.js. */
  file: string;
  bytes: number;
  gzipBytes: number;
  /** What the chunk is made of: each package's share of its code before minification, largest first. */
  contents?: Array<{ name: string; share: number }>;
}

export interface SizeFigure {
  bytes: number;
  gzipBytes: number;
  targetGzipBytes: number;
  /** gzipBytes / targetGzipBytes. */
  shareOfTarget: number;
  verdict: SizeVerdict;
}

export interface GameSizes {
  id: SizedPage['id'];
  label: string;
  path: string;
  /** The route module, as the manifest names it. */
  src: string;
  /** The route's own chunk. */
  chunk: SizedFile;
  own: SizeFigure;
  /** JS files fetched when the game is opened from Home (its static imports not already loaded). */
  addedFiles: SizedFile[];
  addedFromHome: SizeFigure;
  addedCssGzipBytes: number;
}

export interface PackageSize {
  name: string;
  gzipBytes: number;
}

export interface BundleReport {
  kilobyte: number;
  gzipLevel: 9;
  /** The production build's own duration (the package-split build is not counted). */
  buildSeconds: number;
  home: {
    files: SizedFile[];
    js: SizeFigure;
    /** The Russian interface: the files above plus the Russian texts fetched before the first render. */
    russianFiles: SizedFile[];
    russianJs: SizeFigure;
    cssFiles: SizedFile[];
    cssGzipBytes: number;
    /** Home's JS by package, from the one-chunk-per-package build (sums to about the same). */
    byPackage: PackageSize[];
  };
  games: GameSizes[];
  reactRuntime: {
    gzipBytes: number;
    packages: PackageSize[];
    shareOfHomeTarget: number;
    /** The real build's chunk(s) with react-dom in them, and react-dom/react/scheduler's share of their code. */
    chunksWithReactDom: Array<SizedFile & { reactShare: number }>;
  };
}

const VITE_BUILD = fileURLToPath(new URL('./vite-build.ts', import.meta.url));

/**
 * Runs vite-build.ts in a child into `appOut`, `splitOut` and `yardstickOut`. `undoable` registers
 * the child's removal, so Ctrl-C during the build stops it too.
 */
export async function buildWebApp(
  appOut: string,
  splitOut: string,
  yardstickOut: string,
  undoable: (stop: () => Promise<void>) => () => Promise<void>,
): Promise<BuildMessage> {
  const child = fork(VITE_BUILD, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_WEB_APP_OUT: appOut, BENCH_WEB_SPLIT_OUT: splitOut, BENCH_WEB_YARDSTICK_OUT: yardstickOut },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = undoable(async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  let message: BuildMessage | null = null;
  child.on('message', (received: BuildMessage) => {
    if (received?.type === 'built') message = received;
  });
  const code = await exited;
  await stop();
  if (!message) throw new Error(`the web build failed (exit code ${code ?? 'none'})`);
  return message;
}

function readManifest(dir: string): Manifest {
  const file = join(dir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`the build wrote no manifest at ${file}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** A file of the build with its size as written and gzip -9. */
export function sized(dir: string, file: string): SizedFile {
  const content = readFileSync(join(dir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** The file with its contents as the build child saw them. */
function withContents(file: SizedFile, chunks: readonly BuiltChunk[]): SizedFile {
  const chunk = chunks.find((entry) => entry.fileName === file.file);
  if (!chunk) return file;
  const code = Object.values(chunk.packages).reduce((sum, length) => sum + length, 0);
  const contents = Object.entries(chunk.packages)
    .map(([name, length]) => ({ name, share: code > 0 ? length / code : 0 }))
    .sort((a, b) => b.share - a.share);
  return { ...file, contents };
}

const total = (files: readonly SizedFile[], key: 'bytes' | 'gzipBytes') => files.reduce((sum, file) => sum + file[key], 0);

function figure(files: readonly SizedFile[], targetGzipBytes: number): SizeFigure {
  const gzipBytes = total(files, 'gzipBytes');
  return {
    bytes: total(files, 'bytes'),
    gzipBytes,
    targetGzipBytes,
    shareOfTarget: gzipBytes / targetGzipBytes,
    verdict: gzipBytes <= targetGzipBytes ? 'PASS' : 'MISS',
  };
}

/** The manifest key of the one lazily loaded route module whose file is `routeFile`. */
function routeKey(manifest: Manifest, routeFile: string): string {
  const keys = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    return chunk?.isDynamicEntry && chunk.src !== undefined && (chunk.src === routeFile || chunk.src.endsWith(`/${routeFile}`));
  });
  if (keys.length !== 1) throw new Error(`expected one lazy route chunk for ${routeFile} in the manifest, found ${keys.length}`);
  return keys[0] as string;
}

function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${keys.length}`);
  return keys[0] as string;
}

/** `keys` and everything they import statically, transitively (what the browser fetches before running them). */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest imports ${key} but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>) => [...keys].map((key) => manifest[key]?.file as string);
const cssFiles = (manifest: Manifest, keys: Iterable<string>) => [
  ...new Set([...keys].flatMap((key) => manifest[key]?.css ?? [])),
];

/** A split-build chunk's package: the one whose code makes up most of it. */
function mainPackage(chunk: BuiltChunk | undefined): string {
  const entries = Object.entries(chunk?.packages ?? {});
  entries.sort((a, b) => b[1] - a[1]);
  return entries[0]?.[0] ?? 'app';
}

function byPackage(dir: string, files: readonly string[], chunks: readonly BuiltChunk[]): PackageSize[] {
  const sizes = new Map<string, number>();
  for (const file of files) {
    const name = mainPackage(chunks.find((chunk) => chunk.fileName === file));
    sizes.set(name, (sizes.get(name) ?? 0) + sized(dir, file).gzipBytes);
  }
  return [...sizes].map(([name, gzipBytes]) => ({ name, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Home's chunks: the entry's closure, and the Home route's when it is a lazy chunk of its own. */
function homeKeys(manifest: Manifest): Set<string> {
  const lazyHome = Object.values(manifest).some((chunk) => chunk.isDynamicEntry && chunk.src?.endsWith(`/${HOME_ROUTE_FILE}`));
  return staticClosure(manifest, lazyHome ? [entryKey(manifest), routeKey(manifest, HOME_ROUTE_FILE)] : [entryKey(manifest)]);
}

/** Where the lazily fetched Russian halves of catalogues live (loadTranslations fetches them). */
const RUSSIAN_TEXTS = '/i18n/shared-ru/';

/** The Russian texts Home's own modules fetch before a Russian first render, with their static imports. */
function homeRussianKeys(manifest: Manifest, home: ReadonlySet<string>): Set<string> {
  const russian = [...home]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => (manifest[key]?.src ?? key).includes(RUSSIAN_TEXTS));
  return new Set([...staticClosure(manifest, russian)].filter((key) => !home.has(key)));
}

/** All figures, from the two builds' folders and what the build child reported about their chunks. */
export function measureBundles(appDir: string, splitDir: string, built: BuildMessage): BundleReport {
  const manifest = readManifest(appDir);
  const home = homeKeys(manifest);
  const homeFiles = jsFiles(manifest, home).map((file) => withContents(sized(appDir, file), built.app));
  const homeCss = cssFiles(manifest, home).map((file) => sized(appDir, file));
  const homeSet = new Set(homeFiles.map((file) => file.file));
  const russianFiles = [
    ...homeFiles,
    ...jsFiles(manifest, homeRussianKeys(manifest, home)).map((file) => withContents(sized(appDir, file), built.app)),
  ];
  const homeCssSet = new Set(homeCss.map((file) => file.file));

  const games = SIZED_PAGES.map((game): GameSizes => {
    const key = routeKey(manifest, game.routeFile);
    const closure = staticClosure(manifest, [key]);
    const chunk = sized(appDir, manifest[key]?.file as string);
    const addedFiles = jsFiles(manifest, closure)
      .filter((file) => !homeSet.has(file))
      .map((file) => withContents(sized(appDir, file), built.app));
    const addedCss = cssFiles(manifest, closure)
      .filter((file) => !homeCssSet.has(file))
      .map((file) => sized(appDir, file));
    return {
      id: game.id,
      label: game.label,
      path: game.path,
      src: manifest[key]?.src ?? key,
      chunk,
      own: figure([chunk], SIZE_TARGETS.gameChunkGzip),
      addedFiles,
      addedFromHome: figure(addedFiles, SIZE_TARGETS.gameChunkGzip),
      addedCssGzipBytes: total(addedCss, 'gzipBytes'),
    };
  });

  const splitManifest = readManifest(splitDir);
  const splitHomeFiles = jsFiles(splitManifest, homeKeys(splitManifest));
  const homeByPackage = byPackage(splitDir, splitHomeFiles, built.split);
  const splitAll = built.split.map((chunk) => chunk.fileName);
  const reactPackages = byPackage(splitDir, splitAll, built.split).filter((entry) =>
    (REACT_RUNTIME as readonly string[]).includes(entry.name),
  );
  const reactGzip = reactPackages.reduce((sum, entry) => sum + entry.gzipBytes, 0);
  const chunksWithReactDom = built.app
    .filter((chunk) => (chunk.packages['react-dom'] ?? 0) > 0)
    .map((chunk) => {
      const file = withContents(sized(appDir, chunk.fileName), built.app);
      const reactShare = (file.contents ?? [])
        .filter((entry) => (REACT_RUNTIME as readonly string[]).includes(entry.name))
        .reduce((sum, entry) => sum + entry.share, 0);
      return { ...file, reactShare };
    });

  return {
    kilobyte: KILOBYTE,
    gzipLevel: 9,
    buildSeconds: built.seconds,
    home: {
      files: homeFiles,
      js: figure(homeFiles, SIZE_TARGETS.homeJsGzip),
      russianFiles,
      russianJs: figure(russianFiles, SIZE_TARGETS.homeJsGzip),
      cssFiles: homeCss,
      cssGzipBytes: total(homeCss, 'gzipBytes'),
      byPackage: homeByPackage,
    },
    games,
    reactRuntime: {
      gzipBytes: reactGzip,
      packages: reactPackages,
      shareOfHomeTarget: reactGzip / SIZE_TARGETS.homeJsGzip,
      chunksWithReactDom,
    },
  };
}
