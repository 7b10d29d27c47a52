import type { ApkgImportResponse } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { localizeServerText, useMessages } from '@/i18n';
import { IMPORT_TEXT } from './import.i18n';
import './import-dialogs.css';

/** What one deck's category got, for the result list. */
function categoryLine(category: ApkgImportResponse['categories'][number], t: typeof IMPORT_TEXT.en): string {
  const skipped = category.skipped > 0 ? t.skippedSuffix(category.skipped) : '';
  return `${t.wordsAdded(category.added)}${skipped}${category.created ? t.newCategory : ''}`;
}

interface DeckImportResultProps {
  title: string;
  result: ApkgImportResponse;
  onDone: () => void;
}

/**
 * The outcome of an import deck by deck (.apkg, or an Anki text file): the server's message, each
 * category with what it got, and its notices (media left out, lines skipped, tags not added).
 */
export function DeckImportResult({ title, result, onDone }: DeckImportResultProps) {
  const t = useMessages(IMPORT_TEXT);
  return (
    <Modal open title={title} onClose={onDone} className="import-words" focusKey="result">
      <div className="import-words__form">
        <p className="import-words__result-message" role="status">
          {localizeServerText(result.message)}
        </p>
        {result.categories.length > 0 && (
          <ul className="import-words__result-list" aria-label={t.categories}>
            {result.categories.map((category) => (
              <li key={category.categoryId}>
                <strong>{category.name}</strong>: {categoryLine(category, t)}
              </li>
            ))}
          </ul>
        )}
        {result.notices.length > 0 && (
          <ul className="import-words__remarks" aria-label={t.notices}>
            {result.notices.map((notice) => (
              <li key={notice}>{localizeServerText(notice)}</li>
            ))}
          </ul>
        )}
        <div className="modal__footer">
          <Button variant="primary" onClick={onDone} data-autofocus>
            {t.done}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
