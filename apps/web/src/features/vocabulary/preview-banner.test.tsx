import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/features/auth';
import { toast, useToastStore } from '@/components/ui/toast-store';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { switchLanguage } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { signIn, signOut } from '@/test/sign-in';
import { PreviewBanner } from './index';
import { resetVocabularyState, setVocabularyMode } from './testing/vocabulary-state';

/** The spec's preview info (§4 "Data loader"), said by the banner. */
const BANNER_TEXT = 'Preview Mode: Login to get full access';

afterEach(() => {
  resetVocabularyState();
  signOut();
  toast.hide();
  vi.unstubAllGlobals();
});

function renderBannerAt(path: string) {
  return renderWithProviders(<PreviewBanner />, { path }).router;
}

describe('PreviewBanner', () => {
  it('invites a preview visitor to sign in; Sign In opens the login modal', async () => {
    signOut();
    setVocabularyMode('preview');
    renderBannerAt('/');
    const banner = screen.getByRole('complementary', { name: 'Preview mode' });
    expect(banner).toHaveTextContent(`${BANNER_TEXT} You're playing sample words; sign in to save your progress.`);
    await userEvent.click(within(banner).getByRole('button', { name: 'Sign In' }));
    expect(useAuthStore.getState().isLoginModalOpen).toBe(true);
    expect(useAuthStore.getState().authMode).toBe('login');
  });

  it('can be dismissed', async () => {
    signOut();
    setVocabularyMode('preview');
    renderBannerAt('/game3');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss preview notice' }));
    expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument();
  });

  it('appears on / and game pages only', async () => {
    signOut();
    setVocabularyMode('preview');
    const router = renderBannerAt('/game5');
    expect(await screen.findByText(BANNER_TEXT)).toBeInTheDocument();
    await act(() => router.navigate('/my-vocabulary'));
    expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument();
    await act(() => router.navigate('/components'));
    expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument();
  });

  it('is not shown with the full vocabulary or before the mode is decided', () => {
    signIn();
    setVocabularyMode('full', '7');
    renderBannerAt('/');
    expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument();
    act(() => resetVocabularyState());
    expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument();
  });
});

describe('preview mode in the app shell', () => {
  it('greets an anonymous visitor on / with the banner under the header, saying it once: no toast too', async () => {
    signOut();
    stubFetch(() => ({ status: 500, body: {} }));
    renderApp('/');
    await screen.findByRole('heading', { name: 'Choose Your Game' });
    const banner = screen.getByRole('complementary', { name: 'Preview mode' });
    expect(banner).toHaveTextContent('Preview Mode: Login to get full access');
    expect(banner.previousElementSibling).toBe(screen.getByRole('banner'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('Preview Mode: Login to get full access')).toHaveLength(1);
    expect(useToastStore.getState().current).toBeNull();
  });

  it('is there in the first render for a visitor with no stored session, before the loader has decided', () => {
    signOut();
    useAuthStore.setState({ isInitialized: false });
    renderBannerAt('/');
    expect(screen.getByRole('complementary', { name: 'Preview mode' })).toHaveTextContent(BANNER_TEXT);
  });
});

describe('PreviewBanner in Russian', () => {
  it('invites a preview visitor to sign in, in Russian', async () => {
    signOut();
    setVocabularyMode('preview');
    switchLanguage('ru');
    renderBannerAt('/');
    const banner = await screen.findByRole('complementary', { name: 'Демо-режим' });
    expect(banner).toHaveTextContent(
      'Демо-режим: войдите, чтобы получить полный доступ Вы играете с примерами слов; войдите, чтобы сохранять прогресс.',
    );
    expect(within(banner).getByRole('button', { name: 'Скрыть уведомление о предпросмотре' })).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Войти' }));
    expect(useAuthStore.getState().isLoginModalOpen).toBe(true);
  });
});
