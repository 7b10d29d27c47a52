import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { GameId } from '@slovo/shared';
import { createQueryClient } from '@/lib/query-client';
import { setConnection } from '@/test/connection';
import { renderHookWithProviders, renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { ProgressSync, progressKeys, useGameProgress, useSaveGameProgressMutation, type GameProgressEntry } from './index';
import { RESEND_AFTER_ONLINE_MS } from './progress-sync';
import { fakeProgressServer } from './testing/fake-progress-server';

const local = () => JSON.parse(localStorage.getItem('gameProgress') ?? 'null') as Record<string, unknown> | null;

afterEach(() => {
  vi.useRealTimers();
  signOut();
});

/**
 * The hook as Home uses it and the save as the game frame uses it, with the sync mounted as the
 * layout mounts it, on a client with the app's cache rules.
 */
function renderProgress() {
  const view = renderHookWithProviders(() => ({ progress: useGameProgress(), save: useSaveGameProgressMutation() }), {
    client: createQueryClient(),
    alongside: <ProgressSync />,
  });
  const save = (gameId: GameId, patch: Partial<GameProgressEntry>) => view.result.current.save.mutateAsync({ gameId, patch });
  return { ...view, save };
}

describe('where progress comes from', () => {
  it('reads a signed-in player’s progress from the server, not from local storage', async () => {
    const server = fakeProgressServer({ game2: { completed: true, score: 60, bestScore: 90 } });
    signIn();
    const { result } = renderProgress();
    await waitFor(() => expect(result.current.progress.game2).toEqual({ completed: true, score: 60, bestScore: 90 }));
    expect(result.current.progress.game1).toEqual({ completed: false, score: 0, bestScore: 0 });
    expect(server.calls).toEqual([
      { method: 'GET', path: '/progress', body: undefined, authorization: expect.stringMatching(/^Bearer /) },
    ]);
  });

  it('switches to the anonymous local state on logout and drops the cached server progress', async () => {
    fakeProgressServer({ game4: { completed: false, score: 40, bestScore: 40 } });
    signIn();
    const { result, client } = renderProgress();
    await waitFor(() => expect(result.current.progress.game4.score).toBe(40));

    act(() => {
      signOut();
    });
    expect(result.current.progress.game4).toEqual({ completed: false, score: 0, bestScore: 0 });
    await waitFor(() => expect(client.getQueryData(progressKeys.forUser('7'))).toBeUndefined());
  });
});

describe('saving a play', () => {
  it('keeps an anonymous play in local storage only', async () => {
    const server = fakeProgressServer();
    const { result, save } = renderProgress();
    await act(() => save('game1', { completed: true, score: 80 }));
    expect(result.current.progress.game1).toEqual({ completed: true, score: 80, bestScore: 80 });
    expect(local()).toMatchObject({ game1: { completed: true, score: 80, bestScore: 80 } });
    expect(server.calls).toEqual([]);
  });

  it('sends a signed-in play to the server, shows it at once, and lets the server answer win', async () => {
    const server = fakeProgressServer({ game3: { completed: true, score: 90, bestScore: 95 } });
    signIn();
    const { result, save } = renderProgress();
    await waitFor(() => expect(result.current.progress.game3.bestScore).toBe(95));

    const release = server.hold();
    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = save('game3', { completed: false, score: 61.6 });
    });
    // Optimistic: the new score shows before the server has answered; the best score stays.
    await waitFor(() => expect(result.current.progress.game3).toEqual({ completed: true, score: 62, bestScore: 95 }));
    release();
    await act(async () => {
      await expect(saved).resolves.toMatchObject({ game3: { completed: true, score: 62, bestScore: 95 } });
    });

    expect(server.calls.at(-1)).toMatchObject({ method: 'PUT', path: '/progress/game3', body: { completed: false, score: 62 } });
    expect(server.stored.game3).toEqual({ completed: true, score: 62, bestScore: 95 });
    expect(local()).toBeNull();
  });

  it('takes the server’s answer over the optimistic guess', async () => {
    const server = fakeProgressServer();
    signIn();
    const { result, save } = renderProgress();
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await waitFor(() => expect(result.current.progress.game5.score).toBe(0));
    // Another device finished game5 meanwhile: the server knows better than this tab's cache.
    server.stored.game5 = { completed: true, score: 100, bestScore: 100 };
    await act(async () => {
      await expect(save('game5', { completed: false, score: 30 })).resolves.toMatchObject({
        game5: { completed: true, score: 30, bestScore: 100 },
      });
    });
    await waitFor(() => expect(result.current.progress.game5).toEqual({ completed: true, score: 30, bestScore: 100 }));
  });

  it('never lowers the best score', async () => {
    const server = fakeProgressServer();
    signIn();
    const { result, save } = renderProgress();
    await act(() => save('game2', { completed: false, score: 88 }));
    await act(() => save('game2', { completed: false, score: 12 }));
    await waitFor(() => expect(result.current.progress.game2.score).toBe(12));
    expect(result.current.progress.game2).toEqual({ completed: false, score: 12, bestScore: 88 });
    expect(server.stored.game2.bestScore).toBe(88);
  });

  it('keeps a play the server refused locally, still shown, and merges it once the server answers again', async () => {
    const server = fakeProgressServer({ game1: { completed: false, score: 10, bestScore: 10 } });
    signIn();
    const { result, save } = renderProgress();
    await waitFor(() => expect(result.current.progress.game1.score).toBe(10));

    server.failNext('PUT', 503);
    await act(async () => {
      await expect(save('game1', { completed: true, score: 70 })).resolves.toMatchObject({
        game1: { completed: true, bestScore: 70 },
      });
    });
    expect(result.current.progress.game1).toMatchObject({ completed: true, bestScore: 70 });
    expect(local()).toMatchObject({ game1: { completed: true, score: 70 } });
    expect(server.stored.game1.bestScore).toBe(10);

    await act(() => save('game2', { completed: false, score: 5 }));
    await waitFor(() => expect(local()).toBeNull());
    expect(server.stored.game1).toMatchObject({ completed: true, bestScore: 70 });
    expect(result.current.progress.game1).toMatchObject({ completed: true, bestScore: 70 });
  });
});

describe('results played without a connection', () => {
  /** A signed-in player whose Quiz stands at 20 on the server plays it to 90 while offline. */
  async function playedOffline() {
    const server = fakeProgressServer({ game3: { completed: false, score: 20, bestScore: 20 } });
    signIn();
    const { result, save } = renderProgress();
    await waitFor(() => expect(result.current.progress.game3.score).toBe(20));
    act(() => setConnection(false));
    server.failNext('PUT', 503);
    await act(() => save('game3', { completed: true, score: 90 }));
    return { server, result };
  }

  it('are kept, still shown, and sent as soon as the browser is back online', async () => {
    const { server, result } = await playedOffline();
    expect(result.current.progress.game3).toMatchObject({ completed: true, bestScore: 90 });
    expect(server.stored.game3.bestScore).toBe(20);

    // No other play is needed to send it: the connection's return is enough.
    act(() => setConnection(true));
    await waitFor(() => expect(local()).toBeNull());
    expect(server.stored.game3).toMatchObject({ completed: true, bestScore: 90 });
    expect(result.current.progress.game3).toMatchObject({ completed: true, bestScore: 90 });
  });

  it('are sent again a moment later when the first attempt after the connection returns fails', async () => {
    const { server } = await playedOffline();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The network is not ready yet when the browser says it is back.
    server.failNext('POST', 503);
    act(() => setConnection(true));
    await vi.waitFor(() => expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(local()).not.toBeNull();
    expect(server.stored.game3.bestScore).toBe(20);

    await act(() => vi.advanceTimersByTimeAsync(RESEND_AFTER_ONLINE_MS[0]));
    vi.useRealTimers();
    await waitFor(() => expect(local()).toBeNull());
    expect(server.stored.game3).toMatchObject({ completed: true, bestScore: 90 });
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });
});

describe('merging anonymous progress at sign-in', () => {
  it('merges the recorded local games, then clears the local copy; best scores are kept', async () => {
    const server = fakeProgressServer({ game1: { completed: false, score: 50, bestScore: 95 } });
    localStorage.setItem(
      'gameProgress',
      JSON.stringify({
        game1: { completed: true, score: 80, bestScore: 80 },
        game3: { completed: false, score: 45.4, bestScore: 130 },
      }),
    );
    const { result } = renderProgress();
    expect(result.current.progress.game3.score).toBe(45.4);

    act(() => {
      signIn();
    });
    await waitFor(() => expect(local()).toBeNull());
    const merge = server.calls.find((c) => c.method === 'POST');
    expect(merge).toMatchObject({
      path: '/progress/merge',
      body: {
        progress: {
          game1: { completed: true, score: 80, bestScore: 80 },
          game3: { completed: false, score: 45, bestScore: 100 },
        },
      },
    });
    expect(Object.keys((merge?.body as { progress: object }).progress)).toEqual(['game1', 'game3']);
    await waitFor(() => expect(result.current.progress.game1).toEqual({ completed: true, score: 80, bestScore: 95 }));
    expect(result.current.progress.game3).toEqual({ completed: false, score: 45, bestScore: 100 });
  });

  it('keeps the local copy, still shown, when the merge fails', async () => {
    const server = fakeProgressServer();
    localStorage.setItem('gameProgress', JSON.stringify({ game5: { completed: true, score: 100, bestScore: 100 } }));
    server.failNext('POST', 500);
    const { result } = renderProgress();
    act(() => {
      signIn();
    });
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'GET')).toBe(true));
    expect(local()).toMatchObject({ game5: { completed: true, bestScore: 100 } });
    expect(result.current.progress.game5).toEqual({ completed: true, score: 100, bestScore: 100 });
    expect(server.stored.game5.completed).toBe(false);
  });

  it('merges at start when a stored session finds local progress, and sends nothing when there is none', async () => {
    const server = fakeProgressServer();
    signIn();
    const client = createQueryClient();
    const view = renderWithProviders(<ProgressSync />, { client });
    await act(async () => {});
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
    view.unmount();

    localStorage.setItem('gameProgress', JSON.stringify({ game2: { completed: true, score: 0, bestScore: 0 } }));
    renderWithProviders(<ProgressSync />, { client });
    await waitFor(() => expect(local()).toBeNull());
    expect(server.stored.game2.completed).toBe(true);
  });
});
