import { useId } from 'react';
import type { ImportPreview } from './import-preview';

/** Rows of each list drawn at most: enough to check a file, cheap for 50,000 pairs. */
export const PREVIEW_ROWS = 100;

const count = (value: number, one: string, many: string) => `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;

/** The one-line summary read out as the preview changes. */
export function previewSummary(preview: ImportPreview | null): string {
  if (preview === null) return 'Paste word pairs or choose a file to see what will be imported';
  const skipped = preview.skipped.length > 0 ? `, ${count(preview.skipped.length, 'line', 'lines')} skipped` : '';
  if (preview.pairs.length === 0) return `No word pairs to import${skipped}`;
  return `${count(preview.pairs.length, 'word pair', 'word pairs')} will be imported${skipped}`;
}

const FORMAT_NOTES: Record<ImportPreview['format'], string | null> = {
  pairs: null,
  anki: 'Read as an Anki text file: its header lines set the separator and the columns.',
  'slovo-csv': 'Read as a Slovo CSV file (english, russian, part_of_speech, category, tags).',
};

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
  const formatNote = preview ? FORMAT_NOTES[preview.format] : null;
  const pairs = preview?.pairs ?? [];
  const skipped = preview?.skipped ?? [];
  return (
    <section className="import-words__preview" aria-labelledby={headingId} aria-busy={updating || undefined}>
      <h3 id={headingId} className="import-words__preview-title">
        Preview
      </h3>
      <p className="import-words__summary" aria-live="polite">
        {updating ? 'Updating the preview…' : previewSummary(preview)}
      </p>
      {formatNote && <p className="import-words__note">{formatNote}</p>}
      {refusal && <p className="field__error">{refusal}</p>}
      {remarks.length > 0 && (
        <ul className="import-words__remarks">
          {remarks.map((remark) => (
            <li key={remark}>{remark}</li>
          ))}
        </ul>
      )}
      {pairs.length > 0 && (
        <div className="import-words__table-wrap" tabIndex={0} role="region" aria-label="Word pairs to import">
          <table className="import-words__table">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">English</th>
                <th scope="col">Russian</th>
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
      {pairs.length > PREVIEW_ROWS && (
        <p className="import-words__more">
          Showing the first {PREVIEW_ROWS} of {count(pairs.length, 'pair', 'pairs')}.
        </p>
      )}
      {skipped.length > 0 && (
        <>
          <h4 className="import-words__skipped-title">Skipped</h4>
          <ul className="import-words__skipped" aria-label="Skipped lines" tabIndex={0}>
            {skipped.slice(0, PREVIEW_ROWS).map((entry, index) => (
              <li key={index}>
                {entry.message}
                {entry.text && <span className="import-words__skipped-text"> “{entry.text}”</span>}
              </li>
            ))}
          </ul>
          {skipped.length > PREVIEW_ROWS && (
            <p className="import-words__more">
              Showing the first {PREVIEW_ROWS} of {count(skipped.length, 'skipped line', 'skipped lines')}.
            </p>
          )}
        </>
      )}
    </section>
  );
}
