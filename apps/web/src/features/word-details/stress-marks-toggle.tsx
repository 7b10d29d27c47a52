import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { WORD_DETAILS_TEXT } from './word-details.i18n';
import { useStressMarksStore, useStressMarksVisibleAfterHydration } from './stress-marks-store';
import './stress-marks-toggle.css';

/** A stressed «а»: the letter with U+0301. */
const GLYPH = 'а\u0301';

/**
 * The switch that shows or hides stress marks on every Russian word (issue 32), a toggle button:
 * pressed while the marks show. Its face is a stressed «а́», struck through while they are hidden;
 * beside the header's language and theme switches the letter alone, in the Games menu (where a
 * phone has it: its header has no room) with its name written out.
 */
export function StressMarksToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const visible = useStressMarksVisibleAfterHydration();
  const setVisible = useStressMarksStore((state) => state.setVisible);
  const t = useMessages(WORD_DETAILS_TEXT);
  // Named with the letter it shows, as the language switch is with its "RU" (WCAG 2.5.3).
  const name = `${GLYPH} — ${t.toggle}`;
  return (
    <Button
      variant="ghost"
      className={['stress-toggle', withLabel && 'stress-toggle--labelled', className].filter(Boolean).join(' ')}
      aria-pressed={visible}
      aria-label={withLabel ? undefined : name}
      title={visible ? t.shownHint : t.hiddenHint}
      onClick={() => setVisible(!visible)}
    >
      <span className="stress-toggle__glyph" lang="ru">
        {GLYPH}
      </span>
      {withLabel && <span className="stress-toggle__label">{t.toggle}</span>}
    </Button>
  );
}
