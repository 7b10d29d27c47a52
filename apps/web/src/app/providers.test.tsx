import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { useAuthStore } from '@/features/auth';
import { toast } from '@/components/ui/toast-store';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';

afterEach(() => {
  signOut();
  toast.hide();
});

describe('AppProviders', () => {
  it('drops the cached data of the previous identity when the auth feature reports a change, until unmounted', async () => {
    signIn();
    const client = createTestQueryClient();
    client.setQueryData(['progress', '7'], { cached: true });
    const view = renderWithProviders(<p>page</p>, { client });

    await act(() => useAuthStore.getState().logout());
    expect(client.getQueryData(['progress', '7'])).toBeUndefined();

    view.unmount();
    signIn();
    client.setQueryData(['progress', '7'], { cached: true });
    await act(() => useAuthStore.getState().logout());
    expect(client.getQueryData(['progress', '7'])).toEqual({ cached: true });
  });

  it("forgets the rounds kept for a reload when who is signed in changes, and nothing else of the tab's storage", async () => {
    signIn();
    window.sessionStorage.setItem('slovo.round.game3', '{"format":1}');
    window.sessionStorage.setItem('slovo.round.game5', '{"format":1}');
    window.sessionStorage.setItem('other.key', 'kept');
    renderWithProviders(<p>page</p>, { client: createTestQueryClient() });

    await act(() => useAuthStore.getState().logout());
    expect(window.sessionStorage.getItem('slovo.round.game3')).toBeNull();
    expect(window.sessionStorage.getItem('slovo.round.game5')).toBeNull();
    expect(window.sessionStorage.getItem('other.key')).toBe('kept');
    window.sessionStorage.removeItem('other.key');
  });
});
