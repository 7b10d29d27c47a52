import { useId } from 'react';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n';
import type { ImportResult } from '../api/import-vocabulary';
import { ChooseFileBody, ChooseFileFooter } from './json-import-choose';
import { ImportingBody, ImportingFooter, ResultBody, ResultFooter } from './json-import-outcome';
import { JSON_IMPORT_TEXT } from './json-import.i18n';
import { useJsonImport } from './use-json-import';
import '@/components/ui/form-field.css';
import './json-import-dialog.css';

export interface JsonImportDialogProps {
  open: boolean;
  /** Not called while an import is running: the dialog cannot be closed then. */
  onClose: () => void;
  /** After an import that ran (the vocabulary and tag queries are already invalidated). */
  onImported?: (result: ImportResult) => void;
}

/**
 * Import Vocabulary Data (vocabulary-management.md §2, §4 "Import dialog", §5 Import): a file is
 * chosen (input or drag and drop) and checked here with the server's own parser, so the preview
 * shows what it holds and every entry that will be left out; then importing (it cannot be closed
 * or sent twice), then the result: the counts added and the server's list of problems, or why it failed.
 */
export default function JsonImportDialog({ open, onClose, onImported }: JsonImportDialogProps) {
  if (!open) return null;
  // Mounted afresh on every opening: no file, preview or result from the last time.
  return <JsonImportDialogContent onClose={onClose} onImported={onImported} />;
}

function JsonImportDialogContent({ onClose, onImported }: Omit<JsonImportDialogProps, 'open'>) {
  const T = useMessages(JSON_IMPORT_TEXT);
  const baseId = useId();
  const inputId = `${baseId}-file`;
  const hintId = `${baseId}-hint`;
  const state = useJsonImport({ onClose, onImported });
  const { stage, chosen, outcome, signedIn, ready, blocker } = state;

  let body;
  let footer;
  if (stage === 'importing') {
    body = <ImportingBody fileName={chosen?.file.name ?? ''} />;
    footer = <ImportingFooter />;
  } else if (stage === 'result' && outcome) {
    body = <ResultBody outcome={outcome} />;
    footer = <ResultFooter ok={outcome.ok} onDone={onClose} onStartOver={state.startOver} />;
  } else {
    body = (
      <ChooseFileBody
        inputId={inputId}
        hintId={hintId}
        chosen={chosen}
        ready={ready}
        dragging={state.dragging}
        signedIn={signedIn}
        blocker={blocker}
        onFileChange={state.onFileChange}
        onDragOver={state.onDragOver}
        onDragLeave={state.onDragLeave}
        onDrop={state.onDrop}
        onLogIn={state.logIn}
      />
    );
    footer = (
      <ChooseFileFooter
        ready={ready}
        signedIn={signedIn}
        blocker={blocker}
        hintId={hintId}
        onCancel={state.close}
        onImport={state.submit}
      />
    );
  }

  return (
    <Modal
      open
      title={T.title}
      description={T.description}
      onClose={state.close}
      className="import-dialog"
      focusKey={stage}
      footer={footer}
    >
      <div className="import-dialog__body" aria-busy={state.importing || undefined}>
        {body}
      </div>
    </Modal>
  );
}
