import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CategoryBrowser, type CategoryBrowserPrivacy } from './index';
import { makeCategory } from './test-categories';
import type { BrowserCategory } from './types';

const mine = makeCategory({ id: 1, display_name: 'Kitchen', privacy: 'private' });
const sharedOne = makeCategory({ id: 2, display_name: 'Travel', privacy: 'shared' });
const systemList = makeCategory({ id: 3, display_name: 'Animals', privacy: undefined });

function renderWithPrivacy(privacy: Partial<CategoryBrowserPrivacy<BrowserCategory>> = {}) {
  const onChange = privacy.onChange ?? vi.fn();
  const config = { sharedCount: 1, onChange, ...privacy };
  const view = render(<CategoryBrowser categories={[mine, sharedOne, systemList]} privacy={config} />);
  return { onChange, view };
}

const toggle = (title: string) => screen.getByRole('switch', { name: `Share ${title}` });
const card = (title: string) => screen.getByRole('button', { name: title }).closest('li') as HTMLElement;
/** The visible state word of a card's switch, which turns into a badge after a change. */
const stateWord = (title: string) => card(title).querySelector('.privacy-toggle__state') as HTMLElement;
/** Lets a settled promise's callbacks run. */
const flush = () => act(async () => {});

describe('CategoryBrowser privacy toggle', () => {
  // Clicks go through fireEvent: user-event waits on timers, which are fake here.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Private or Shared on the cards that have a privacy, as a switch', () => {
    renderWithPrivacy();
    expect(toggle('Kitchen')).not.toBeChecked();
    expect(within(card('Kitchen')).getByText('Private')).toBeInTheDocument();
    expect(toggle('Travel')).toBeChecked();
    expect(within(card('Travel')).getByText('Shared')).toBeInTheDocument();
    expect(within(card('Animals')).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('asks to share a private card and shows a Shared badge for 2 s', () => {
    const { onChange } = renderWithPrivacy();
    fireEvent.click(toggle('Kitchen'));
    expect(onChange).toHaveBeenCalledWith(mine, 'shared');

    const status = within(card('Kitchen')).getByRole('status');
    expect(status).toHaveTextContent('Shared');
    expect(stateWord('Kitchen')).toHaveTextContent('Shared');
    expect(stateWord('Kitchen')).toHaveClass('privacy-toggle__state--badge-shared');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(status).toHaveTextContent('Shared');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status).toBeEmptyDOMElement();
    expect(stateWord('Kitchen')).not.toHaveClass('privacy-toggle__state--badge-shared');
  });

  it('asks to make a shared card private and shows a Private badge', () => {
    const { onChange } = renderWithPrivacy();
    fireEvent.click(toggle('Travel'));
    expect(onChange).toHaveBeenCalledWith(sharedOne, 'private');
    expect(within(card('Travel')).getByRole('status')).toHaveTextContent('Private');
    expect(stateWord('Travel')).toHaveTextContent('Private');
    expect(stateWord('Travel')).toHaveClass('privacy-toggle__state--badge-private');
  });

  it('takes the badge time from the caller', () => {
    renderWithPrivacy({ badgeMs: 500 });
    fireEvent.click(toggle('Kitchen'));
    const status = within(card('Kitchen')).getByRole('status');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(status).toHaveTextContent('Shared');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status).toBeEmptyDOMElement();
  });

  it('at the shared limit refuses sharing with a Limit reached note, but still allows un-sharing', () => {
    const { onChange } = renderWithPrivacy({ sharedCount: 10 });
    expect(toggle('Kitchen')).toHaveAttribute('aria-disabled', 'true');
    expect(within(card('Kitchen')).getByText('Limit reached')).toBeInTheDocument();
    expect(toggle('Kitchen')).toHaveAccessibleDescription('Limit reached');
    fireEvent.click(toggle('Kitchen'));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(card('Kitchen')).getByRole('status')).toBeEmptyDOMElement();

    expect(within(card('Travel')).queryByText('Limit reached')).not.toBeInTheDocument();
    fireEvent.click(toggle('Travel'));
    expect(onChange).toHaveBeenCalledWith(sharedOne, 'private');
  });

  it('uses the caller’s maximum', () => {
    renderWithPrivacy({ sharedCount: 3, maxShared: 3 });
    expect(within(card('Kitchen')).getByText('Limit reached')).toBeInTheDocument();
  });

  it('is pending while the caller’s mutation runs and shows the badge once it succeeds', async () => {
    let resolve: () => void = () => {};
    const onChange = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    renderWithPrivacy({ onChange });

    fireEvent.click(toggle('Kitchen'));
    expect(toggle('Kitchen')).toHaveAttribute('aria-busy', 'true');
    expect(toggle('Kitchen')).toHaveAttribute('aria-disabled', 'true');
    expect(within(card('Kitchen')).getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(toggle('Kitchen'));
    expect(onChange).toHaveBeenCalledTimes(1);

    resolve();
    await flush();
    expect(toggle('Kitchen')).not.toHaveAttribute('aria-busy');
    expect(within(card('Kitchen')).getByRole('status')).toHaveTextContent('Shared');
    // Never disabled, so a keyboard user's focus is not dropped mid-change.
    expect(toggle('Kitchen')).toBeEnabled();
  });

  it('shows no badge when the mutation fails, and can be tried again', async () => {
    const onChange = vi.fn(() => Promise.reject(new Error('Failed to update privacy')));
    renderWithPrivacy({ onChange });
    fireEvent.click(toggle('Kitchen'));
    await flush();
    expect(toggle('Kitchen')).not.toHaveAttribute('aria-busy');
    expect(within(card('Kitchen')).getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(toggle('Kitchen'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('offers the toggle only where the caller allows it', () => {
    render(
      <CategoryBrowser
        categories={[mine, sharedOne]}
        privacy={{ sharedCount: 1, onChange: vi.fn(), canToggle: (category) => category.id === 2 }}
      />,
    );
    expect(screen.queryByRole('switch', { name: 'Share Kitchen' })).not.toBeInTheDocument();
    expect(toggle('Travel')).toBeInTheDocument();
  });
});
