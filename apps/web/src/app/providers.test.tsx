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
});
