import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareCategoryWords, type CategorySelection } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { prepareSessionBatch, startFromChooser } from './session-start';
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

describe('a short last batch in a game that needs more words', () => {
  const memory = { minWords: 10, minWordsMessage: 'Min 10 words needed to start the game', fixedWordCount: 10 };
  const wordIds = (result: Awaited<ReturnType<typeof prepareSessionBatch>>) =>
    result.ok ? result.words.map((w) => Number(w.id)).sort((a, b) => a - b) : result.error;

  it('plays every word of the batch, filled up with other words of the category', async () => {
    const load = vi.fn(() => Promise.resolve({ words: sessionWords(72) }));
    const result = await prepareSessionBatch(sessionWords(2, 'animals', 71), memory, load);
    const played = wordIds(result) as number[];
    expect(played).toHaveLength(10);
    expect(played).toEqual(expect.arrayContaining([71, 72]));
    expect(new Set(played).size).toBe(10);
  });

  it('asks for nothing when the batch is long enough', async () => {
    const load = vi.fn(() => Promise.resolve({ words: sessionWords(72) }));
    expect(wordIds(await prepareSessionBatch(sessionWords(15), memory, load))).toHaveLength(10);
    expect(load).not.toHaveBeenCalled();
  });

  it("leaves the game's rule to speak when the category cannot be loaded or is too small", async () => {
    const failing = () => Promise.reject(new Error('offline'));
    expect(wordIds(await prepareSessionBatch(sessionWords(2), memory, failing))).toBe('Min 10 words needed to start the game');
    const small = () => Promise.resolve({ words: sessionWords(5) });
    expect(wordIds(await prepareSessionBatch(sessionWords(2), memory, small))).toBe('Min 10 words needed to start the game');
    expect(wordIds(await prepareSessionBatch(sessionWords(2), memory))).toBe('Min 10 words needed to start the game');
  });
});
