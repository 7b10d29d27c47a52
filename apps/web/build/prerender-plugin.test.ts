import { describe, expect, it } from 'vitest';
import { prerenderedIndex } from './prerender-plugin';

const TEMPLATE =
  '<!doctype html><html><head><title>Slovo</title></head><body><div id="root"></div><noscript>…</noscript></body></html>';

describe('Home prerendered into index.html', () => {
  it('puts the markup into #root, marked as prerendered, and moves the hints React hoisted into <head>', () => {
    const page = prerenderedIndex(
      TEMPLATE,
      '<link rel="preload" as="image" href="/favicon.svg"/><main><a href="/game1">Typer</a></main>',
      'data-prerendered',
    );
    expect(page).toBe(
      '<!doctype html><html><head><title>Slovo</title><link rel="preload" as="image" href="/favicon.svg"/></head><body>' +
        '<div id="root" data-prerendered><main><a href="/game1">Typer</a></main></div><noscript>…</noscript></body></html>',
    );
  });

  it('leaves a page without hints as it is but for #root', () => {
    expect(prerenderedIndex(TEMPLATE, '<p>Home</p>', 'data-prerendered')).toBe(
      TEMPLATE.replace('<div id="root"></div>', '<div id="root" data-prerendered><p>Home</p></div>'),
    );
  });

  it('fails the build when the page has no empty #root to fill', () => {
    expect(() => prerenderedIndex('<html><body><div id="app"></div></body></html>', '<p>Home</p>', 'data-prerendered')).toThrow(
      /no <div id="root"><\/div>/,
    );
  });

  it('fails the build when Home suspended: the page would hold a fallback, not the cards', () => {
    expect(() =>
      prerenderedIndex(TEMPLATE, '<main><!--$?--><template id="B:0"></template><p>Loading</p><!--/$--></main>', 'x'),
    ).toThrow(/suspended/);
    expect(() => prerenderedIndex(TEMPLATE, '<main><!--$!--><template></template><!--/$--></main>', 'x')).toThrow(/suspended/);
  });

  it('fails the build on a style attribute, which the Content-Security-Policy would make the browser ignore', () => {
    expect(() => prerenderedIndex(TEMPLATE, '<div class="progress__fill" style="width:0%"></div>', 'x')).toThrow(
      /style attribute/,
    );
  });
});
