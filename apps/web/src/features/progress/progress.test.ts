import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/test/fetch-stub';
import { renderHookWithProviders } from '@/test/render';
import {
  bestScoreToShow,
  gameProgressPercent,
  gameStatus,
  normaliseGameProgress,
  useGameProgress,
  useSaveGameProgressMutation,
} from './index';

describe('game status rules', () => {
  it('names the three states', () => {
    expect(gameStatus({ completed: true, score: 0, bestScore: 0 })).toBe('Completed');
    expect(gameStatus({ completed: false, score: 1, bestScore: 1 })).toBe('In Progress');
    expect(gameStatus({ completed: false, score: 0, bestScore: 40 })).toBe('Ready to Play');
  });

  it('shows 100 % when completed, else the score clamped to 0..100', () => {
    expect(gameProgressPercent({ completed: true, score: 12, bestScore: 12 })).toBe(100);
    expect(gameProgressPercent({ completed: false, score: 42, bestScore: 50 })).toBe(42);
    expect(gameProgressPercent({ completed: false, score: 250, bestScore: 250 })).toBe(100);
    expect(gameProgressPercent({ completed: false, score: -5, bestScore: 0 })).toBe(0);
  });

  it('shows a best score only once the score is above 0', () => {
    expect(bestScoreToShow({ completed: false, score: 0, bestScore: 80 })).toBeNull();
    expect(bestScoreToShow({ completed: false, score: 30, bestScore: 80 })).toBe(80);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stored progress', () => {
  it('fills missing games and ignores corrupt values', () => {
    const progress = normaliseGameProgress({ game1: { completed: 'yes', score: 'x', bestScore: 12 }, game9: {} });
    expect(progress.game1).toEqual({ completed: false, score: 0, bestScore: 12 });
    expect(progress.game5).toEqual({ completed: false, score: 0, bestScore: 0 });
    expect(normaliseGameProgress('garbage').game2.score).toBe(0);
  });

  it('updates the hook when this tab saves progress, keeping the best score, without any request', async () => {
    const { fetchMock } = stubFetch();
    const { result } = renderHookWithProviders(() => ({ progress: useGameProgress(), save: useSaveGameProgressMutation() }), {
      client: createQueryClient(),
    });
    expect(result.current.progress.game3.score).toBe(0);
    await act(async () => {
      const saved = await result.current.save.mutateAsync({ gameId: 'game3', patch: { score: 70 } });
      expect(saved.game3).toEqual({ completed: false, score: 70, bestScore: 70 });
    });
    expect(result.current.progress.game3).toEqual({ completed: false, score: 70, bestScore: 70 });
    await act(async () => {
      await result.current.save.mutateAsync({ gameId: 'game3', patch: { score: 20, completed: true } });
    });
    expect(result.current.progress.game3).toEqual({ completed: true, score: 20, bestScore: 70 });
    expect(JSON.parse(localStorage.getItem('gameProgress') ?? '{}').game3.bestScore).toBe(70);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
