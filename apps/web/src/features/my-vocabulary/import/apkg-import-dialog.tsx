import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ApkgImportResponse } from '@slovo/shared';
import { IMPORT_EXPORT_MESSAGES, IMPORT_MAX_BYTES } from '@slovo/shared/limits/import-export';
import { buttonClass } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { useImportApkgMutation } from '../api/import-apkg';
import { DeckImportResult } from './deck-import-result';
import { deckImportFailure } from './deck-import-messages';
import { FILE_MESSAGES, formatFileSize } from './file-text';
import '@/components/ui/form-field.css';
import './import-dialogs.css';

export interface ApkgImportDialogProps {
  onClose: () => void;
  /** The package went in: the page may select the first category it filled. */
  onImported: (result: ApkgImportResponse) => void;
}

export const APKG_MESSAGES = {
  notApkg: 'Choose an Anki package: a file ending in .apkg',
} as const;

/**
 * Import an Anki package (issue 16): the learner picks an .apkg; the server reads it (legacy and
 * zstd collections), turns each deck into a private category and writes everything in one
 * transaction. The dialog then shows each category with what was added and the server's notices
 * (media not imported, notes skipped, tags not added). Loaded only when opened.
 */
export default function ApkgImportDialog({ onClose, onImported }: ApkgImportDialogProps) {
  const mutation = useImportApkgMutation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ApkgImportResponse | null>(null);
  const pending = mutation.isPending;

  const close = () => {
    if (!pending) onClose();
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    mutation.reset();
    if (!chosen.name.toLowerCase().endsWith('.apkg')) {
      setFile(null);
      setError(APKG_MESSAGES.notApkg);
    } else if (chosen.size > IMPORT_MAX_BYTES) {
      setFile(null);
      setError(FILE_MESSAGES.tooLarge);
    } else {
      setFile(chosen);
      setError(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || pending) return;
    setError(null);
    mutation.mutate(file, {
      onSuccess: (answer) => {
        toast.success(IMPORT_EXPORT_MESSAGES.importCompleted);
        setResult(answer);
        onImported(answer);
      },
      onError: (failure) => setError(deckImportFailure(failure)),
    });
  };

  if (result) return <DeckImportResult title="Anki package imported" result={result} onDone={onClose} />;

  return (
    <Modal
      open
      title="Import an Anki package"
      description="Each deck becomes one of your private categories."
      onClose={close}
      className="import-words"
    >
      <form className="import-words__form" onSubmit={submit} noValidate aria-busy={pending || undefined}>
        <ul className="import-words__rules">
          <li>Anki packages (.apkg) from Anki 2.1 and later, up to 10 MiB.</li>
          <li>A note’s first field becomes the English word and its second the Russian one; formatting is removed.</li>
          <li>Pictures and sounds are not imported. Anki tags are added where Slovo has a tag of that name.</li>
        </ul>
        <div className="import-words__file-picker">
          <input
            id={fileId}
            type="file"
            accept=".apkg"
            className="visually-hidden import-words__file-input"
            disabled={pending}
            data-autofocus
            onChange={chooseFile}
          />
          <label htmlFor={fileId} className={buttonClass({ className: 'import-words__file-label' })}>
            {file ? 'Choose another file…' : 'Choose .apkg file…'}
          </label>
          {file && (
            <span className="import-words__file-name">
              {file.name} <span className="import-words__file-size">({formatFileSize(file.size)})</span>
            </span>
          )}
        </div>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <DialogActions
          confirmLabel="Import"
          pendingLabel="Importing…"
          pending={pending}
          canConfirm={file !== null}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
