import { DarkThemeIcon, LightThemeIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { useThemeStore } from '../theme';
import { LAYOUT_TEXT } from './layout.i18n';

/** Dark ↔ light switch; the choice is saved (THEME_STORAGE_KEY). */
export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  const t = useMessages(LAYOUT_TEXT);
  return (
    <Button variant="ghost" iconOnly onClick={toggleTheme} aria-label={t.switchTheme(next)} title={t.switchTheme(next)}>
      {/* The icon shows the theme a press switches to. */}
      {theme === 'dark' ? <LightThemeIcon aria-hidden="true" /> : <DarkThemeIcon aria-hidden="true" />}
    </Button>
  );
}
