import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareCategoryWords, type CategorySelection } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { startFromChooser } from './session-start';
import { activeSession, fakeSessionApi, sessionWords } from './testing/fake-session-api';

function chosen(category = 'animals', wordCount = 20): CategorySelection {
  const prepared = prepareCategoryWords(sessionWords(wordCount, category, 500));
  if (!prepared.ok) throw new Error(prepared.error);
  return { category, categoryDisplayName: 'Animals', wordCount, words: prepared.words };
}

const ids = (selection: CategorySelection) => selection.words.map((w) => Number(w.id)).sort((a, b) => a - b);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  useToastStore.getState().hide();
  vi.restoreAllMocks();
});

describe('starting from the chooser with learning sessions (spec §4)', () => {
  it('without a session, starts one and plays its first batch', async () => {
    const sessions = fakeSessionApi();
    sessions.start.mockResolvedValue(sessionWords(20, 'animals', 1));
    const result = await startFromChooser(sessions, chosen(), {});
    expect(sessions.start).toHaveBeenCalledWith({ category: 'animals', wordCount: 20 });
    expect(sessions.dismiss).not.toHaveBeenCalled();
    expect(ids(result)).toEqual(sessionWords(20).map((w) => w.id));
  });

  it('same category and count continues the session with the same words, starting nothing new', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession({ category: 'animals', wordsPerGame: 20 }));
    sessions.continueSession.mockResolvedValue(sessionWords(20, 'animals', 41));
    const result = await startFromChooser(sessions, chosen('animals', 20), {});
    expect(sessions.continueSession).toHaveBeenCalledTimes(1);
    expect(sessions.start).not.toHaveBeenCalled();
    expect(sessions.dismiss).not.toHaveBeenCalled();
    expect(ids(result)).toEqual(sessionWords(20, 'animals', 41).map((w) => w.id));
  });

  it('same category and count with no words left: "All words completed!", dismissed, new session', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession({ wordsStudied: 80, wordsRemaining: 0 }));
    sessions.continueSession.mockResolvedValue([]);
    await startFromChooser(sessions, chosen('animals', 20), {});
    expect(useToastStore.getState().current).toMatchObject({ kind: 'info', text: 'All words completed! Starting new session.' });
    expect(sessions.dismiss).toHaveBeenCalledTimes(1);
    expect(sessions.start).toHaveBeenCalledWith({ category: 'animals', wordCount: 20 });
    expect(sessions.dismiss.mock.invocationCallOrder[0]).toBeLessThan(sessions.start.mock.invocationCallOrder[0]!);
  });

  it.each([
    ['a different category', chosen('colors', 20)],
    ['a different count', chosen('animals', 15)],
  ])('%s dismisses the old session and starts a new one', async (_label, selection) => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession({ category: 'animals', wordsPerGame: 20 }));
    await startFromChooser(sessions, selection, {});
    expect(sessions.continueSession).not.toHaveBeenCalled();
    expect(sessions.dismiss).toHaveBeenCalledTimes(1);
    expect(sessions.start).toHaveBeenCalledWith({ category: selection.category, wordCount: selection.wordCount });
    expect(sessions.dismiss.mock.invocationCallOrder[0]).toBeLessThan(sessions.start.mock.invocationCallOrder[0]!);
  });

  it('a failed start on the server does not stop the game: the chosen words are played', async () => {
    const sessions = fakeSessionApi();
    sessions.start.mockRejectedValue(new Error('HTTP 500'));
    const selection = chosen();
    await expect(startFromChooser(sessions, selection, {})).resolves.toBe(selection);
    expect(console.warn).toHaveBeenCalled();
    expect(useToastStore.getState().current).toBeNull();
  });

  it('a failed status check or dismiss does not stop the game either', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockRejectedValue(new Error('offline'));
    sessions.start.mockRejectedValue(new Error('offline'));
    const selection = chosen();
    await expect(startFromChooser(sessions, selection, {})).resolves.toBe(selection);

    const other = fakeSessionApi();
    other.getStatus.mockResolvedValue(activeSession({ category: 'colors' }));
    other.dismiss.mockRejectedValue(new Error('HTTP 500'));
    await startFromChooser(other, selection, {});
    expect(other.start).toHaveBeenCalled();
  });

  it("holds the session's batch to the game's rules (Memory plays 10)", async () => {
    const sessions = fakeSessionApi();
    sessions.start.mockResolvedValue(sessionWords(20));
    const result = await startFromChooser(sessions, { ...chosen(), wordCount: 10 }, { minWords: 10, fixedWordCount: 10 });
    expect(result.words).toHaveLength(10);
  });
});
