import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { WORD_DETAILS_TEXT } from './word-details.i18n';
import { useStressMarksStore, useStressMarksVisibleAfterHydration } from './stress-marks-store';
import './stress-marks-toggle.css';

/**
 * The switch that shows or hides stress marks on every Russian word (issue 32), a toggle button
 * beside the header's language and theme switches: pressed while the marks show. Its face is a
 * stressed «а́», struck through while they are hidden.
 */
export function StressMarksToggle({ className }: { className?: string }) {
  const visible = useStressMarksVisibleAfterHydration();
  const setVisible = useStressMarksStore((state) => state.setVisible);
  const t = useMessages(WORD_DETAILS_TEXT);
  return (
    <Button
      variant="ghost"
      className={['stress-toggle', className].filter(Boolean).join(' ')}
      aria-pressed={visible}
      aria-label={t.toggle}
      title={visible ? t.shownHint : t.hiddenHint}
      onClick={() => setVisible(!visible)}
    >
      <span className="stress-toggle__glyph" lang="ru" aria-hidden="true">
        {'а\u0301'}
      </span>
    </Button>
  );
}
