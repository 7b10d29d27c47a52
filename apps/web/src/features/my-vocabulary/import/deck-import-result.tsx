import type { ApkgImportResponse } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import './import-dialogs.css';

/** What one deck's category got, for the result list. */
function categoryLine(category: ApkgImportResponse['categories'][number]): string {
  const added = `${category.added.toLocaleString('en-US')} ${category.added === 1 ? 'word' : 'words'} added`;
  const skipped = category.skipped > 0 ? `, ${category.skipped.toLocaleString('en-US')} skipped` : '';
  return `${added}${skipped}${category.created ? ' (new category)' : ''}`;
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
  return (
    <Modal open title={title} onClose={onDone} className="import-words" focusKey="result">
      <div className="import-words__form">
        <p className="import-words__result-message" role="status">
          {result.message}
        </p>
        {result.categories.length > 0 && (
          <ul className="import-words__result-list" aria-label="Categories">
            {result.categories.map((category) => (
              <li key={category.categoryId}>
                <strong>{category.name}</strong>: {categoryLine(category)}
              </li>
            ))}
          </ul>
        )}
        {result.notices.length > 0 && (
          <ul className="import-words__remarks" aria-label="Notices">
            {result.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        )}
        <div className="modal__footer">
          <Button variant="primary" onClick={onDone} data-autofocus>
            Done
          </Button>
        </div>
      </div>
    </Modal>
  );
}
