import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from './layout/theme-toggle';
import { applyTheme, readStoredTheme, useThemeStore } from './theme';
import { checkAppVersion } from './app-version';

afterEach(() => {
  useThemeStore.setState({ theme: 'dark' });
  applyTheme('dark');
});

describe('theme', () => {
  it('is dark by default', () => {
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('dark');
  });

  it('toggles between dark and light, applies data-theme and remembers the choice', async () => {
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(readStoredTheme()).toBe('light');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe('app version check', () => {
  it('records the version silently on a first visit', () => {
    const log = vi.fn();
    expect(checkAppVersion(log)).toBe(false);
    expect(log).not.toHaveBeenCalled();
    expect(localStorage.getItem('appVersion')).toBe('1.2.0');
  });

  it('logs a hard-refresh hint when the stored version differs, then stores the new one', () => {
    localStorage.setItem('appVersion', '1.1.0');
    const log = vi.fn();
    expect(checkAppVersion(log)).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/hard refresh/i));
    expect(localStorage.getItem('appVersion')).toBe('1.2.0');
    expect(checkAppVersion(log)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
