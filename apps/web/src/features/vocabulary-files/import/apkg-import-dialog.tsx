import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ApkgImportResponse } from '@slovo/shared';
import { IMPORT_MAX_BYTES } from '@slovo/shared/limits/import-export';
import { buttonClass } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages, useMessagesReady } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useImportApkgMutation } from '../api/import-apkg';
import { DeckImportResult } from './deck-import-result';
import { FILE_MESSAGES, formatFileSize, takeChosenFile } from './file-text';
import { importFailureMessage } from './import-failure';
import { APKG_MESSAGES, IMPORT_TEXT } from './import.i18n';
import '@/components/ui/form-field.css';
import './import-dialogs.css';

export interface ApkgImportDialogProps {
  onClose: () => void;
  /** The package went in: the page may select the first category it filled. */
  onImported: (result: ApkgImportResponse) => void;
}

export { APKG_MESSAGES };

/**
 * Import an Anki package (issue 16): the learner picks an .apkg; the server reads it (legacy and
 * zstd collections), turns each deck into a private category and writes everything in one
 * transaction. The dialog then shows each category with what was added and the server's notices
 * (media not imported, notes skipped, tags not added). Loaded only when opened.
 */
export default function ApkgImportDialog({ onClose, onImported }: ApkgImportDialogProps) {
  const mutation = useImportApkgMutation();
  const t = useMessages(IMPORT_TEXT);
  const fileTexts = useMessages(FILE_MESSAGES);
  const apkgTexts = useMessages(APKG_MESSAGES);
  // The shared import texts are read when the import ends (messagesNow: its toast, its failure).
  useMessagesReady(SHARED_TEXT.IMPORT_EXPORT_MESSAGES);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ApkgImportResponse | null>(null);
  const pending = mutation.isPending;

  const close = () => {
    if (!pending) onClose();
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = takeChosenFile(event);
    if (!chosen) return;
    mutation.reset();
    if (!chosen.name.toLowerCase().endsWith('.apkg')) {
      setFile(null);
      setError(apkgTexts.notApkg);
    } else if (chosen.size > IMPORT_MAX_BYTES) {
      setFile(null);
      setError(fileTexts.tooLarge);
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
        toast.success(messagesNow(SHARED_TEXT.IMPORT_EXPORT_MESSAGES).importCompleted);
        setResult(answer);
        onImported(answer);
      },
      onError: (failure) => setError(importFailureMessage(failure)),
    });
  };

  if (result) return <DeckImportResult title={t.ankiPackageImported} result={result} onDone={onClose} />;

  return (
    <Modal open title={t.apkgTitle} description={t.apkgDescription} onClose={close} className="import-words">
      <form className="import-words__form" onSubmit={submit} noValidate aria-busy={pending || undefined}>
        <ul className="import-words__rules">
          <li>{t.apkgRuleFiles}</li>
          <li>{t.apkgRuleFields}</li>
          <li>{t.apkgRuleMedia}</li>
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
            {file ? t.chooseAnotherFile : t.chooseApkg}
          </label>
          {file && (
            <span className="import-words__file-name">
              {file.name} <span className="import-words__file-size">({formatFileSize(file.size, fileTexts)})</span>
            </span>
          )}
        </div>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <DialogActions
          confirmLabel={t.import}
          pendingLabel={t.importing}
          cancelLabel={t.cancel}
          pending={pending}
          canConfirm={file !== null}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
