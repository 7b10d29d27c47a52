import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { PageTransitionOverlay } from './page-transition-overlay';

afterEach(() => vi.useRealTimers());

function setup(start: string) {
  return renderWithProviders(<PageTransitionOverlay title="Somewhere" />, { path: start }).router;
}

describe('PageTransitionOverlay', () => {
  it('is not shown on the first load', () => {
    setup('/');
    expect(screen.queryByTestId('page-transition')).not.toBeInTheDocument();
  });

  it('shows 1200 ms with growing progress, fades 500 ms without blocking the pointer, then goes', async () => {
    vi.useFakeTimers();
    const router = setup('/');
    await act(() => router.navigate('/game2'));
    const overlay = screen.getByTestId('page-transition');
    expect(overlay).toHaveAttribute('data-direction', 'forward');
    expect(overlay).toHaveTextContent('0%');
    act(() => {
      vi.advanceTimersByTime(160);
    });
    expect(overlay).toHaveTextContent('15%');
    act(() => {
      vi.advanceTimersByTime(1039);
    });
    expect(overlay).not.toHaveClass('page-transition--fading');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(overlay).toHaveClass('page-transition--fading');
    expect(overlay).toHaveTextContent('100%');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.getByTestId('page-transition')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('page-transition')).not.toBeInTheDocument();
  });

  it('goes backward with a "Going back" subtitle from a game to home', async () => {
    vi.useFakeTimers();
    const router = setup('/game4');
    await act(() => router.navigate('/'));
    const overlay = screen.getByTestId('page-transition');
    expect(overlay).toHaveAttribute('data-direction', 'backward');
    expect(overlay).toHaveTextContent(/Going back/);
  });
});
