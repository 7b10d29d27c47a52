import { Button } from '@/components/ui/button';
import { loadTranslations, useLocale, useLocaleStore, useMessages } from '@/i18n';
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
      onClick={async () => {
        const next = locale === 'en' ? 'ru' : 'en';
        // The Russian halves of the catalogues read so far (all that is on screen) arrive first, so
        // the switch never shows a mix of the two languages nor makes a screen wait.
        await loadTranslations(next);
        setLocale(next);
      }}
      aria-label={t.switchLanguage}
      title={t.switchLanguage}
    >
      {t.switchLanguageCode}
    </Button>
  );
}
