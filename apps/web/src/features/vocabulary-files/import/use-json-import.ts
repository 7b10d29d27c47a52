import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useAuthStore } from '@/features/auth';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useImportVocabularyMutation, type ImportResult } from '../api/import-vocabulary';
import { takeChosenFile } from './file-text';
import { jsonImportFailureMessage, refusedImportMessage } from './import-failure';
import { readImportFile, type ImportFileCheck } from './json-file-check';

/** The file chosen and, once read, its check (null while it is read). */
export type ChosenJsonFile = { file: File; check: ImportFileCheck | null };
export type JsonImportOutcome = { ok: true; result: ImportResult } | { ok: false; message: string };

export interface JsonImportOptions {
  onClose: () => void;
  onImported?: (result: ImportResult) => void;
}

/**
 * The admin's JSON import: the file chosen (input or drop) and checked, the one import (it cannot
 * be sent twice or closed while it runs) and its outcome, and starting over.
 */
export function useJsonImport({ onClose, onImported }: JsonImportOptions) {
  const M = useMessages(SHARED_TEXT.IMPORT_EXPORT_MESSAGES);
  const signedIn = useAuthStore((s) => s.user !== null && s.token !== null);
  const showLogin = useAuthStore((s) => s.showLogin);
  const mutation = useImportVocabularyMutation();
  const [chosen, setChosen] = useState<ChosenJsonFile | null>(null);
  const [outcome, setOutcome] = useState<JsonImportOutcome | null>(null);
  const [dragging, setDragging] = useState(false);
  // The latest file read wins: choosing again while a large file is read drops the older read.
  const readCount = useRef(0);
  // Set at once on a press, before React re-renders with isPending: a double click sends once.
  const sending = useRef(false);

  const importing = mutation.isPending;
  const stage = importing ? 'importing' : outcome ? 'result' : 'choose';
  const ready = chosen?.check?.ok === true;
  // Why Import is disabled, shown under the file and read with the button.
  const blocker = !signedIn ? M.loginToImport : !chosen ? M.selectFileFirst : null;

  const close = () => {
    if (!sending.current) onClose();
  };

  const choose = async (file: File) => {
    const read = ++readCount.current;
    setChosen({ file, check: null });
    const result = await readImportFile(file);
    if (read === readCount.current) setChosen({ file, check: result });
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (file) void choose(file);
  };

  const onDragOver = (event: DragEvent) => {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void choose(file);
  };

  const submit = () => {
    if (sending.current || !signedIn || !chosen || chosen.check?.ok !== true) return;
    sending.current = true;
    mutation.mutate(chosen.check.data, {
      onSuccess: (result) => {
        if (result.success) {
          setOutcome({ ok: true, result });
          onImported?.(result);
        } else {
          setOutcome({ ok: false, message: refusedImportMessage(result) });
        }
      },
      onError: (failure) => setOutcome({ ok: false, message: jsonImportFailureMessage(failure) }),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const startOver = (keepFile: boolean) => {
    setOutcome(null);
    mutation.reset();
    if (!keepFile) setChosen(null);
  };

  const logIn = () => {
    onClose();
    showLogin();
  };

  return {
    stage,
    importing,
    signedIn,
    chosen,
    ready,
    blocker,
    outcome,
    dragging,
    close,
    onFileChange,
    onDragOver,
    onDragLeave,
    onDrop,
    submit,
    startOver,
    logIn,
  };
}
