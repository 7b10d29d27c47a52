import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveLearningSession } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { renderWithProviders } from '@/test/render';
import { switchLanguage } from '@/test/locale';
import { ContinueLearningCard, type ReviewListChoice } from './components/continue-learning-card';
import { activeSession, fakeSessionApi, sessionWords } from './testing/fake-session-api';

function currentToast() {
  const toast = useToastStore.getState().current;
  return toast && { kind: toast.kind, text: toast.text };
}

function renderCard(
  session: ActiveLearningSession = activeSession(),
  wordRules = {},
  loadCategoryWords?: (name: string) => Promise<unknown>,
  reviewLists?: ReviewListChoice[],
) {
  const sessions = fakeSessionApi();
  const onStart = vi.fn();
  const onChooseNew = vi.fn();
  const onChooseList = vi.fn<(id: string) => void>();
  renderWithProviders(
    <ContinueLearningCard
      session={session}
      sessions={sessions}
      wordRules={wordRules}
      loadCategoryWords={loadCategoryWords}
      onStart={onStart}
      onChooseNew={onChooseNew}
      reviewLists={reviewLists}
      onChooseList={onChooseList}
    />,
  );
  return { sessions, onStart, onChooseNew, onChooseList };
}

const LISTS: ReviewListChoice[] = [
  { id: '__due', label: 'Due for review (12)' },
  { id: '__mistakes', label: 'My mistakes (3)' },
];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  useToastStore.getState().hide();
  vi.restoreAllMocks();
});

describe('Continue Learning card', () => {
  it('shows the category and how far the player has come', () => {
    renderCard(activeSession({ categoryDisplayName: 'Farm Animals', wordsStudied: 20, totalWords: 80, wordsRemaining: 60 }));
    expect(screen.getByRole('heading', { name: 'Continue Learning' })).toBeInTheDocument();
    expect(screen.getByText('Farm Animals')).toBeInTheDocument();
    expect(screen.getByText(/words studied/)).toHaveTextContent('20 / 80 words studied');
    expect(screen.getByRole('progressbar', { name: 'Words studied' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('button', { name: 'Practice Current Batch' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  });

  it.each([
    [40, 20, 'Next 20 Words'],
    [20, 20, 'Next 20 Words'],
    [19, 20, 'Last 19 Words'],
    [1, 20, 'Last 1 Word'],
    [0, 20, null],
    [0, -1, null],
  ])('with %i remaining and %i per game, the batch button says %s', (wordsRemaining, wordsPerGame, label) => {
    renderCard(activeSession({ wordsRemaining, wordsPerGame, wordsStudied: 80 - wordsRemaining }));
    const button = screen.queryByRole('button', { name: /^(Next|Last) \d+ Words?$/ });
    if (label) expect(button).toHaveAccessibleName(label);
    else expect(button).not.toBeInTheDocument();
  });

  it('shows a finished category as completed, with the last batch still to practise', () => {
    renderCard(activeSession({ wordsStudied: 80, wordsRemaining: 0, totalWords: 80 }));
    expect(screen.getByText(/words studied/)).toHaveTextContent('80 / 80 words studied');
    expect(screen.getByText('Category completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Words studied' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: 'Practice Current Batch' })).toBeEnabled();
  });

  it('does not call a category completed while words remain', () => {
    renderCard(activeSession({ wordsStudied: 60, wordsRemaining: 20, totalWords: 80 }));
    expect(screen.queryByText('Category completed')).not.toBeInTheDocument();
  });

  it('"Choose another category" opens the chooser and keeps the session', async () => {
    const { sessions, onChooseNew, onStart } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another category' }));
    expect(onChooseNew).toHaveBeenCalledTimes(1);
    expect(sessions.dismiss).not.toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('says "Last batch!" only when nothing remains after the current batch', () => {
    renderCard(activeSession({ wordsRemaining: 0, wordsStudied: 80, totalWords: 80 }));
    expect(screen.getByText('Last batch! Practice across all games to complete this category.')).toBeInTheDocument();
  });

  it('does not say "Last batch!" while words remain', () => {
    renderCard(activeSession({ wordsRemaining: 20 }));
    expect(screen.queryByText(/Last batch!/)).not.toBeInTheDocument();
  });

  it('Practice Current Batch starts the game with the batch and the stored words per game', async () => {
    const { sessions, onStart } = renderCard(activeSession({ wordsPerGame: 15 }));
    sessions.continueSession.mockResolvedValue(sessionWords(15));
    await userEvent.click(screen.getByRole('button', { name: 'Practice Current Batch' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    const selection = onStart.mock.calls[0]![0];
    expect(selection).toMatchObject({ category: 'animals', categoryDisplayName: 'Animals', wordCount: 15 });
    expect(selection.words.map((w: { id: number }) => w.id).sort((a: number, b: number) => a - b)).toEqual(
      sessionWords(15).map((w) => w.id),
    );
    expect(sessions.nextBatch).not.toHaveBeenCalled();
  });

  it('applies the game rules to the batch (Memory plays exactly 10 words)', async () => {
    const { sessions, onStart } = renderCard(activeSession(), { minWords: 10, fixedWordCount: 10 });
    sessions.continueSession.mockResolvedValue(sessionWords(20));
    await userEvent.click(screen.getByRole('button', { name: 'Practice Current Batch' }));
    await waitFor(() => expect(onStart).toHaveBeenCalled());
    expect(onStart.mock.calls[0]![0].words).toHaveLength(10);
  });

  it('tells the player when continuing fails and stays on the card', async () => {
    const { sessions, onStart, onChooseNew } = renderCard();
    sessions.continueSession.mockRejectedValue(new Error('HTTP 500'));
    await userEvent.click(screen.getByRole('button', { name: 'Practice Current Batch' }));
    await waitFor(() => expect(currentToast()).toEqual({ kind: 'error', text: 'Failed to continue session. Please try again.' }));
    expect(onStart).not.toHaveBeenCalled();
    expect(onChooseNew).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Practice Current Batch' })).toBeEnabled();
  });

  it('Next N Words moves on and starts the game with the new batch', async () => {
    const { sessions, onStart } = renderCard();
    sessions.nextBatch.mockResolvedValue(sessionWords(20, 'animals', 41));
    await userEvent.click(screen.getByRole('button', { name: 'Next 20 Words' }));
    await waitFor(() => expect(onStart).toHaveBeenCalled());
    expect(currentToast()).toEqual({ kind: 'info', text: 'Moving to next batch: 20 new words!' });
    expect(onStart.mock.calls[0]![0]).toMatchObject({ category: 'animals', wordCount: 20 });
    expect(onStart.mock.calls[0]![0].words).toHaveLength(20);
  });

  it('Last N Words starts the game with the short last batch', async () => {
    const { sessions, onStart } = renderCard(
      activeSession({ wordsPerGame: 15, wordsStudied: 30, wordsRemaining: 7, totalWords: 37 }),
    );
    sessions.nextBatch.mockResolvedValue(sessionWords(7, 'animals', 31));
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 Words' }));
    await waitFor(() => expect(onStart).toHaveBeenCalled());
    expect(currentToast()).toEqual({ kind: 'info', text: 'Moving to next batch: 7 new words!' });
    expect(onStart.mock.calls[0]![0]).toMatchObject({ wordCount: 15 });
    expect(onStart.mock.calls[0]![0].words).toHaveLength(7);
  });

  it('when the next batch is empty, says so and returns to the chooser', async () => {
    const { sessions, onStart, onChooseNew } = renderCard();
    sessions.nextBatch.mockResolvedValue([]);
    await userEvent.click(screen.getByRole('button', { name: 'Next 20 Words' }));
    await waitFor(() => expect(onChooseNew).toHaveBeenCalled());
    expect(currentToast()).toEqual({ kind: 'info', text: 'No more words available. Starting new session.' });
    expect(sessions.dismiss).toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('fills a short last batch up from the category for Memory Match, which plays exactly 10 words', async () => {
    const load = vi.fn(() => Promise.resolve({ words: sessionWords(72) }));
    const { sessions, onStart } = renderCard(
      activeSession({ wordsPerGame: 10, wordsStudied: 70, wordsRemaining: 2, totalWords: 72 }),
      { minWords: 10, fixedWordCount: 10 },
      load,
    );
    sessions.nextBatch.mockResolvedValue(sessionWords(2, 'animals', 71));
    await userEvent.click(screen.getByRole('button', { name: 'Last 2 Words' }));
    await waitFor(() => expect(onStart).toHaveBeenCalled());
    expect(load).toHaveBeenCalledWith('animals');
    const played = onStart.mock.calls[0]![0].words.map((w: { id: number }) => w.id);
    expect(played).toHaveLength(10);
    expect(played).toEqual(expect.arrayContaining([71, 72]));
  });

  it('tells the player when moving to the next batch fails', async () => {
    const { sessions, onStart } = renderCard();
    sessions.nextBatch.mockRejectedValue(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Next 20 Words' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ kind: 'error', text: 'Failed to move to next batch. Please try again.' }),
    );
    expect(onStart).not.toHaveBeenCalled();
  });

  it('Dismiss deletes the session and returns to the chooser with the message', async () => {
    const { sessions, onChooseNew } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(onChooseNew).toHaveBeenCalled());
    expect(sessions.dismiss).toHaveBeenCalledTimes(1);
    expect(currentToast()).toEqual({ kind: 'info', text: 'Learning session dismissed. Choose a new category.' });
  });

  it('a failed dismiss keeps the card and says "Failed to dismiss session"', async () => {
    const { sessions, onChooseNew } = renderCard();
    sessions.dismiss.mockRejectedValue(new Error('HTTP 500'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(currentToast()).toEqual({ kind: 'error', text: 'Failed to dismiss session' }));
    expect(onChooseNew).not.toHaveBeenCalled();
  });

  it('disables the buttons while a call runs, so one click makes one call', async () => {
    const { sessions } = renderCard();
    let finish: (words: unknown[]) => void = () => {};
    sessions.continueSession.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Practice Current Batch' }));
    expect(screen.getByRole('button', { name: 'Practice Current Batch' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Practice Current Batch' }));
    expect(sessions.continueSession).toHaveBeenCalledTimes(1);
    finish(sessionWords(20));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dismiss' })).toBeEnabled());
  });

  it('when the whole category is done, Practice says so and makes way for a new session', async () => {
    const { sessions, onChooseNew, onStart } = renderCard(activeSession({ wordsStudied: 80, wordsRemaining: 0 }));
    sessions.continueSession.mockResolvedValue([]);
    await userEvent.click(screen.getByRole('button', { name: 'Practice Current Batch' }));
    await waitFor(() => expect(onChooseNew).toHaveBeenCalled());
    expect(currentToast()).toEqual({ kind: 'info', text: "You've completed all words in this category!" });
    expect(sessions.dismiss).toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
  });
});

describe('Continue Learning card with review lists', () => {
  it('offers the lists below the session buttons, which stay as they are', () => {
    renderCard(activeSession(), {}, undefined, LISTS);
    const review = screen.getByRole('group', { name: 'Or review words' });
    expect(
      within(review)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Due for review (12)', 'My mistakes (3)']);
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual([
      'Practice Current Batch',
      'Next 20 Words',
      'Choose another category',
      'Dismiss',
      'Due for review (12)',
      'My mistakes (3)',
    ]);
  });

  it('offers nothing to review when there are no lists', () => {
    renderCard(activeSession(), {}, undefined, []);
    expect(screen.queryByRole('group', { name: 'Or review words' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it('choosing a list asks for it and keeps the session', async () => {
    const { sessions, onChooseList, onChooseNew, onStart } = renderCard(activeSession(), {}, undefined, LISTS);
    await userEvent.click(screen.getByRole('button', { name: 'My mistakes (3)' }));
    expect(onChooseList).toHaveBeenCalledExactlyOnceWith('__mistakes');
    expect(onChooseNew).not.toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
    expect(sessions.dismiss).not.toHaveBeenCalled();
    expect(sessions.continueSession).not.toHaveBeenCalled();
  });

  it('the lists wait, like every button, while a session call runs', async () => {
    const { sessions, onChooseList } = renderCard(activeSession(), {}, undefined, LISTS);
    sessions.continueSession.mockReturnValue(new Promise(() => {}));
    await userEvent.click(screen.getByRole('button', { name: 'Practice Current Batch' }));
    expect(screen.getByRole('button', { name: 'Due for review (12)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Due for review (12)' }));
    expect(onChooseList).not.toHaveBeenCalled();
  });
});

describe('Continue Learning card in Russian', () => {
  it('speaks Russian, with Russian plurals', async () => {
    switchLanguage('ru');
    const { sessions } = renderCard(
      activeSession({
        categoryDisplayName: 'Farm Animals',
        wordsPerGame: 20,
        wordsStudied: 20,
        totalWords: 80,
        wordsRemaining: 60,
      }),
      {},
      undefined,
      [{ id: '__due', label: 'Пора повторить (12)' }],
    );
    expect(screen.getByRole('heading', { name: 'Продолжить обучение' })).toBeInTheDocument();
    expect(screen.getByText('У вас есть незавершённая учебная сессия.')).toBeInTheDocument();
    expect(screen.getByText('Слов за игру').nextSibling).toHaveTextContent('20 слов');
    expect(screen.getByText(/Изучено слов:/)).toHaveTextContent('Изучено слов: 20 из 80');
    expect(screen.getByRole('progressbar', { name: 'Изучено слов' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выбрать другую категорию' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Закрыть сессию' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Или повторите слова' })).toBeInTheDocument();

    sessions.nextBatch.mockResolvedValue(sessionWords(2, 'animals', 41));
    await userEvent.click(screen.getByRole('button', { name: 'Следующие 20 слов' }));
    await waitFor(() => expect(currentToast()).toEqual({ kind: 'info', text: 'Переходим к следующей порции: 2 новых слова!' }));
  });

  it('names the last batch with its count, and says when it is the last one', () => {
    switchLanguage('ru');
    renderCard(activeSession({ wordsPerGame: 20, wordsStudied: 77, totalWords: 80, wordsRemaining: 3 }));
    expect(screen.getByRole('button', { name: 'Последние 3 слова' })).toBeInTheDocument();
  });

  it('says the category is completed', async () => {
    switchLanguage('ru');
    const { sessions } = renderCard(activeSession({ wordsStudied: 80, wordsRemaining: 0, totalWords: 80 }));
    expect(screen.getByText('Категория пройдена')).toBeInTheDocument();
    expect(
      screen.getByText('Последняя порция! Потренируйтесь во всех играх, чтобы завершить эту категорию.'),
    ).toBeInTheDocument();
    sessions.continueSession.mockRejectedValue(new Error('HTTP 500'));
    await userEvent.click(screen.getByRole('button', { name: 'Тренировать текущую порцию' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ kind: 'error', text: 'Не удалось продолжить сессию. Попробуйте ещё раз.' }),
    );
  });
});
