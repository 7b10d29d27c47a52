import { describe, expect, it } from 'vitest';
import { prerenderedPage, withHeadScript, type RenderedAppearance } from './prerender-plugin';

const TEMPLATE =
  '<!doctype html><html lang="en" data-theme="dark"><head><meta name="theme-color" content="#0f1221" /><title>Slovo</title></head>' +
  '<body><div id="root"></div><noscript>…</noscript></body></html>';

const rendered = (markup: string, appearance = 'en.dark', themeColor = '#0f1221'): RenderedAppearance => ({
  appearance,
  markup,
  themeColor,
});

describe('Home prerendered into the page', () => {
  it('puts the markup into #root, marked with its appearance, and moves the hints React hoisted into <head>', () => {
    const page = prerenderedPage(
      TEMPLATE,
      rendered('<link rel="preload" as="image" href="/logo.svg"/><main><a href="/game1">Typer</a></main>'),
      'data-prerendered',
    );
    expect(page).toBe(
      '<!doctype html><html lang="en" data-theme="dark"><head><meta name="theme-color" content="#0f1221" /><title>Slovo</title>' +
        '<link rel="preload" as="image" href="/logo.svg"/></head><body>' +
        '<div id="root" data-prerendered="en.dark"><main><a href="/game1">Typer</a></main></div><noscript>…</noscript></body></html>',
    );
  });

  it("sets the page's language, theme and chrome colour to the appearance's, so it shows right before any script runs", () => {
    const page = prerenderedPage(TEMPLATE, rendered('<h2>Выберите игру</h2>', 'ru.light', '#f4f5fb'), 'data-prerendered');
    expect(page).toContain('<html lang="ru" data-theme="light">');
    expect(page).toContain('<meta name="theme-color" content="#f4f5fb" />');
    expect(page).toContain('<div id="root" data-prerendered="ru.light"><h2>Выберите игру</h2></div>');
  });

  it('fails the build when the page has no empty #root to fill', () => {
    expect(() => prerenderedPage('<html><body><div id="app"></div></body></html>', rendered('<p>Home</p>'), 'x')).toThrow(
      /no <div id="root"><\/div>/,
    );
  });

  it('fails the build when Home suspended: the page would hold a fallback, not the cards', () => {
    expect(() =>
      prerenderedPage(TEMPLATE, rendered('<main><!--$?--><template id="B:0"></template><p>Loading</p><!--/$--></main>'), 'x'),
    ).toThrow(/suspended/);
    expect(() =>
      prerenderedPage(TEMPLATE, rendered('<main><!--$!--><template></template><!--/$--></main>', 'ru.dark'), 'x'),
    ).toThrow(/\(ru\.dark\) suspended/);
  });

  it('fails the build on a style attribute, which the Content-Security-Policy would make the browser ignore', () => {
    expect(() => prerenderedPage(TEMPLATE, rendered('<div class="progress__fill" style="width:0%"></div>'), 'x')).toThrow(
      /style attribute/,
    );
  });
});

describe("the pages' inline head script", () => {
  it('runs at the end of <head>, before any of the page is drawn', () => {
    expect(withHeadScript(TEMPLATE, 'var kept=1')).toContain('<title>Slovo</title><script>var kept=1</script></head><body>');
  });

  it('fails the build for a script that would end its element early or hide markup, or a page without <head>', () => {
    expect(() => withHeadScript(TEMPLATE, 'var s="</SCRIPT>"')).toThrow(/<\/script/);
    expect(() => withHeadScript(TEMPLATE, 'var s="<!--"')).toThrow(/<!--/);
    expect(() => withHeadScript('<html><body></body></html>', 'var kept=1')).toThrow(/<\/head>/);
  });
});
