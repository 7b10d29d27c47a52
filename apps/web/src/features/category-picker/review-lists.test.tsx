import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CategorySelection } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { activeSession, fakeSessionApi, sessionWords } from '@/features/learning-session/testing/fake-session-api';
import { fakeReviewsServer, reviewWords } from '@/features/reviews/testing/fake-reviews-server';
import { setVocabularyMode } from '@/features/vocabulary/testing/vocabulary-state';
import { renderWithProviders } from '@/test/render';
import { switchLanguage } from '@/test/locale';
import { signIn, signOut } from '@/test/sign-in';
import { CategoryPicker, type CategoryPickerProps } from './components/category-picker';
import { GameCategoryPicker } from './components/game-category-picker';
import type { CategoryOptionsState, PickerCategoryOption } from './category-options';

const CATEGORIES: CategoryOptionsState = {
  options: [
    { id: 'animals', name: 'Animals', wordCount: 24 },
    { id: 'colors', name: 'Colors', wordCount: 12 },
  ],
  isLoading: false,
  error: null,
};

const REVIEW_LISTS: PickerCategoryOption[] = [
  { id: '__due', name: 'Due for review', label: 'Due for review (14)', wordCount: 14 },
  { id: '__mistakes', name: 'My mistakes', label: 'My mistakes (2)', wordCount: 2 },
];

/** What the word loader answers: the review lists as GET /reviews/due and /mistakes do. */
const PAYLOADS: Record<string, unknown> = {
  animals: { words: sessionWords(24, 'animals') },
  colors: { words: sessionWords(12, 'colors', 100) },
  __due: { total: 14, words: reviewWords(14, 500) },
  __mistakes: { total: 2, words: reviewWords(2, 700) },
};

function renderPicker(props: Partial<CategoryPickerProps> = {}) {
  const onStart = vi.fn<(selection: CategorySelection) => void>();
  const loadWords = vi.fn((name: string) => Promise.resolve(structuredClone(PAYLOADS[name])));
  renderWithProviders(
    <CategoryPicker
      title="Quiz Game"
      categories={CATEGORIES}
      reviewLists={REVIEW_LISTS}
      loadWords={loadWords}
      sessions={null}
      onStart={onStart}
      {...props}
    />,
  );
  return { onStart, loadWords };
}

/** Lets loads settle; TanStack Query delivers its updates on a zero-delay timer. */
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

const select = () => screen.getByRole('combobox', { name: 'Category' });

async function choose(value: string) {
  act(() => {
    fireEvent.change(select(), { target: { value } });
  });
  await settle();
}

function click(name: string) {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/** The dropdown's groups and their options' texts, in order. */
function groups() {
  return within(select())
    .getAllByRole('group')
    .map((group) => ({
      label: group.getAttribute('label'),
      options: within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    }));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  useToastStore.getState().hide();
  vi.useRealTimers();
  vi.restoreAllMocks();
  signOut();
});

describe('the review lists in the picker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('come first, in a group of their own, named with their word counts', () => {
    renderPicker();
    expect(groups()).toEqual([
      { label: 'Review', options: ['Due for review (14)', 'My mistakes (2)'] },
      { label: 'Categories', options: ['Animals (24 words)', 'Colors (12 words)'] },
    ]);
    expect(within(select()).getAllByRole('option')[0]).toHaveTextContent('Choose a category…');
  });

  it('are not there when there are none: the categories stand alone, ungrouped', () => {
    renderPicker({ reviewLists: [] });
    expect(within(select()).queryAllByRole('group')).toEqual([]);
    expect(within(select()).getAllByRole('option')).toHaveLength(3);
  });

  it('play like a category: the same word-count choices, then the list’s words under its name', async () => {
    const { onStart, loadWords } = renderPicker();
    await choose('__due');
    expect(loadWords).toHaveBeenCalledWith('__due');
    expect(screen.getByText('14 words in this list. Pick how many to play with.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'XS (10)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'M (20)' })).toBeDisabled();

    click('XS (10)');
    await advance(800);
    const selection = onStart.mock.calls[0]![0];
    expect(selection).toMatchObject({ category: '__due', categoryDisplayName: 'Due for review', wordCount: 10 });
    expect(selection.words).toHaveLength(10);
    expect(selection.words.every((word) => Number(word.id) >= 500 && Number(word.id) < 514)).toBe(true);
  });

  it('play exactly the list’s words with ALL', async () => {
    const { onStart } = renderPicker();
    await choose('__mistakes');
    click('ALL');
    await advance(800);
    const selection = onStart.mock.calls[0]![0];
    expect(selection.categoryDisplayName).toBe('My mistakes');
    expect(selection.words.map((word) => word.english).sort()).toEqual(['word 700', 'word 701']);
  });

  it('keep the game’s minimum-word rule (Memory Match needs 10)', async () => {
    const { onStart } = renderPicker({
      minWords: 10,
      minWordsMessage: 'Min 10 words needed to start the game',
      fixedWordCount: 10,
    });
    await choose('__mistakes');
    expect(screen.getByRole('alert')).toHaveTextContent('Min 10 words needed to start the game');
    expect(select()).toHaveValue('');
    await advance(800);
    expect(onStart).not.toHaveBeenCalled();
  });

  it('start no learning session for a signed-in player, and leave the running one alone', async () => {
    const sessions = fakeSessionApi();
    const { onStart } = renderPicker({ sessions });
    await settle();
    await choose('__mistakes');
    click('ALL');
    await advance(800);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(sessions.start).not.toHaveBeenCalled();
    expect(sessions.dismiss).not.toHaveBeenCalled();
    expect(sessions.continueSession).not.toHaveBeenCalled();
  });
});

describe('the review lists on the Continue Learning card', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  /** A signed-in player with a learning session in Animals. */
  async function renderWithSession(props: Partial<CategoryPickerProps> = {}) {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession());
    const rendered = renderPicker({ sessions, ...props });
    await settle();
    expect(screen.getByRole('heading', { name: 'Continue Learning' })).toBeInTheDocument();
    return { sessions, ...rendered };
  }

  it('are offered below the session’s buttons, with their word counts', async () => {
    await renderWithSession();
    const review = screen.getByRole('group', { name: 'Or review words' });
    expect(
      within(review)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Due for review (14)', 'My mistakes (2)']);
  });

  it('are not there when no list holds words', async () => {
    await renderWithSession({ reviewLists: [] });
    expect(screen.queryByRole('group', { name: 'Or review words' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Due for review|My mistakes/ })).not.toBeInTheDocument();
  });

  it('open the chooser with the list chosen and its word-count choice, then play it without a session', async () => {
    const { sessions, onStart, loadWords } = await renderWithSession();
    click('Due for review (14)');
    await settle();
    expect(screen.queryByRole('heading', { name: 'Continue Learning' })).not.toBeInTheDocument();
    expect(select()).toHaveValue('__due');
    expect(loadWords).toHaveBeenCalledWith('__due');
    expect(screen.getByText('14 words in this list. Pick how many to play with.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'XS (10)' })).toBeEnabled();

    click('XS (10)');
    await advance(800);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart.mock.calls[0]![0]).toMatchObject({ category: '__due', categoryDisplayName: 'Due for review', wordCount: 10 });
    expect(sessions.start).not.toHaveBeenCalled();
    expect(sessions.dismiss).not.toHaveBeenCalled();
    expect(sessions.continueSession).not.toHaveBeenCalled();
  });

  it('keep the session: another category can still be chosen from the chooser the list opened', async () => {
    const { sessions } = await renderWithSession();
    click('My mistakes (2)');
    await settle();
    expect(select()).toHaveValue('__mistakes');
    await choose('animals');
    expect(select()).toHaveValue('animals');
    expect(sessions.dismiss).not.toHaveBeenCalled();
  });
});

describe('the picker as a game shows it', () => {
  /** The server: the player's review summary and lists, two categories, no learning session. */
  function fakeServer(summary: { due: number; mistakes: number }, session: object = { hasActiveSession: false }) {
    return fakeReviewsServer({
      summary,
      due: reviewWords(summary.due, 500),
      mistakes: reviewWords(summary.mistakes, 700),
      other: (call, path) => {
        if (path === '/api/vocabulary/categories/lightweight') {
          return { body: { categories: [{ name: 'animals', display_name: 'Animals', word_count: 24 }] } };
        }
        if (path === '/api/learning-session') return { body: session };
        return { status: 404, body: { error: 'Not found' } };
      },
    });
  }

  function renderGamePicker() {
    const onStart = vi.fn<(selection: CategorySelection) => void>();
    renderWithProviders(<GameCategoryPicker title="Quiz Game" onStart={onStart} />, { path: '/game3' });
    return { onStart };
  }

  it('offers a signed-in player the lists that hold words, and plays the mistakes the server gives', async () => {
    const server = fakeServer({ due: 0, mistakes: 2 });
    signIn();
    setVocabularyMode('full', '7');
    const { onStart } = renderGamePicker();
    await waitFor(() => expect(within(select()).queryByRole('option', { name: 'My mistakes (2)' })).toBeInTheDocument());
    expect(within(select()).queryByRole('option', { name: /Due for review/ })).not.toBeInTheDocument();

    fireEvent.change(select(), { target: { value: '__mistakes' } });
    await screen.findByRole('button', { name: 'ALL' });
    expect(server.queriesTo('GET /api/reviews/mistakes')).toEqual([{ count: '500', skill: 'meaning', direction: 'en-ru' }]);
    fireEvent.click(screen.getByRole('button', { name: 'ALL' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    expect(onStart.mock.calls[0]![0].words.map((word) => word.id).sort()).toEqual([700, 701]);
    expect(server.callsTo('POST /api/learning-session/start')).toEqual([]);
  });

  it('counts and loads the cards of the direction the game records (issue 33): here English answers, ru-en', async () => {
    const server = fakeReviewsServer({
      summary: {
        due: 7,
        mistakes: 1,
        skills: [
          { skill: 'meaning', direction: 'en-ru', due: 4, mistakes: 1 },
          { skill: 'meaning', direction: 'ru-en', due: 3, mistakes: 0 },
        ],
      },
      due: reviewWords(3, 500),
      other: (_call, path) =>
        path === '/api/vocabulary/categories/lightweight'
          ? { body: { categories: [{ name: 'animals', display_name: 'Animals', word_count: 24 }] } }
          : path === '/api/learning-session'
            ? { body: { hasActiveSession: false } }
            : { status: 404, body: { error: 'Not found' } },
    });
    signIn();
    setVocabularyMode('full', '7');
    renderWithProviders(
      <GameCategoryPicker title="Typer Game" reviewKind={{ skill: 'meaning', direction: 'ru-en' }} onStart={vi.fn()} />,
      { path: '/game1' },
    );
    await waitFor(() => expect(within(select()).queryByRole('option', { name: 'Due for review (3)' })).toBeInTheDocument());
    // The en-ru card's miss is not this game's to practise.
    expect(within(select()).queryByRole('option', { name: /My mistakes/ })).not.toBeInTheDocument();
    fireEvent.change(select(), { target: { value: '__due' } });
    await screen.findByRole('button', { name: 'ALL' });
    expect(server.queriesTo('GET /api/reviews/due')).toEqual([{ count: '500', skill: 'meaning', direction: 'ru-en' }]);
  });

  it('offers no lists to a preview visitor, and asks the server nothing about reviews', async () => {
    const server = fakeServer({ due: 3, mistakes: 2 });
    setVocabularyMode('preview');
    renderGamePicker();
    await waitFor(() => expect(select()).toBeEnabled());
    expect(within(select()).queryAllByRole('group')).toEqual([]);
    expect(server.calls.filter((call) => call.url.startsWith('/api/reviews'))).toEqual([]);
  });

  it('offers a signed-in player with a learning session the lists that hold words on the card', async () => {
    fakeServer({ due: 12, mistakes: 0 }, activeSession());
    signIn();
    setVocabularyMode('full', '7');
    renderGamePicker();
    const due = await screen.findByRole('button', { name: 'Due for review (12)' });
    expect(screen.getByRole('heading', { name: 'Continue Learning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /My mistakes/ })).not.toBeInTheDocument();

    fireEvent.click(due);
    await screen.findByRole('button', { name: 'XS (10)' });
    expect(select()).toHaveValue('__due');
  });

  it('shows a signed-in player’s card without review buttons when no list holds words', async () => {
    const server = fakeServer({ due: 0, mistakes: 0 }, activeSession());
    signIn();
    setVocabularyMode('full', '7');
    renderGamePicker();
    await screen.findByRole('heading', { name: 'Continue Learning' });
    await waitFor(() => expect(server.callsTo('GET /api/reviews/summary')).toHaveLength(1));
    // The summary's answer reaches the card on TanStack Query's next ticks.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('group', { name: 'Or review words' })).not.toBeInTheDocument();
  });
});

describe('the review lists in Russian', () => {
  it('are named in Russian with their word counts, in the dropdown and on the card', async () => {
    fakeReviewsServer({
      summary: { due: 12, mistakes: 3 },
      due: reviewWords(12, 500),
      mistakes: reviewWords(3, 700),
      other: (_call, path) => {
        if (path === '/api/vocabulary/categories/lightweight') {
          return { body: { categories: [{ name: 'animals', display_name: 'Animals', word_count: 24 }] } };
        }
        if (path === '/api/learning-session') return { body: activeSession() };
        return { status: 404, body: { error: 'Not found' } };
      },
    });
    signIn();
    setVocabularyMode('full', '7');
    switchLanguage('ru');
    const onStart = vi.fn<(selection: CategorySelection) => void>();
    renderWithProviders(<GameCategoryPicker title="Викторина" onStart={onStart} />, { path: '/game3' });
    expect(await screen.findByRole('button', { name: 'Пора повторить (12)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Мои ошибки (3)' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Мои ошибки (3)' }));
    const dropdown = await screen.findByRole('combobox', { name: 'Категория' });
    expect(within(dropdown).getByRole('group', { name: 'Повторение' })).toBeInTheDocument();
    expect(within(dropdown).getByRole('group', { name: 'Категории' })).toBeInTheDocument();
    expect(within(dropdown).getByRole('option', { name: 'Animals (24 слова)' })).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Количество слов' });
    expect(group).toHaveAccessibleDescription('В этом списке 3 слова. Выберите, со сколькими играть.');
    fireEvent.click(within(group).getByRole('button', { name: 'ALL' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    expect(onStart.mock.calls[0]![0].categoryDisplayName).toBe('Мои ошибки');
  });
});
