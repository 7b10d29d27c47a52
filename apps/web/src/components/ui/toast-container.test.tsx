import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastContainer } from './toast-container';
import { toast, useToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  render(<ToastContainer />);
});

afterEach(() => {
  act(() => {
    toast.hide();
  });
  vi.useRealTimers();
});

describe('ToastContainer', () => {
  it('announces messages in a polite live region', () => {
    act(() => {
      toast.success('Logged out successfully!');
    });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Logged out successfully!');
    expect(region.querySelector('[data-kind="success"]')).not.toBeNull();
  });

  it('shows one message at a time: a new toast replaces the earlier one', () => {
    act(() => {
      toast.info('First');
    });
    act(() => {
      toast.error('Second');
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it.each([
    ['success', 5000],
    ['info', 5000],
    ['warning', 6000],
    ['error', 8000],
  ] as const)('hides a %s toast after %i ms', (kind, ms) => {
    act(() => {
      toast[kind](`A ${kind} message`);
    });
    act(() => {
      vi.advanceTimersByTime(ms - 1);
    });
    expect(screen.getByText(`A ${kind} message`)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(`A ${kind} message`)).not.toBeInTheDocument();
  });

  it('gives a replacing toast its own full duration', () => {
    act(() => {
      toast.success('Old');
    });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    act(() => {
      toast.error('New');
    });
    act(() => {
      vi.advanceTimersByTime(7999);
    });
    expect(screen.getByText('New')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('closes on the dismiss button', () => {
    act(() => {
      toast.warning('Careful');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
  });

  it('hideFrom only hides a toast raised on that path', () => {
    act(() => {
      toast.info('Raised here');
    });
    const origin = useToastStore.getState().current?.origin;
    act(() => {
      useToastStore.getState().hideFrom('/elsewhere');
    });
    expect(screen.getByText('Raised here')).toBeInTheDocument();
    act(() => {
      useToastStore.getState().hideFrom(origin ?? '');
    });
    expect(screen.queryByText('Raised here')).not.toBeInTheDocument();
  });
});
