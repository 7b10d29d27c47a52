import type { Page } from 'playwright-core';

/**
 * Watches a page for stored text turning into markup: any alert/confirm/prompt, any element the
 * page gains that only injected HTML would make (an <img src="x">, an element with an inline
 * `on…` handler, an inline <script>, an <iframe>), and any Content-Security-Policy violation (the
 * CSP would block an injected handler, so the violation is the trace it leaves). Install before
 * the first navigation; read with markupIncidents().
 */
declare global {
  interface Window {
    __markupIncidents?: string[];
  }
}

function watchForMarkup(): void {
  const incidents: string[] = [];
  window.__markupIncidents = incidents;
  const record = (what: string) => incidents.push(what);
  for (const name of ['alert', 'confirm', 'prompt'] as const) {
    window[name] = ((message?: unknown) => {
      record(`${name}(${String(message)})`);
      return name === 'confirm' ? false : null;
    }) as never;
  }
  const suspicious = (element: Element): string | null => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'img' && element.getAttribute('src') === 'x') return '<img src=x>';
    if (tag === 'script' && !element.hasAttribute('src')) return `inline <script>${element.textContent ?? ''}`;
    if (tag === 'iframe') return '<iframe>';
    const handler = [...element.attributes].find((attribute) => attribute.name.toLowerCase().startsWith('on'));
    return handler ? `<${tag} ${handler.name}="${handler.value}">` : null;
  };
  // The page's own head script (the class assignments' room, allowed by its hash) is parsed with
  // the document; stored text can only ever reach the page after that, inside its body.
  const pageOwn = (element: Element) => document.readyState === 'loading' && element.parentNode === document.head;
  const inspect = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const element of [node, ...node.querySelectorAll('*')]) {
      if (pageOwn(element)) continue;
      const found = suspicious(element);
      if (found) record(`element ${found}`);
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) mutation.addedNodes.forEach(inspect);
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('securitypolicyviolation', (event) => record(`CSP ${event.violatedDirective}: ${event.sample}`));
}

/** Starts watching `page` (every document it loads from now on) and counts native dialogs too. */
export async function watchPageForMarkup(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(watchForMarkup);
  return { dialogs };
}

/** What the watcher has seen in the current document. */
export function markupIncidents(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__markupIncidents ?? ['the markup watcher is not installed']);
}
