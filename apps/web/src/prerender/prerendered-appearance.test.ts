import { describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE, APPEARANCE_COOKIE, PRERENDERED_APPEARANCES, prerenderedHomeFile } from '@slovo/shared';
import { PRERENDERED_ATTRIBUTE, canHydrate, appearanceCookie } from './prerendered-appearance';

function root(prerenderedAppearance: string | null): HTMLElement {
  const element = document.createElement('div');
  if (prerenderedAppearance !== null) element.setAttribute(PRERENDERED_ATTRIBUTE, prerenderedAppearance);
  element.innerHTML = '<main><a href="/game1">Typer Game</a></main>';
  return element;
}

const HOME_VISIT = { path: '/', locale: 'en', theme: 'dark', member: false } as const;

describe('taking over the prerendered Home', () => {
  it('is for a visit to / in the appearance the page was rendered in, whichever it is', () => {
    expect(canHydrate(root('en.dark'), HOME_VISIT)).toBe(true);
    expect(canHydrate(root('ru.light'), { path: '/', locale: 'ru', theme: 'light', member: false })).toBe(true);
    expect(canHydrate(root('ru.light.member'), { path: '/', locale: 'ru', theme: 'light', member: true })).toBe(true);
  });

  it("is not for a visitor's Home when a session is stored, nor a returning player's without one", () => {
    expect(canHydrate(root('en.dark'), { ...HOME_VISIT, member: true })).toBe(false);
    expect(canHydrate(root('en.dark.member'), HOME_VISIT)).toBe(false);
  });

  it('is not for another page, or Home rendered in another language or theme: those render from scratch', () => {
    expect(canHydrate(root('en.dark'), { ...HOME_VISIT, path: '/game1' })).toBe(false);
    expect(canHydrate(root('en.dark'), { ...HOME_VISIT, locale: 'ru' })).toBe(false);
    expect(canHydrate(root('ru.dark'), HOME_VISIT)).toBe(false);
    expect(canHydrate(root('en.light'), HOME_VISIT)).toBe(false);
  });

  it('is not for a page the build did not prerender (the empty shell, or a mark without an appearance)', () => {
    expect(canHydrate(root(null), HOME_VISIT)).toBe(false);
    expect(canHydrate(root(''), HOME_VISIT)).toBe(false);
  });
});

describe("the build's prerendered pages", () => {
  it("are one per language and theme, for a visitor and for a returning player, a visitor's defaults in index.html", () => {
    expect(DEFAULT_APPEARANCE).toBe('en.dark');
    expect(PRERENDERED_APPEARANCES.map(prerenderedHomeFile)).toEqual([
      'index.html',
      'home.en.light.html',
      'home.ru.dark.html',
      'home.ru.light.html',
      'home.en.dark.member.html',
      'home.en.light.member.html',
      'home.ru.dark.member.html',
      'home.ru.light.member.html',
    ]);
    expect(prerenderedHomeFile('de.blue')).toBeNull();
  });
});

describe('the appearance cookie', () => {
  it('tells the server the language and theme and whether a session is stored, for a year, on every path', () => {
    expect(appearanceCookie({ locale: 'ru', theme: 'light', member: false })).toBe(
      `${APPEARANCE_COOKIE}=ru.light; path=/; max-age=31536000; samesite=lax`,
    );
    expect(appearanceCookie({ locale: 'en', theme: 'dark', member: false })).toBe(
      `${APPEARANCE_COOKIE}=${DEFAULT_APPEARANCE}; path=/; max-age=31536000; samesite=lax`,
    );
    expect(appearanceCookie({ locale: 'ru', theme: 'dark', member: true })).toBe(
      `${APPEARANCE_COOKIE}=ru.dark.member; path=/; max-age=31536000; samesite=lax`,
    );
  });
});
