import { describe, expect, it } from 'vitest';
import { LOOK_COOKIE, PRERENDERED_LOOK } from '@slovo/shared';
import { PRERENDERED_ATTRIBUTE, canHydrate, lookCookie } from './prerendered-look';

function root(prerendered: boolean): HTMLElement {
  const element = document.createElement('div');
  if (prerendered) element.setAttribute(PRERENDERED_ATTRIBUTE, '');
  element.innerHTML = '<main><a href="/game1">Typer Game</a></main>';
  return element;
}

const HOME_VISIT = { path: '/', locale: 'en', theme: 'dark' } as const;

describe('taking over the prerendered Home', () => {
  it('is for a visit to / in English and the dark theme, the look the build rendered it in', () => {
    expect(PRERENDERED_LOOK).toBe('en.dark');
    expect(canHydrate(root(true), HOME_VISIT)).toBe(true);
  });

  it('is not for another page, language or theme: those render from scratch', () => {
    expect(canHydrate(root(true), { ...HOME_VISIT, path: '/game1' })).toBe(false);
    expect(canHydrate(root(true), { ...HOME_VISIT, locale: 'ru' })).toBe(false);
    expect(canHydrate(root(true), { ...HOME_VISIT, theme: 'light' })).toBe(false);
  });

  it('is not for a page the build did not prerender (the empty shell, or markup not marked as Home)', () => {
    expect(canHydrate(root(false), HOME_VISIT)).toBe(false);
  });
});

describe('the look cookie', () => {
  it('tells the server the language and theme, for a year, on every path', () => {
    expect(lookCookie({ locale: 'ru', theme: 'light' })).toBe(`${LOOK_COOKIE}=ru.light; path=/; max-age=31536000; samesite=lax`);
    expect(lookCookie({ locale: 'en', theme: 'dark' })).toBe(
      `${LOOK_COOKIE}=${PRERENDERED_LOOK}; path=/; max-age=31536000; samesite=lax`,
    );
  });
});
