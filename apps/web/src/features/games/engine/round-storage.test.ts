import { beforeEach, describe, expect, it } from 'vitest';
import { ROUND_FORMAT, clearRound, readRound, roundStorageKey, wordsFingerprint, writeRound } from './round-storage';
import { skipPause } from './use-round-reducer';
import { TEST_SELECTION } from './test-selection';

const ROUND = {
  gameId: 'game3' as const,
  selection: TEST_SELECTION,
  startedAt: 1_000,
  savedAt: 5_000,
  state: { currentQuestionIndex: 3 },
};

/** The stored entry as JSON, to be altered the way an old version or a damaged entry would be. */
function storedEntry(): Record<string, unknown> {
  return JSON.parse(sessionStorage.getItem(roundStorageKey('game3')) ?? 'null') as Record<string, unknown>;
}

function replaceEntry(entry: unknown) {
  sessionStorage.setItem(roundStorageKey('game3'), typeof entry === 'string' ? entry : JSON.stringify(entry));
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('a running round in session storage', () => {
  it('comes back as it was kept: the words, the start time and the game state', () => {
    writeRound(sessionStorage, ROUND);
    expect(readRound(sessionStorage, 'game3')).toEqual({
      format: ROUND_FORMAT,
      wordsKey: wordsFingerprint(TEST_SELECTION.words),
      ...ROUND,
    });
  });

  it('belongs to one game: another game finds nothing', () => {
    writeRound(sessionStorage, ROUND);
    expect(readRound(sessionStorage, 'game1')).toBeNull();
  });

  it('is gone once cleared', () => {
    writeRound(sessionStorage, ROUND);
    clearRound(sessionStorage, 'game3');
    expect(readRound(sessionStorage, 'game3')).toBeNull();
  });

  it.each([
    ['kept by an older app version', (entry: Record<string, unknown>) => ({ ...entry, format: ROUND_FORMAT - 1 })],
    ['kept without a format', (entry: Record<string, unknown>) => ({ ...entry, format: undefined })],
    [
      'whose word list changed under its state',
      (entry: Record<string, unknown>) => ({
        ...entry,
        selection: { ...TEST_SELECTION, words: [...TEST_SELECTION.words, { id: 3, english: 'cow', russian: 'корова' }] },
      }),
    ],
    [
      'whose words were reordered',
      (entry: Record<string, unknown>) => ({
        ...entry,
        selection: { ...TEST_SELECTION, words: [...TEST_SELECTION.words].reverse() },
      }),
    ],
    ['with no words', (entry: Record<string, unknown>) => ({ ...entry, selection: { ...TEST_SELECTION, words: [] } })],
    [
      'with a malformed word',
      (entry: Record<string, unknown>) => ({ ...entry, selection: { ...TEST_SELECTION, words: [{ id: 1 }] } }),
    ],
    ['without a game state', (entry: Record<string, unknown>) => ({ ...entry, state: null })],
    ['of another game under this key', (entry: Record<string, unknown>) => ({ ...entry, gameId: 'game5' })],
  ])('is discarded when %s', (_case, alter) => {
    writeRound(sessionStorage, ROUND);
    replaceEntry(alter(storedEntry()));
    expect(readRound(sessionStorage, 'game3')).toBeNull();
    expect(sessionStorage.getItem(roundStorageKey('game3'))).toBeNull();
  });

  it('is discarded, not thrown, when the entry is not JSON', () => {
    replaceEntry('{"format":1,');
    expect(readRound(sessionStorage, 'game3')).toBeNull();
    expect(sessionStorage.getItem(roundStorageKey('game3'))).toBeNull();
  });

  it('fails quietly where storage is missing or full', () => {
    expect(readRound(undefined, 'game3')).toBeNull();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => writeRound(full, ROUND)).not.toThrow();
  });
});

describe('resuming after a pause', () => {
  it('moves a running clock on by the pause, so the time away is not playing time', () => {
    expect(skipPause({ startTime: 1_000, endTime: null, moves: 4 }, 60_000)).toEqual({
      startTime: 61_000,
      endTime: null,
      moves: 4,
    });
  });

  it('leaves a stopped clock, a state without one and a zero pause alone', () => {
    const stopped = { startTime: 1_000, endTime: 9_000 };
    const clockless = { index: 2 };
    const running = { startTime: 1_000, endTime: null };
    expect(skipPause(stopped, 60_000)).toBe(stopped);
    expect(skipPause(clockless, 60_000)).toBe(clockless);
    expect(skipPause(running, 0)).toBe(running);
  });
});
