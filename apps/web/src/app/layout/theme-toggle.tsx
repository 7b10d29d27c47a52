import { DarkThemeIcon, LightThemeIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useThemeStore } from '../theme';

/** Dark ↔ light switch; the choice is saved (THEME_STORAGE_KEY). */
export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      iconOnly
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {/* The icon shows the theme a press switches to. */}
      {theme === 'dark' ? <LightThemeIcon aria-hidden="true" /> : <DarkThemeIcon aria-hidden="true" />}
    </Button>
  );
}
