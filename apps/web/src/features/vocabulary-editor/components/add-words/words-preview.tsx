import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { WarningIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { EDITOR_TEXT } from '../../vocabulary-editor.i18n';
import type { AddWordsForm } from './use-add-words-form';

/**
 * The live preview under either tab: how many pairs will be added and how many are skipped, the
 * lines that look reversed with 'Swap sides', then the pairs and the skipped lines with why.
 */
export function WordsPreview({ form }: { form: AddWordsForm }) {
  const t = useMessages(EDITOR_TEXT);
  const { ids, preview, reversedLines } = form;
  const summary = preview.pairs.length === 0 ? t.noPairsYet : t.pairsWillBeAdded(preview.pairs.length);
  return (
    <section className="add-words__preview" aria-labelledby={ids.previewHeading}>
      <h3 id={ids.previewHeading} className="add-words__preview-title">
        {t.preview}
      </h3>
      <p className="add-words__summary" aria-live="polite">
        {summary}
        {preview.skipped.length > 0 && t.skippedCount(preview.skipped.length)}
      </p>
      {reversedLines.length > 0 && (
        <div className="add-words__reversed">
          <p id={ids.reversed}>
            <WarningIcon className="add-words__reversed-icon" aria-hidden="true" />
            {t.reversedWarning(reversedLines.length)}
          </p>
          <Button size="sm" onClick={form.swapReversed}>
            {t.swapSides}
          </Button>
        </div>
      )}
      {(preview.pairs.length > 0 || preview.skipped.length > 0) && (
        <PreviewBody labelledBy={ids.previewHeading} rows={preview.pairs.length + preview.skipped.length}>
          {preview.pairs.length > 0 && (
            <div className="add-words__group">
              <h4 id={ids.pairsHeading} className="add-words__group-title">
                {t.pairsToAdd}
              </h4>
              <ul className="add-words__pairs" aria-labelledby={ids.pairsHeading}>
                {preview.pairs.map((pair, index) => (
                  <li key={`${index}-${pair.english}`}>
                    <PreviewSide typed={pair.typed.english} stored={pair.english} lang="en" storedAs={t.storedAs} /> —{' '}
                    <PreviewSide typed={pair.typed.russian} stored={pair.russian} lang="ru" storedAs={t.storedAs} />
                    {pair.reversed && <span className="add-words__reversed-mark"> {t.reversedMark}</span>}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {preview.skipped.length > 0 && (
            <div className="add-words__group add-words__group--skipped">
              <h4 id={ids.skippedHeading} className="add-words__group-title">
                {t.skipped}
              </h4>
              <ul className="add-words__skipped" aria-labelledby={ids.skippedHeading}>
                {preview.skipped.map((line) => (
                  <li key={line.key}>
                    <strong>{line.where}</strong>
                    {line.text && <span className="add-words__skipped-text"> {t.quoted(line.text)}</span>}: {line.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </PreviewBody>
      )}
    </section>
  );
}

/**
 * One side of a pair in the preview: the stored word, or "typed → stored" where the sanitiser
 * changed it (issue 30), the arrow read out as "will be stored as".
 */
function PreviewSide({ typed, stored, lang, storedAs }: { typed: string; stored: string; lang: string; storedAs: string }) {
  if (typed === stored) return <span lang={lang}>{stored}</span>;
  return (
    <span>
      <span className="add-words__typed" lang={lang}>
        {typed}
      </span>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden">{storedAs}</span>
      <span lang={lang}>{stored}</span>
    </span>
  );
}

/**
 * The pairs and the skipped lines, one under the other in one scrolling box (issue 30: two boxes
 * scrolling on their own let the cut-off pairs run under the skipped lines). The box takes the
 * keyboard focus only when it scrolls, so it can be scrolled without a mouse.
 */
function PreviewBody({ labelledBy, rows, children }: { labelledBy: string; rows: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  // Measured again whenever the number of rows changes (a longer word wraps within its row).
  useLayoutEffect(() => {
    const element = ref.current;
    setScrolls(element !== null && element.scrollHeight > element.clientHeight);
  }, [rows]);
  return (
    <div
      ref={ref}
      className="add-words__preview-body"
      {...(scrolls && { tabIndex: 0, role: 'group', 'aria-labelledby': labelledBy })}
    >
      {children}
    </div>
  );
}
