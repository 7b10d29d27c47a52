import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CrashScreen, crashErrorId } from './crash-screen';
import { RootErrorBoundary } from './root-error-boundary';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const tryAgain = () => fireEvent.click(screen.getByRole('button', { name: /^Try Again/ }));
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('CrashScreen', () => {
  it('apologises and shows an Error ID from the error name and a timestamp', () => {
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    render(<CrashScreen error={new TypeError('boom')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We're sorry, but something unexpected happened. Our team has been notified.")).toBeInTheDocument();
    expect(screen.getByText(`TypeError-${Date.parse('2025-03-01T10:00:00Z')}`)).toBeInTheDocument();
    expect(crashErrorId('not an error', 5)).toBe('Error-5');
  });

  it('waits 1 s, 2 s, 3 s before the three retries, then reports the maximum', () => {
    const onRetry = vi.fn();
    render(<CrashScreen error={new Error('x')} onRetry={onRetry} />);

    for (const [index, seconds] of [1, 2, 3].entries()) {
      tryAgain();
      expect(screen.getByText(`Retrying in ${seconds} s…`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Try Again/ })).toBeDisabled();
      tryAgain(); // a second press while waiting does not queue another retry
      advance(seconds * 1000 - 1);
      expect(onRetry).toHaveBeenCalledTimes(index);
      advance(1);
      expect(onRetry).toHaveBeenCalledTimes(index + 1);
    }

    expect(screen.getByRole('heading', { name: 'Maximum Retries Reached' })).toBeInTheDocument();
    expect(
      screen.getByText("We've tried multiple times but couldn't resolve this issue. Please contact support."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDisabled();
  });

  it('Reset clears the retry count and cancels a pending retry', () => {
    const onRetry = vi.fn();
    render(<CrashScreen error={new Error('x')} onRetry={onRetry} maxRetries={1} />);
    tryAgain();
    advance(1000);
    expect(screen.getByRole('heading', { name: 'Maximum Retries Reached' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    tryAgain();
    expect(screen.getByText('Retrying in 1 s…')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    advance(5000);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Reload Page reloads', () => {
    const onReload = vi.fn();
    render(<CrashScreen error={new Error('x')} onReload={onReload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});

function Bomb(): never {
  throw new Error('render failure');
}

describe('RootErrorBoundary', () => {
  it('shows the crash screen and reloads the page 1 s after a retry, counting retries across reloads', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const { unmount } = render(
      <RootErrorBoundary reload={reload}>
        <Bomb />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    tryAgain();
    advance(1000); // the crash screen's first wait
    expect(screen.getByText('Reloading the page…')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    advance(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();

    // After "reloading", the count carried over: the next retry waits 2 s.
    render(
      <RootErrorBoundary reload={reload}>
        <Bomb />
      </RootErrorBoundary>,
    );
    tryAgain();
    expect(screen.getByText('Retrying in 2 s…')).toBeInTheDocument();
  });

  it('renders its children when nothing fails and forgets earlier retries', () => {
    sessionStorage.setItem('slovo.rootCrashRetries', '2');
    render(
      <RootErrorBoundary>
        <p>All good</p>
      </RootErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(sessionStorage.getItem('slovo.rootCrashRetries')).toBeNull();
  });
});
