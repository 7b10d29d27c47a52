import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareCategoryWords } from '@slovo/shared';
import { FALLBACK_WORDS, isFallbackDeck, withFallbackWords } from './fallback-words';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('built-in fallback words (spec §4 Flashcards)', () => {
  it('are 6 valid English–Russian pairs with distinct ids', () => {
    expect(FALLBACK_WORDS).toHaveLength(6);
    expect(new Set(FALLBACK_WORDS.map((w) => w.id)).size).toBe(6);
    const prepared = prepareCategoryWords([...FALLBACK_WORDS], {});
    expect(prepared.ok && prepared.words).toHaveLength(6);
  });

  it('replace the words when loading fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = withFallbackWords(() => Promise.reject(new Error('HTTP 500')));
    const words = (await load('animals')) as { english: string; category: string }[];
    expect(words.map((w) => w.english)).toEqual(FALLBACK_WORDS.map((w) => w.english));
    expect(words.every((w) => w.category === 'animals')).toBe(true);
    expect(isFallbackDeck(words as never)).toBe(true);
  });

  it('leave a successful load alone, even an empty one (the picker has its own message for that)', async () => {
    expect(await withFallbackWords(() => Promise.resolve([]))('animals')).toEqual([]);
    const real = [{ id: 1, english: 'cat', russian: 'кошка' }];
    expect(await withFallbackWords(() => Promise.resolve(real))('animals')).toBe(real);
    expect(isFallbackDeck(real as never)).toBe(false);
    expect(isFallbackDeck([])).toBe(false);
  });
});
