import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, waitFor } from '@testing-library/react';
import { renderHookWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { learningSessionKeys, useActiveLearningSession, useDismissLearningSessionMutation } from './index';
import { activeSession, fakeSessionApi } from './testing/fake-session-api';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  signIn();
});

afterEach(() => {
  // Unmount first: signing out while a check is mounted would start one for the next identity.
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

describe('the active-session check (spec §4)', () => {
  it('is "checking" until the server answers, then names the session', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession({ category: 'colors' }));
    const { result } = renderHookWithProviders(() => useActiveLearningSession(sessions));
    expect(result.current).toEqual({ state: 'checking' });
    await waitFor(() => expect(result.current.state).toBe('active'));
    expect(result.current).toMatchObject({ session: { category: 'colors' } });
  });

  it('asks nothing for an anonymous player', () => {
    const { result } = renderHookWithProviders(() => useActiveLearningSession(null));
    expect(result.current).toEqual({ state: 'none' });
  });

  it('turns a failed check into "none", without retrying', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockRejectedValue(new Error('offline'));
    const { result } = renderHookWithProviders(() => useActiveLearningSession(sessions));
    await waitFor(() => expect(result.current).toEqual({ state: 'none' }));
    expect(sessions.getStatus).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith('Could not check for an active learning session', expect.any(Error));
  });

  it('asks afresh each time a picker appears, showing "checking" again rather than the last answer', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession());
    const first = renderHookWithProviders(() => useActiveLearningSession(sessions));
    await waitFor(() => expect(first.result.current.state).toBe('active'));
    first.unmount();
    // The answer is dropped once no picker shows it (on the next tick).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    const again = renderHookWithProviders(() => useActiveLearningSession(sessions), { client: first.client });
    expect(again.result.current).toEqual({ state: 'checking' });
    await waitFor(() => expect(again.result.current.state).toBe('active'));
    expect(sessions.getStatus).toHaveBeenCalledTimes(2);
  });

  it('a session write marks the cached status stale without asking the server again', async () => {
    const sessions = fakeSessionApi();
    sessions.getStatus.mockResolvedValue(activeSession());
    const { result, client } = renderHookWithProviders(() => ({
      check: useActiveLearningSession(sessions),
      dismiss: useDismissLearningSessionMutation(sessions),
    }));
    await waitFor(() => expect(result.current.check.state).toBe('active'));

    await act(() => result.current.dismiss.mutateAsync());
    expect(sessions.dismiss).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(learningSessionKeys.active('7'))?.isInvalidated).toBe(true);
    expect(sessions.getStatus).toHaveBeenCalledTimes(1);
  });
});
