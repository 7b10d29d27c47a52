import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/test/fetch-stub';
import { renderHookWithProviders } from '@/test/render';
import { switchLanguage } from '@/test/locale';
import { signIn, signOut } from '@/test/sign-in';
import {
  invalidateVocabularyQueries,
  loadCategoryWords,
  useCategoryOptions,
  useCategoryWordsLoader,
  vocabularyKeys,
} from './index';
import { resetVocabularyState, setVocabularyMode } from './testing/vocabulary-state';

const ANIMAL_WORDS = {
  words: [
    { id: 11, english: 'cat', russian: 'кошка', category: 'animals', part_of_speech: 'noun' },
    { id: 12, english: 'dog', russian: 'собака', category: 'animals', part_of_speech: 'noun' },
  ],
};

// The app's cache rules; one cache per test.
let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
});

afterEach(() => {
  resetVocabularyState();
  signOut();
  vi.unstubAllGlobals();
});

function renderOptions() {
  return renderHookWithProviders(() => useCategoryOptions(), { client });
}

describe('useCategoryOptions', () => {
  it('is loading, with no options, until the loader has decided for this user', () => {
    signIn();
    const { fetchMock } = stubFetch({});
    const { result } = renderOptions();
    expect(result.current).toEqual({ options: undefined, isLoading: true, error: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the sample categories in preview mode', () => {
    signOut();
    setVocabularyMode('preview');
    const { result } = renderOptions();
    expect(result.current.isLoading).toBe(false);
    expect(result.current.options).toEqual([
      { id: 'sample-animals', name: 'Sample: Animals', wordCount: 24 },
      { id: 'sample-food', name: 'Sample: Food', wordCount: 24 },
      { id: 'sample-everyday-verbs', name: 'Sample: Everyday Verbs', wordCount: 24 },
    ]);
  });

  it('names the sample categories in the interface language', () => {
    signOut();
    setVocabularyMode('preview');
    switchLanguage('ru');
    const { result } = renderOptions();
    expect(result.current.options?.map((option) => option.name)).toEqual([
      'Пример: Животные',
      'Пример: Еда',
      'Пример: Повседневные глаголы',
    ]);
  });

  it('maps the lightweight list in full mode, falling back to the name when there is no display name', async () => {
    signIn();
    setVocabularyMode('full', '7');
    stubFetch({
      'GET /api/vocabulary/categories/lightweight': {
        body: {
          categories: [
            { id: 3, name: 'verbs', display_name: 'Common Verbs', word_count: 40 },
            { id: 4, name: 'colours', display_name: '', word_count: 15 },
          ],
        },
      },
    });
    const { result } = renderOptions();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.options).toEqual([
      { id: 'verbs', name: 'Common Verbs', wordCount: 40 },
      { id: 'colours', name: 'colours', wordCount: 15 },
    ]);
    expect(result.current.error).toBeNull();
  });
});

describe('loadCategoryWords', () => {
  it('answers from the sample vocabulary in preview mode, in the server shape, without a request', async () => {
    signOut();
    setVocabularyMode('preview');
    const { fetchMock } = stubFetch({});
    const payload = (await loadCategoryWords(client, 'sample-food')) as { words: { english: string; category: string }[] };
    expect(payload.words).toHaveLength(24);
    expect(payload.words[0]).toMatchObject({
      english: 'bread',
      russian: 'хлеб',
      category: 'sample-food',
      part_of_speech: 'noun',
    });
    expect(fetchMock).not.toHaveBeenCalled();

    // Callers may shuffle or trim what they get; the sample stays whole.
    payload.words.length = 0;
    expect(((await loadCategoryWords(client, 'sample-food')) as { words: unknown[] }).words).toHaveLength(24);
  });

  it('fails like a 404 for a name the sample does not have', async () => {
    signOut();
    setVocabularyMode('preview');
    const error = await loadCategoryWords(client, 'animals').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Category not found' });
  });

  it('uses the sample for an unauthorized visitor even before the loader has run', async () => {
    signOut();
    const { fetchMock } = stubFetch({});
    const payload = (await loadCategoryWords(client, 'sample-animals')) as { words: unknown[] };
    expect(payload.words).toHaveLength(24);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the words route in full mode and returns the raw payload', async () => {
    signIn();
    setVocabularyMode('full', '7');
    const { calls } = stubFetch({ 'GET /api/vocabulary/category/animals': { body: ANIMAL_WORDS } });
    expect(await loadCategoryWords(client, 'animals')).toEqual(ANIMAL_WORDS);
    expect(calls[0]?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('encodes the category name into the path', async () => {
    signIn();
    setVocabularyMode('full', '7');
    const { calls } = stubFetch({ 'GET /api/vocabulary/category/%D0%B5%D0%B4%D0%B0%202%2E0': { body: { words: [] } } });
    expect(await loadCategoryWords(client, 'еда 2.0')).toEqual({ words: [] });
    expect(calls).toHaveLength(1);
  });

  it('rejects with the server error for an unknown or hidden category', async () => {
    signIn();
    setVocabularyMode('full', '7');
    stubFetch({ 'GET /api/vocabulary/category/secret': { status: 404, body: { error: 'Category not found' } } });
    const error = await loadCategoryWords(client, 'secret').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Category not found' });
  });

  it('serves repeated reads from the cache until the vocabulary is invalidated', async () => {
    signIn();
    setVocabularyMode('full', '7');
    const { calls } = stubFetch({ 'GET /api/vocabulary/category/animals': { body: ANIMAL_WORDS } });
    const first = (await loadCategoryWords(client, 'animals')) as typeof ANIMAL_WORDS;
    first.words.pop();
    expect(await loadCategoryWords(client, 'animals')).toEqual(ANIMAL_WORDS);
    expect(calls).toHaveLength(1);

    await invalidateVocabularyQueries(client);
    await loadCategoryWords(client, 'animals');
    expect(calls).toHaveLength(2);
  });

  it('useCategoryWordsLoader loads through the cache of the provider it is rendered in', async () => {
    signIn();
    setVocabularyMode('full', '7');
    stubFetch({ 'GET /api/vocabulary/category/animals': { body: ANIMAL_WORDS } });
    const { result } = renderHookWithProviders(() => useCategoryWordsLoader(), { client });
    expect(await result.current('animals')).toEqual(ANIMAL_WORDS);
    expect(client.getQueryData(vocabularyKeys.words('user:7', 'animals'))).toEqual(ANIMAL_WORDS);
  });
});
