import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setConnection } from '@/test/connection';
import { switchLanguage } from '@/test/locale';
import { OfflineBadge } from './offline-badge';

describe('the Offline badge', () => {
  it('shows while the browser has no connection, explained, inside a live region that was there before', () => {
    render(<OfflineBadge />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    act(() => setConnection(false));
    expect(region).toHaveTextContent(/^Offline\. No connection\. Categories you have played still open and play;/);
    expect(region.querySelector('[title]')?.getAttribute('title')).toBe(
      'No connection. Categories you have played still open and play; results are sent when you are back online.',
    );

    act(() => setConnection(true));
    expect(region).toBeEmptyDOMElement();
  });

  it('is in Russian in the Russian interface', () => {
    render(<OfflineBadge />);
    act(() => setConnection(false));
    switchLanguage('ru');
    expect(screen.getByRole('status')).toHaveTextContent(/^Офлайн\. Нет соединения\./);
  });
});
