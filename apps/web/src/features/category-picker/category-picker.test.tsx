import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES, type CategorySelection } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { activeSession, fakeSessionApi, sessionWords } from '@/features/learning-session/testing/fake-session-api';
import { renderWithProviders } from '@/test/render';
import { messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { switchLanguage } from '@/test/locale';
import { CategoryPicker, type CategoryPickerProps } from './components/category-picker';
import type { CategoryOptionsState } from './category-options';

const OPTIONS: CategoryOptionsState = {
  options: [
    { id: 'animals', name: 'Animals', wordCount: 24 },
    { id: 'colors', name: 'Colors', wordCount: 12 },
    { id: 'empty', name: 'Empty Box', wordCount: 0 },
    { id: 'one', name: 'Single', wordCount: 1 },
  ],
  isLoading: false,
  error: null,
};

/** What GET /api/vocabulary/category/{name} answers. */
const PAYLOADS: Record<string, unknown> = {
  animals: { words: sessionWords(24, 'animals') },
  colors: { words: sessionWords(12, 'colors', 100) },
  one: { words: sessionWords(1, 'one', 200) },
};

function renderPicker(props: Partial<CategoryPickerProps> = {}, { strict = false }: { strict?: boolean } = {}) {
  const onStart = vi.fn<(selection: CategorySelection) => void>();
  const loadWords = vi.fn((name: string) => Promise.resolve(PAYLOADS[name]));
  const { router } = renderWithProviders(
    [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/game3',
        element: (
          <CategoryPicker
            title="Quiz Game"
            categories={OPTIONS}
            loadWords={loadWords}
            sessions={null}
            onStart={onStart}
            {...props}
          />
        ),
      },
    ],
    { path: '/game3', strict },
  );
  return { onStart, loadWords, router, user: fakeTimerUser };
}

/**
 * Lets pending promises (word loads, session calls) settle, and TanStack Query deliver its updates:
 * it batches them on a zero-delay timer, which the fake clock only runs when told to.
 */
async function settle() {
  for (let i = 0; i < 8; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
}

function select() {
  return screen.getByRole('combobox', { name: 'Category' });
}

function toast() {
  const current = useToastStore.getState().current;
  return current && { kind: current.kind, text: current.text };
}

/**
 * userEvent waits on a real setTimeout between steps, which never fires under Vitest's fake
 * timers; these tests need the fake clock for the 800 ms rule, so they fire events directly.
 */
const fakeTimerUser = {
  async selectOptions(element: HTMLElement, value: string) {
    act(() => {
      fireEvent.change(element, { target: { value } });
    });
  },
  async click(element: HTMLElement) {
    act(() => {
      fireEvent.click(element);
    });
  },
};

async function choose(user: typeof fakeTimerUser, category: string) {
  await user.selectOptions(select(), category);
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  useToastStore.getState().hide();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('category chooser', () => {
  it('shows title, default subtitle, the labelled dropdown with word counts, and Back to Games', () => {
    renderPicker();
    expect(screen.getByRole('heading', { level: 2, name: 'Quiz Game' })).toBeInTheDocument();
    expect(screen.getByText('Choose a vocabulary category to begin playing')).toBeInTheDocument();
    const labels = within(select())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual([
      'Choose a category…',
      'Animals (24 words)',
      'Colors (12 words)',
      'Empty Box (0 words)',
      'Single (1 word)',
    ]);
    expect(screen.getByRole('link', { name: /Back to Games/ })).toHaveAttribute('href', '/');
  });

  it('anonymous players skip the session check', () => {
    renderPicker({ sessions: null });
    expect(screen.queryByText('Checking for active session...')).not.toBeInTheDocument();
    expect(select()).toBeEnabled();
  });

  it('takes a custom subtitle', () => {
    renderPicker({ subtitle: 'Pick words to match' });
    expect(screen.getByText('Pick words to match')).toBeInTheDocument();
  });

  it('says "Loading categories..." while the data is not yet a list', () => {
    renderPicker({ categories: { options: undefined, isLoading: true, error: null } });
    expect(select()).toBeDisabled();
    expect(within(select()).getByRole('option')).toHaveTextContent('Loading categories...');
  });

  it('says "No categories available" for an empty list', () => {
    renderPicker({ categories: { options: [], isLoading: false, error: null } });
    expect(select()).toBeDisabled();
    expect(within(select()).getByRole('option')).toHaveTextContent('No categories available');
  });

  it('says when the categories could not be loaded', () => {
    renderPicker({ categories: { options: undefined, isLoading: false, error: new Error('HTTP 500') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load categories. Please try again.');
  });

  it('Back to Games goes to /', async () => {
    const { router, user } = renderPicker();
    await user.click(screen.getByRole('link', { name: /Back to Games/ }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('word-count selector', () => {
  it('loads the words, then offers XS…ALL with M highlighted and too-large counts disabled', async () => {
    const { user, loadWords } = renderPicker();
    await user.selectOptions(select(), 'colors');
    expect(loadWords).toHaveBeenCalledWith('colors');
    expect(screen.getByText('Loading words…')).toBeInTheDocument();
    await settle();

    const group = screen.getByRole('group', { name: 'Number of words' });
    const buttons = within(group).getAllByRole('button');
    const state = [
      ['XS (10)', false],
      ['S (15)', true],
      ['M (20)', true],
      ['L (25)', true],
      ['XL (30)', true],
      ['ALL', false],
    ] as const;
    state.forEach(([name, disabled], index) => {
      // Named by the text on the button (no aria-label overriding it), in the spec's order.
      expect(buttons[index]).toBe(within(group).getByRole('button', { name }));
      expect(buttons[index]).not.toHaveAttribute('aria-label');
      expect((buttons[index] as HTMLButtonElement).disabled).toBe(disabled);
    });
    expect(buttons[0]).toHaveTextContent(/^XS10/);
  });

  it('preselects M = 20 when the category has enough words', async () => {
    const { user } = renderPicker();
    await choose(user, 'animals');
    expect(screen.getByRole('button', { name: 'M (20)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'XL (30)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'L (25)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'S (15)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts 800 ms after a count is chosen, with that many shuffled words', async () => {
    const { user, onStart } = renderPicker();
    await choose(user, 'animals');
    await user.click(screen.getByRole('button', { name: 'S (15)' }));
    expect(screen.getByText('Starting…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S (15)' })).toHaveAttribute('aria-pressed', 'true');

    await advance(799);
    expect(onStart).not.toHaveBeenCalled();
    await advance(1);
    expect(onStart).toHaveBeenCalledTimes(1);
    const selection = onStart.mock.calls[0]![0];
    expect(selection).toMatchObject({ category: 'animals', categoryDisplayName: 'Animals', wordCount: 15 });
    expect(selection.words).toHaveLength(15);
    const animalIds = sessionWords(24).map((w) => w.id);
    expect(selection.words.every((w) => animalIds.includes(Number(w.id)))).toBe(true);
    expect(new Set(selection.words.map((w) => w.id)).size).toBe(15);
  });

  it('ALL plays every word', async () => {
    const { user, onStart } = renderPicker();
    await choose(user, 'animals');
    await user.click(screen.getByRole('button', { name: 'ALL' }));
    await advance(800);
    expect(onStart.mock.calls[0]![0]).toMatchObject({ wordCount: -1 });
    expect(onStart.mock.calls[0]![0].words).toHaveLength(24);
  });

  it('a new category choice cancels a pending start', async () => {
    const { user, onStart } = renderPicker();
    await choose(user, 'animals');
    await user.click(screen.getByRole('button', { name: 'XS (10)' }));
    await advance(500);
    await choose(user, 'colors');
    await advance(800);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.queryByText('Starting…')).not.toBeInTheDocument();
  });
});

describe('games without a count selector', () => {
  it('start 800 ms after the category is chosen, with the default count', async () => {
    const { user, onStart } = renderPicker({ wordCountSelection: false });
    await choose(user, 'animals');
    expect(screen.queryByRole('group', { name: 'Number of words' })).not.toBeInTheDocument();
    expect(screen.getByText('Starting…')).toBeInTheDocument();
    await advance(799);
    expect(onStart).not.toHaveBeenCalled();
    await advance(1);
    expect(onStart.mock.calls[0]![0]).toMatchObject({ category: 'animals', wordCount: 20 });
    expect(onStart.mock.calls[0]![0].words).toHaveLength(20);
  });

  it('Memory Match: at least 10 words, then exactly 10', async () => {
    const { user, onStart } = renderPicker({
      minWords: 10,
      minWordsMessage: 'Min 10 words needed to start the game',
      fixedWordCount: 10,
    });
    await choose(user, 'colors');
    await advance(800);
    expect(onStart.mock.calls[0]![0]).toMatchObject({ category: 'colors', wordCount: 10 });
    expect(onStart.mock.calls[0]![0].words).toHaveLength(10);
  });

  it('Memory Match refuses a category under 10 words with its message', async () => {
    const loadWords = vi.fn(() => Promise.resolve({ words: sessionWords(9) }));
    const { user, onStart } = renderPicker({
      loadWords,
      minWords: 10,
      minWordsMessage: 'Min 10 words needed to start the game',
      fixedWordCount: 10,
    });
    await choose(user, 'animals');
    expect(screen.getByRole('alert')).toHaveTextContent('Min 10 words needed to start the game');
    expect(toast()).toEqual({ kind: 'error', text: 'Min 10 words needed to start the game' });
    expect(select()).toHaveValue('');
    await advance(800);
    expect(onStart).not.toHaveBeenCalled();
  });
});

describe('words on category choice (spec §5)', () => {
  it.each([
    ['not a list', { data: 'oops' }, 'Invalid response from vocabulary service'],
    ['an empty list', { words: [] }, 'No words available for this category'],
    ['only invalid words', { words: [{ english: 'cat' }, { russian: 'кот' }] }, 'All words in this category have invalid format'],
  ])('%s: shows the message inline and as an error toast, and resets the selection', async (_label, payload, message) => {
    const { user, onStart } = renderPicker({ loadWords: vi.fn(() => Promise.resolve(payload)) });
    await choose(user, 'animals');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(toast()).toEqual({ kind: 'error', text: message });
    expect(select()).toHaveValue('');
    expect(select()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('group', { name: 'Number of words' })).not.toBeInTheDocument();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('drops invalid words and counts only the rest (alternate field names accepted)', async () => {
    const words = [
      ...sessionWords(10),
      { en: 'dog', ru: 'собака' },
      { word: 'house', translation: 'дом' },
      { english: 'broken' },
    ];
    const { user } = renderPicker({ loadWords: vi.fn(() => Promise.resolve(words)) });
    await choose(user, 'animals');
    expect(screen.getByText(/12 words in this category/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'XS (10)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'S (15)' })).toBeDisabled();
  });

  it('applies the minimum word count ("This category needs at least N words to play")', async () => {
    const { user } = renderPicker({ minWords: 2 });
    await choose(user, 'one');
    expect(screen.getByRole('alert')).toHaveTextContent('This category needs at least 2 words to play');
  });

  it('a category listed with 0 words says "No words available in this category" without asking the server', async () => {
    const { user, loadWords } = renderPicker();
    await choose(user, 'empty');
    expect(loadWords).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('No words available in this category');
    expect(select()).toHaveValue('');
  });

  it('a failed load resets the selection and shows the words error as a toast', async () => {
    const { user } = renderPicker({ loadWords: vi.fn(() => Promise.reject(new Error('boom'))) });
    await choose(user, 'animals');
    expect(toast()).toEqual({ kind: 'error', text: MESSAGES.wordsFailed });
    expect(toast()?.text).toBe('Failed to load vocabulary words. Please refresh the page and try again.');
    expect(select()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a server error while loading gets the friendly text for its cause', async () => {
    const error = new ApiError('Internal server error. Please try again later.', { status: 503, kind: 'http' });
    const { user } = renderPicker({ loadWords: vi.fn(() => Promise.reject(error)) });
    await choose(user, 'animals');
    expect(toast()).toEqual({ kind: 'error', text: 'Server error occurred. Please try again later.' });
  });

  it('ignores the answer for a category the player has already moved away from', async () => {
    let finishAnimals: (payload: unknown) => void = () => {};
    const loadWords = vi.fn((name: string) =>
      name === 'animals' ? new Promise((resolve) => (finishAnimals = resolve)) : Promise.resolve(PAYLOADS[name]),
    );
    const { user } = renderPicker({ loadWords });
    await user.selectOptions(select(), 'animals');
    await choose(user, 'colors');
    finishAnimals({ words: [] });
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(select()).toHaveValue('colors');
    expect(screen.getByText(/12 words in this category/)).toBeInTheDocument();
  });
});

describe('signed-in players and learning sessions', () => {
  it('first shows "Checking for active session...", then the chooser when there is none', async () => {
    const sessions = fakeSessionApi();
    let answer: (value: { hasActiveSession: false }) => void = () => {};
    sessions.getStatus.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderPicker({ sessions });
    expect(screen.getByRole('status')).toHaveTextContent('Checking for active session...');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    answer({ hasActiveSession: false });
    await settle();
    expect(screen.queryByText('Checking for active session...')).not.toBeInTheDocument();
    expect(select()).toBeEnabled();
  });

  it('shows the Continue Learning card instead of the chooser when a session is active', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession());
    renderPicker({ sessions });
    await settle();
    expect(screen.getByRole('heading', { name: 'Continue Learning' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('a failed check falls back to the chooser without an error', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockRejectedValue(new Error('offline'));
    renderPicker({ sessions });
    await settle();
    expect(select()).toBeEnabled();
    expect(toast()).toBeNull();
  });

  it('Dismiss on the card returns to the chooser with its message', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession());
    const { user } = renderPicker({ sessions });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await settle();
    expect(toast()).toEqual({ kind: 'info', text: 'Learning session dismissed. Choose a new category.' });
    expect(select()).toBeEnabled();
    expect(screen.getByText('Choose a vocabulary category to begin playing')).toBeInTheDocument();
  });

  it('Next batch with nothing left returns to the chooser', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession());
    sessions.nextBatch.mockResolvedValue([]);
    const { user, onStart } = renderPicker({ sessions });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Next 20 Words' }));
    await settle();
    expect(toast()).toEqual({ kind: 'info', text: 'No more words available. Starting new session.' });
    expect(select()).toBeEnabled();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('Practice Current Batch starts the game from the card', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession({ wordsPerGame: 20 }));
    const { user, onStart } = renderPicker({ sessions });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Practice Current Batch' }));
    await settle();
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ category: 'animals', wordCount: 20 }));
  });

  it('starting from the chooser starts a session and plays its first batch', async () => {
    const sessions = fakeSessionApi();
    sessions.start.mockResolvedValue(sessionWords(20, 'animals', 900));
    const { user, onStart } = renderPicker({ sessions });
    await settle();
    await choose(user, 'animals');
    await user.click(screen.getByRole('button', { name: 'M (20)' }));
    await advance(800);
    expect(sessions.start).toHaveBeenCalledWith({ category: 'animals', wordCount: 20 });
    expect(onStart.mock.calls[0]![0].words.every((w) => Number(w.id) >= 900)).toBe(true);
  });

  it('a failed session start still starts the game with the chosen words', async () => {
    const sessions = fakeSessionApi();
    sessions.start.mockRejectedValue(
      new ApiError('Internal server error. Please try again later.', { status: 500, kind: 'http' }),
    );
    const { user, onStart } = renderPicker({ sessions });
    await settle();
    await choose(user, 'animals');
    await user.click(screen.getByRole('button', { name: 'XS (10)' }));
    await advance(800);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart.mock.calls[0]![0]).toMatchObject({ category: 'animals', wordCount: 10 });
    expect(onStart.mock.calls[0]![0].words).toHaveLength(10);
    expect(toast()).toBeNull();
  });

  it('the same category and count as the active session continues it', async () => {
    const sessions = fakeSessionApi();
    // The check saw no session; by the time the player starts, one exists (another tab).
    sessions.getStatus.mockResolvedValueOnce({ hasActiveSession: false });
    sessions.getStatus.mockResolvedValueOnce(activeSession({ category: 'animals', wordsPerGame: 20 }));
    sessions.continueSession.mockResolvedValue(sessionWords(20, 'animals', 700));
    const { user, onStart } = renderPicker({ sessions });
    await settle();
    await choose(user, 'animals');
    await user.click(screen.getByRole('button', { name: 'M (20)' }));
    await advance(800);
    expect(sessions.continueSession).toHaveBeenCalled();
    expect(sessions.start).not.toHaveBeenCalled();
    expect(onStart.mock.calls[0]![0].words.every((w) => Number(w.id) >= 700)).toBe(true);
  });

  it('a different count dismisses the active session and starts a new one', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValueOnce({ hasActiveSession: false });
    sessions.getStatus.mockResolvedValueOnce(activeSession({ category: 'animals', wordsPerGame: 20 }));
    const { user, onStart } = renderPicker({ sessions });
    await settle();
    await choose(user, 'animals');
    await user.click(screen.getByRole('button', { name: 'XS (10)' }));
    await advance(800);
    expect(sessions.dismiss).toHaveBeenCalled();
    expect(sessions.start).toHaveBeenCalledWith({ category: 'animals', wordCount: 10 });
    expect(onStart).toHaveBeenCalled();
  });
});

describe("opening with a category chosen (My Vocabulary's Play links)", () => {
  it('chooses it as soon as the options are known: words load and the count selector shows', async () => {
    const { loadWords } = renderPicker({ initialCategory: 'colors' });
    expect(select()).toHaveValue('colors');
    expect(loadWords).toHaveBeenCalledWith('colors');
    await settle();
    expect(screen.getByRole('group', { name: 'Number of words' })).toBeInTheDocument();
  });

  it("survives StrictMode's double effects: the words of the chosen category still arrive", async () => {
    renderPicker({ initialCategory: 'animals' }, { strict: true });
    await settle();
    expect(select()).toHaveValue('animals');
    expect(screen.getByRole('button', { name: 'M (20)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores a name that is not among the options', async () => {
    const { loadWords } = renderPicker({ initialCategory: 'nope' });
    await settle();
    expect(select()).toHaveValue('');
    expect(loadWords).not.toHaveBeenCalled();
  });

  it('a game without a count selector starts 800 ms later', async () => {
    const { onStart } = renderPicker({ initialCategory: 'animals', wordCountSelection: false });
    await settle();
    await advance(800);
    expect(onStart.mock.calls[0]![0]).toMatchObject({ category: 'animals', categoryDisplayName: 'Animals', wordCount: 20 });
  });

  it('goes straight to the chooser for a signed-in player with an active session', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession());
    renderPicker({ sessions, initialCategory: 'colors' });
    await settle();
    expect(screen.queryByRole('heading', { name: 'Continue Learning' })).not.toBeInTheDocument();
    expect(select()).toHaveValue('colors');
  });
});

describe('category picker in Russian', () => {
  it('speaks Russian: the dropdown, its word counts and the word-count selector', async () => {
    switchLanguage('ru');
    const { user } = renderPicker();
    expect(screen.getByText('Выберите категорию слов, чтобы начать игру')).toBeInTheDocument();
    const dropdown = screen.getByRole('combobox', { name: 'Категория' });
    expect(
      within(dropdown)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Выберите категорию…', 'Animals (24 слова)', 'Colors (12 слов)', 'Empty Box (0 слов)', 'Single (1 слово)']);
    expect(screen.getByRole('link', { name: /К играм/ })).toHaveAttribute('href', '/');

    await user.selectOptions(dropdown, 'colors');
    expect(screen.getByText('Загрузка слов…')).toBeInTheDocument();
    await settle();
    const group = screen.getByRole('group', { name: 'Количество слов' });
    expect(group).toHaveAccessibleDescription('В этой категории 12 слов. Выберите, со сколькими играть.');
    // The sizes keep their letters; the words around them follow the language.
    expect(within(group).getByRole('button', { name: 'XS (10)' })).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'S (15)' })).toHaveAttribute('title', 'В этой категории недостаточно слов');
    expect(within(group).getByRole('button', { name: 'ALL' })).toHaveTextContent('ALLвсе');

    await user.selectOptions(dropdown, 'empty');
    await settle();
    const noWords = messagesNow(SHARED_TEXT.LEARNING_SESSION_MESSAGES, 'ru').noWords;
    expect(screen.getByRole('alert')).toHaveTextContent(noWords);
    expect(toast()).toEqual({ kind: 'error', text: noWords });
  });

  it('says it is loading the categories, in Russian', () => {
    switchLanguage('ru');
    renderPicker({ categories: { options: undefined, isLoading: true, error: null } });
    expect(within(screen.getByRole('combobox', { name: 'Категория' })).getByRole('option')).toHaveTextContent(
      'Загрузка категорий…',
    );
  });
});
