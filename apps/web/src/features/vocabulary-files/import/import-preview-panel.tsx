import { useId } from 'react';
import { localizeServerText, useMessages } from '@/i18n';
import type { ImportPreview } from './import-preview';
import { IMPORT_TEXT } from './import.i18n';

/** Rows of each list drawn at most: enough to check a file, cheap for 50,000 pairs. */
export const PREVIEW_ROWS = 100;

type ImportTexts = typeof IMPORT_TEXT.en;

/** The one-line summary read out as the preview changes. */
export function previewSummary(preview: ImportPreview | null, t: ImportTexts = IMPORT_TEXT.en): string {
  if (preview === null) return t.summaryEmpty;
  const skipped = preview.skipped.length > 0 ? t.linesSkipped(preview.skipped.length) : '';
  if (preview.pairs.length === 0) return t.noPairsToImport(skipped);
  return t.pairsWillBeImported(preview.pairs.length, skipped);
}

const formatNote = (format: ImportPreview['format'], t: ImportTexts): string | null =>
  format === 'anki' ? t.ankiNote : format === 'slovo-csv' ? t.slovoCsvNote : null;

interface ImportPreviewPanelProps {
  preview: ImportPreview | null;
  /** The text changed and the preview is being recomputed. */
  updating: boolean;
  /** What happens to what the file holds besides the pairs. */
  remarks: readonly string[];
  /** Why the text as a whole is refused (too long, too many entries), else null; shown under the summary. */
  refusal: string | null;
}

/**
 * What the import will do: the summary (live), why nothing can be imported, remarks on what the
 * file holds that is not kept, then the first pairs and the skipped lines with their reasons.
 */
export function ImportPreviewPanel({ preview, updating, remarks, refusal }: ImportPreviewPanelProps) {
  const headingId = useId();
  const t = useMessages(IMPORT_TEXT);
  const note = preview ? formatNote(preview.format, t) : null;
  const pairs = preview?.pairs ?? [];
  const skipped = preview?.skipped ?? [];
  return (
    <section className="import-words__preview" aria-labelledby={headingId} aria-busy={updating || undefined}>
      <h3 id={headingId} className="import-words__preview-title">
        {t.preview}
      </h3>
      <p className="import-words__summary" aria-live="polite">
        {updating ? t.updating : previewSummary(preview, t)}
      </p>
      {note && <p className="import-words__note">{note}</p>}
      {refusal && <p className="field__error">{localizeServerText(refusal)}</p>}
      {remarks.length > 0 && (
        <ul className="import-words__remarks">
          {remarks.map((remark) => (
            <li key={remark}>{remark}</li>
          ))}
        </ul>
      )}
      {pairs.length > 0 && (
        <div className="import-words__table-wrap" tabIndex={0} role="region" aria-label={t.pairsRegion}>
          <table className="import-words__table">
            <thead>
              <tr>
                <th scope="col">{t.line}</th>
                <th scope="col">{t.english}</th>
                <th scope="col">{t.russian}</th>
              </tr>
            </thead>
            <tbody>
              {pairs.slice(0, PREVIEW_ROWS).map((pair, index) => (
                // Several cards may share a line (a card separator other than the line break).
                <tr key={index}>
                  <td className="import-words__line">{pair.line}</td>
                  <td lang="en">{pair.english}</td>
                  <td lang="ru">{pair.russian}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pairs.length > PREVIEW_ROWS && <p className="import-words__more">{t.showingPairs(PREVIEW_ROWS, pairs.length)}</p>}
      {skipped.length > 0 && (
        <>
          <h4 className="import-words__skipped-title">{t.skippedTitle}</h4>
          <ul className="import-words__skipped" aria-label={t.skippedLines} tabIndex={0}>
            {skipped.slice(0, PREVIEW_ROWS).map((entry, index) => (
              <li key={index}>
                {localizeServerText(entry.message)}
                {entry.text && <span className="import-words__skipped-text"> {t.quote(entry.text)}</span>}
              </li>
            ))}
          </ul>
          {skipped.length > PREVIEW_ROWS && (
            <p className="import-words__more">{t.showingSkipped(PREVIEW_ROWS, skipped.length)}</p>
          )}
        </>
      )}
    </section>
  );
}
