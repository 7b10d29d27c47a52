import { Button } from '@/components/ui/button';
import { useLocale, useLocaleStore, useMessages } from '@/i18n';
import { LAYOUT_TEXT } from './layout.i18n';

/** English ↔ Russian interface; the choice is saved (LOCALE_STORAGE_KEY). */
export function LanguageToggle() {
  const locale = useLocale();
  const setLocale = useLocaleStore((state) => state.setLocale);
  const t = useMessages(LAYOUT_TEXT);
  return (
    <Button
      variant="ghost"
      className="language-toggle"
      onClick={() => setLocale(locale === 'en' ? 'ru' : 'en')}
      aria-label={t.switchLanguage}
      title={t.switchLanguage}
    >
      {t.switchLanguageCode}
    </Button>
  );
}
