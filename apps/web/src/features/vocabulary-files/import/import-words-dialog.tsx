import { useId } from 'react';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n';
import { DeckImportResult } from './deck-import-result';
import { DestinationFields } from './destination-fields';
import { ImportPreviewPanel } from './import-preview-panel';
import { IMPORT_TEXT } from './import.i18n';
import { SeparatorFields } from './separator-fields';
import { useImportWords } from './use-import-words';
import { WordPairsSource } from './import-words-source';
import '@/components/ui/form-field.css';
import './import-dialogs.css';

export interface ImportWordsCategory {
  id: number;
  display_name: string;
}

export interface ImportWordsDialogProps {
  category: ImportWordsCategory;
  /** Text to start with (pasted into Add Word and handed over). */
  initialText?: string;
  onClose: () => void;
  onImported: (result: BatchAddWordsResponse) => void;
}

/**
 * Import (issue 16): word pairs pasted or read from a CSV, TSV or TXT file (Quizlet's and
 * spreadsheets' exports, Anki's text files, Slovo's CSV), read with the chosen separators, a live
 * preview of the pairs and of the lines skipped and why, then one transactional write into the
 * category. Pairs already there come back as skipped duplicates, reported by the success text.
 * Loaded only when opened: the parsers stay out of every other page's code.
 */
export default function ImportWordsDialog({ category, initialText = '', onClose, onImported }: ImportWordsDialogProps) {
  const baseId = useId();
  const t = useMessages(IMPORT_TEXT);
  const state = useImportWords({ categoryId: category.id, initialText, onClose, onImported });
  const { preview, anki, pending } = state;

  if (state.deckResult) return <DeckImportResult title={t.ankiFileImported} result={state.deckResult} onDone={onClose} />;

  return (
    <Modal
      open
      title={t.title}
      description={t.categoryLabel(category.display_name)}
      onClose={state.close}
      className="import-words"
    >
      <form
        className="import-words__form"
        onSubmit={state.submit}
        noValidate
        aria-busy={pending || undefined}
        onDragOver={(event) => event.dataTransfer.types.includes('Files') && event.preventDefault()}
        onDrop={state.dropFile}
      >
        <WordPairsSource
          textId={`${baseId}-text`}
          fileId={`${baseId}-file`}
          text={state.text}
          onTextChange={state.editText}
          file={state.file}
          fileError={state.fileError}
          reading={state.reading}
          pending={pending}
          onChooseFile={(event) => void state.chooseFile(event)}
          onRemoveFile={state.removeFile}
        />

        {(preview === null || preview.format === 'pairs') && (
          <SeparatorFields value={state.separators} onChange={state.setSeparators} error={state.optionsError} />
        )}

        {anki && (
          <DestinationFields value={state.destination} categoryName={category.display_name} onChange={state.setDestination} />
        )}

        <ImportPreviewPanel preview={preview} updating={state.updating} remarks={state.remarks} refusal={state.refusal} />

        {state.error && (
          <p className="field__error" role="alert">
            {state.error}
          </p>
        )}

        <DialogActions
          confirmLabel={state.pairCount > 0 ? t.importPairs(state.pairCount) : t.import}
          pendingLabel={t.importing}
          cancelLabel={t.cancel}
          pending={pending}
          canConfirm={state.canSubmit}
          onCancel={state.close}
        />
      </form>
    </Modal>
  );
}
