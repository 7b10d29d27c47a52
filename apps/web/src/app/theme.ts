import { create } from 'zustand';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@slovo/shared';
import { readString, writeString } from '@/lib/storage';

export type Theme = 'dark' | 'light';

/** The saved theme; dark (spec default) when nothing valid is stored. Tolerates a JSON-quoted value. */
export function readStoredTheme(): Theme {
  const raw = readString(THEME_STORAGE_KEY)?.replace(/"/g, '');
  return raw === 'light' || raw === 'dark' ? raw : DEFAULT_THEME;
}

/** Browser chrome colour (mobile address bar) per theme; matches --bg in styles/tokens.css. */
export const THEME_COLOR: Record<Theme, string> = { dark: '#0f1221', light: '#f4f5fb' };

/** Sets data-theme on <html>; the CSS tokens follow it. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    applyTheme(theme);
    writeString(THEME_STORAGE_KEY, theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
