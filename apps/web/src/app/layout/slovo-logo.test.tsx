import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import favicon from '../../../public/favicon.svg?raw';
import { SlovoLogo } from './slovo-logo';

/** The drawing's shapes and colours, whatever the attribute order or the gradient's id. */
function drawing(svg: string): string[] {
  return [
    ...svg.matchAll(
      /\b(d|offset|stop-color|fill|stroke|stroke-width|stroke-linecap|stroke-linejoin|opacity|rx|viewBox)="([^"]*)"/g,
    ),
  ].map(([, name, value]) => (name === 'fill' && value?.startsWith('url(') ? 'fill=gradient' : `${name}=${value}`));
}

describe("the header's logo", () => {
  it('draws what public/favicon.svg, the tab and install icon, draws', () => {
    const inline = renderToStaticMarkup(<SlovoLogo />);
    expect(drawing(inline)).toEqual(drawing(favicon));
  });

  it('fills with its own gradient, so two logos on a page never share an id', () => {
    const markup = renderToStaticMarkup(
      <>
        <SlovoLogo />
        <SlovoLogo />
      </>,
    );
    const ids = [...markup.matchAll(/<linearGradient id="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(markup).toContain(`fill="url(#${id})"`);
  });
});
