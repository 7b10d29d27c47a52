// Child process of the build (prerender-plugin.ts): renders Home in every appearance through a Vite
// server of this app and writes `{ pages, attribute, headScript }` as JSON to stdout. A process of its own
// because the server leaves file watchers behind after close() that would keep the build's process
// from exiting. Plain JavaScript, so Node runs it without a TypeScript loader.
import { createServer } from 'vite';

const [root, configFile] = process.argv.slice(2);
const server = await createServer({
  root,
  configFile,
  mode: 'production',
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  // Nothing is served to a browser: no dependency pre-bundling.
  optimizeDeps: { noDiscovery: true, include: [] },
  // The shared package is TypeScript source: transformed like the app's own files.
  ssr: { noExternal: ['@slovo/shared'] },
});
try {
  const render = await server.ssrLoadModule('/src/prerender/render-home.tsx');
  const prerendered = await server.ssrLoadModule('/src/prerender/prerendered-appearance.ts');
  const theme = await server.ssrLoadModule('/src/app/theme.ts');
  const shared = await server.ssrLoadModule('@slovo/shared');
  const room = await server.ssrLoadModule('/src/features/class-assignments/room-script.ts');
  const pages = [];
  // One at a time: each render sets the app's language and theme for its appearance.
  for (const appearance of shared.PRERENDERED_APPEARANCES) {
    const [locale, themeName, member] = appearance.split('.');
    const markup = await render.renderHome({ locale, theme: themeName, member: member === 'member' });
    pages.push({ appearance, markup, themeColor: theme.THEME_COLOR[themeName] });
  }
  const headScript = room.ASSIGNMENTS_ROOM_SCRIPT;
  process.stdout.write(JSON.stringify({ pages, attribute: prerendered.PRERENDERED_ATTRIBUTE, headScript }));
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
}
