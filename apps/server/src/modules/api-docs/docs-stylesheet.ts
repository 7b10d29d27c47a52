import { createHash } from 'node:crypto';

/**
 * The reference page's stylesheet. A file of its own on the same origin, because the app's CSP
 * (plugins/security.ts) allows `style-src 'self'` and no inline style: the policy stays as it is.
 * Light and dark follow the system (prefers-color-scheme); nothing is wider than a 360 px screen.
 */
export const DOCS_STYLESHEET = `
:root {
  color-scheme: light dark;
  --bg: #fdfdfc;
  --fg: #1d232b;
  --muted: #5a6572;
  --line: #dde2e8;
  --panel: #f3f5f8;
  --link: #1f5fbf;
  --get: #1d7a46;
  --post: #1f5fbf;
  --put: #9a5b00;
  --patch: #7a4fb5;
  --delete: #b42b2b;
  --head: #5a6572;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #14181d;
    --fg: #e4e8ed;
    --muted: #9aa6b3;
    --line: #2c343e;
    --panel: #1c222a;
    --link: #7fb2ff;
    --get: #5fcf8f;
    --post: #7fb2ff;
    --put: #f0b55a;
    --patch: #c3a3f2;
    --delete: #ff8a8a;
    --head: #9aa6b3;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0 auto;
  max-width: 64rem;
  padding: 1rem;
  background: var(--bg);
  color: var(--fg);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  overflow-wrap: anywhere;
}
a { color: var(--link); }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9em; }
pre { background: var(--panel); padding: 0.75rem; border-radius: 6px; overflow-x: auto; white-space: pre-wrap; }
h1 { font-size: 1.8rem; margin: 0.5rem 0; }
h1 .version { font-size: 1rem; font-weight: normal; color: var(--muted); }
h2 { font-size: 1.4rem; margin: 2rem 0 0.5rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1.05rem; margin: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
h4 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); margin: 1rem 0 0.25rem; }
.intro li { margin: 0.25rem 0; }
nav.toc { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 0.5rem 1rem; margin: 1rem 0; }
nav.toc > ul { padding-left: 0; list-style: none; columns: 2 20rem; column-gap: 2rem; }
nav.toc > ul > li { break-inside: avoid; margin-bottom: 0.75rem; }
nav.toc ul ul { padding-left: 0; list-style: none; font-size: 0.9rem; }
nav.toc ul ul a { text-decoration: none; display: flex; gap: 0.4rem; align-items: baseline; }
nav.toc .method { flex: none; }
.tag-description { color: var(--muted); margin-top: 0; }
.op { border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0; }
.op .summary { margin: 0.25rem 0; }
.method {
  display: inline-block;
  min-width: 4.2em;
  text-align: center;
  font: bold 0.75rem/1.6 ui-monospace, Menlo, Consolas, monospace;
  border: 1px solid currentColor;
  border-radius: 4px;
  padding: 0 0.3rem;
}
.method-get { color: var(--get); }
.method-post { color: var(--post); }
.method-put { color: var(--put); }
.method-patch { color: var(--patch); }
.method-delete { color: var(--delete); }
.method-head { color: var(--head); }
.path { font-weight: 600; }
.access { font-size: 0.9rem; color: var(--muted); margin: 0.25rem 0; }
.badge { display: inline-block; font-size: 0.75rem; border-radius: 999px; padding: 0 0.5rem; background: var(--panel); border: 1px solid var(--line); color: var(--fg); }
ul.fields { list-style: none; margin: 0.25rem 0; padding-left: 0; }
ul.fields ul.fields { padding-left: 1rem; border-left: 2px solid var(--line); margin-left: 0.25rem; }
ul.fields > li { margin: 0.2rem 0; }
.name { font-weight: 600; }
.type { color: var(--muted); font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.85rem; }
.required { color: var(--delete); font-size: 0.8rem; }
.optional { color: var(--muted); font-size: 0.8rem; }
.note { color: var(--muted); font-size: 0.85rem; }
dl.responses { margin: 0.25rem 0; }
dl.responses dt { font-weight: 600; margin-top: 0.5rem; }
dl.responses dd { margin: 0 0 0 1rem; }
dl.responses dd > p, .op > p.note { margin: 0.25rem 0; }
ul.errors { margin: 0.25rem 0; padding-left: 1.25rem; font-size: 0.9rem; }
nav.toc h2 { margin-top: 0.5rem; }
footer { margin: 2rem 0 1rem; color: var(--muted); font-size: 0.9rem; }
@media (max-width: 30rem) {
  body { padding: 0.75rem; font-size: 15px; }
  .op { padding: 0.5rem 0.75rem; }
  nav.toc { padding: 0.5rem; }
}
`.trimStart();

/** A short content hash: the page links the stylesheet with it, so a new one is fetched after a deploy. */
export const DOCS_STYLESHEET_HASH = createHash('sha256').update(DOCS_STYLESHEET).digest('hex').slice(0, 12);
