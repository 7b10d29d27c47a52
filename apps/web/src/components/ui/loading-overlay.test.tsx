import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LoadingOverlay } from './loading-overlay';
import { loadingOverlay } from './loading-overlay-store';

afterEach(() => act(() => loadingOverlay.hideAll()));

describe('LoadingOverlay', () => {
  it('shows the newest running operation and hides when all are done', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    let endFirst = () => {};
    let endSecond = () => {};
    act(() => {
      endFirst = loadingOverlay.show('Loading vocabulary data...');
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading vocabulary data...')).toBeInTheDocument();
    act(() => {
      endSecond = loadingOverlay.show('Saving…');
    });
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    act(() => endFirst());
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    act(() => endSecond());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('run() hides the overlay even when the task fails', async () => {
    render(<LoadingOverlay />);
    let fail: (e: Error) => void = () => {};
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = loadingOverlay.run('Importing…', () => new Promise((_, reject) => (fail = reject))).catch(() => 'failed');
    });
    expect(screen.getByText('Importing…')).toBeInTheDocument();
    await act(async () => {
      fail(new Error('nope'));
      await result;
    });
    expect(screen.queryByText('Importing…')).not.toBeInTheDocument();
  });
});
