import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { useToastStore, toast } from '@/components/ui/toast-store';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { VocabularyDataLoader, useCategoryOptions, useVocabularyMode } from './index';
import { resetVocabularyState } from './testing/vocabulary-state';

const LIGHTWEIGHT = 'GET /api/vocabulary/categories/lightweight';
const SERVER_CATEGORIES = {
  categories: [
    { id: 1, name: 'animals', display_name: 'Animals', word_count: 60 },
    { id: 2, name: 'anna-private', display_name: 'My Words', word_count: 12 },
  ],
};

let shown: { kind: string; text: string }[] = [];
let stopRecording: () => void = () => {};

beforeEach(() => {
  shown = [];
  stopRecording = useToastStore.subscribe((state, previous) => {
    if (state.current && state.current !== previous.current) shown.push({ kind: state.current.kind, text: state.current.text });
  });
});

afterEach(() => {
  stopRecording();
  toast.hide();
  resetVocabularyState();
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe() {
  const mode = useVocabularyMode();
  const { options, isLoading, error } = useCategoryOptions();
  return (
    <div>
      <p data-testid="mode">{mode}</p>
      <p data-testid="loading">{String(isLoading)}</p>
      <p data-testid="error">{error instanceof Error ? error.message : ''}</p>
      <ul aria-label="options">
        {options?.map((o) => (
          <li key={o.id}>{`${o.id}|${o.name}|${o.wordCount}`}</li>
        ))}
      </ul>
    </div>
  );
}

/** With the app's cache rules (fresh for 5 minutes, no retry of what cannot change). */
function renderLoader(client: QueryClient = createQueryClient()) {
  return renderWithProviders(
    <>
      <VocabularyDataLoader />
      <Probe />
    </>,
    { client },
  );
}

const mode = () => screen.getByTestId('mode').textContent;
const optionTexts = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('data loader: preview mode', () => {
  it('gives an anonymous visitor the sample categories, without any request or toast (the banner says it)', async () => {
    signOut();
    const { fetchMock } = stubFetch({});
    renderLoader();
    await waitFor(() => expect(mode()).toBe('preview'));
    // Issue 30 §3.1: the preview info is the banner's; a toast saying it again moved the page.
    expect(shown).toEqual([]);
    expect(optionTexts()).toEqual([
      'sample-animals|Sample: Animals|24',
      'sample-food|Sample: Food|24',
      'sample-everyday-verbs|Sample: Everyday Verbs|24',
    ]);
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a non-admin with an unusable token as unauthorized: sample data', async () => {
    signIn();
    useAuthStore.setState({ token: 'not-a-jwt' });
    const { fetchMock } = stubFetch({});
    renderLoader();
    await waitFor(() => expect(mode()).toBe('preview'));
    expect(shown).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for the session check before deciding', async () => {
    signOut();
    useAuthStore.setState({ isInitialized: false });
    stubFetch({ [LIGHTWEIGHT]: { body: SERVER_CATEGORIES } });
    renderLoader();
    expect(mode()).toBe('loading');
    expect(screen.getByTestId('loading')).toHaveTextContent('true');
    expect(shown).toEqual([]);

    act(() => {
      signIn();
    });
    await waitFor(() => expect(mode()).toBe('full'));
    expect(shown.map((t) => t.text)).toEqual(['Loading vocabulary data...', 'Loaded 2 vocabulary categories']);
  });
});

describe('data loader: signed-in users', () => {
  it('loads all categories with the loading and loaded messages, sending the token', async () => {
    signIn();
    const { calls } = stubFetch({ [LIGHTWEIGHT]: { body: SERVER_CATEGORIES } });
    renderLoader();
    expect(await screen.findByText('animals|Animals|60')).toBeInTheDocument();
    expect(optionTexts()).toEqual(['animals|Animals|60', 'anna-private|My Words|12']);
    expect(mode()).toBe('full');
    expect(shown).toEqual([
      { kind: 'info', text: 'Loading vocabulary data...' },
      { kind: 'success', text: 'Loaded 2 vocabulary categories' },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('survives StrictMode’s double effects: one outcome, never stuck loading', async () => {
    signIn();
    stubFetch({ [LIGHTWEIGHT]: { body: SERVER_CATEGORIES } });
    renderWithProviders(
      <>
        <VocabularyDataLoader />
        <Probe />
      </>,
      { client: createQueryClient(), strict: true },
    );
    expect(await screen.findByText('animals|Animals|60')).toBeInTheDocument();
    expect(mode()).toBe('full');
    expect(shown.at(-1)).toEqual({ kind: 'success', text: 'Loaded 2 vocabulary categories' });
    expect(shown.filter((t) => t.text.startsWith('Loaded'))).toHaveLength(1);
  });

  it('does not load again for the same user, and loads again when the user changes', async () => {
    signIn();
    const { calls } = stubFetch({ [LIGHTWEIGHT]: { body: SERVER_CATEGORIES } });
    const client = createQueryClient();
    const view = renderLoader(client);
    await waitFor(() => expect(mode()).toBe('full'));
    view.unmount();
    renderLoader(client);
    await screen.findByText('animals|Animals|60');
    expect(calls).toHaveLength(1);
    expect(shown).toHaveLength(2);

    // After a logout the sample data comes back quietly.
    act(() => {
      signOut();
    });
    await waitFor(() => expect(mode()).toBe('preview'));
    expect(shown.map((t) => t.text)).not.toContain('Preview Mode: Login to get full access');
    expect(optionTexts()[0]).toBe('sample-animals|Sample: Animals|24');

    act(() => {
      signIn({ id: '8', username: 'boris' });
    });
    await waitFor(() => expect(shown.at(-1)?.text).toBe('Loaded 2 vocabulary categories'));
    expect(calls).toHaveLength(2);
  });

  it('falls back to sample data on an authentication failure and shows no error', async () => {
    signIn();
    stubFetch({ [LIGHTWEIGHT]: { status: 403, body: { error: 'Invalid token' } } });
    renderLoader();
    await waitFor(() => expect(mode()).toBe('preview'));
    expect(optionTexts()).toHaveLength(3);
    expect(screen.getByTestId('error')).toHaveTextContent('');
    expect(shown.some((t) => t.kind === 'error')).toBe(false);
    expect(useToastStore.getState().current?.kind).not.toBe('error');
  });

  it('never gives an admin sample data: an authentication failure leaves the error state, silently', async () => {
    signIn({ role: 'admin', id: '1', username: 'root' });
    const { calls } = stubFetch({ [LIGHTWEIGHT]: { status: 403, body: { error: 'Access denied' } } });
    renderLoader();
    await waitFor(() => expect(screen.getByTestId('error')).not.toHaveTextContent(''));
    expect(mode()).toBe('full');
    expect(optionTexts()).toEqual([]);
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
    expect(shown.some((t) => t.kind === 'error' || t.text.startsWith('Preview Mode'))).toBe(false);
    // The "Loading vocabulary data..." message does not linger once the load has ended.
    expect(useToastStore.getState().current).toBeNull();
    expect(calls.length).toBeGreaterThanOrEqual(1);
  });

  it('shows the load error for any other failure (after the request client has retried)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const { calls } = stubFetch({ [LIGHTWEIGHT]: { status: 500, body: { error: 'Database unavailable' } } });
    renderLoader();
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    await waitFor(() =>
      expect(shown).toContainEqual({
        kind: 'error',
        text: 'Failed to load vocabulary data. Please check your connection and try again.',
      }),
    );
    expect(shown[0]).toEqual({ kind: 'info', text: 'Loading vocabulary data...' });
    expect(calls.length).toBeGreaterThanOrEqual(4);
    expect(mode()).toBe('full');
    expect(optionTexts()).toEqual([]);
    expect(shown.some((t) => t.text.startsWith('Preview Mode'))).toBe(false);
  });

  it('treats a malformed answer as a failure, not as zero categories', async () => {
    signIn();
    stubFetch({ [LIGHTWEIGHT]: { body: { items: [] } } });
    renderLoader();
    await waitFor(() => expect(shown.at(-1)?.kind).toBe('error'));
    expect(shown.at(-1)?.text).toBe('Failed to load vocabulary data. Please check your connection and try again.');
    expect(shown.some((t) => t.text.startsWith('Loaded'))).toBe(false);
  });
});
