import { useDeferredValue, useMemo, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import type { ApkgImportResponse, BatchAddWordsResponse } from '@slovo/shared';
import { delimitedOptionsError } from '@slovo/shared/formats/delimited-text';
import { TEXT_IMPORT_MESSAGES } from '@slovo/shared/limits/import-export';
import { toast } from '@/components/ui/toast-store';
import { writeFailureReason } from '@/features/vocabulary-editor';
import { messagesNow, useMessages, useMessagesReady } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useImportAnkiTextMutation } from '../api/import-anki-text';
import { useImportPairsMutation } from '../api/import-pairs';
import type { Destination } from './destination-fields';
import { FILE_MESSAGES, readTextFile, takeChosenFile } from './file-text';
import { importFailureMessage } from './import-failure';
import { deckImportRemarks, previewTextImport } from './import-preview';
import { IMPORT_TEXT } from './import.i18n';
import { INITIAL_SEPARATORS, separatorsOf, shownSeparators, type SeparatorState } from './separator-choice';

/** A file read into the dialog: its text replaces the text box until it is removed. */
export interface ChosenFile {
  name: string;
  size: number;
  text: string;
}

export interface ImportWordsOptions {
  categoryId: number;
  initialText: string;
  onClose: () => void;
  onImported: (result: BatchAddWordsResponse) => void;
}

/**
 * The Import words dialog's state: the text or the file read, the separators, the live preview,
 * where an Anki file's words go, and the one import (pairs into the category, or deck by deck)
 * with its toast, its failure and the deck-by-deck result.
 */
export function useImportWords({ categoryId, initialText, onClose, onImported }: ImportWordsOptions) {
  const t = useMessages(IMPORT_TEXT);
  const fileTexts = useMessages(FILE_MESSAGES);
  // The shared texts are read when an import ends (messagesNow: its toast, its failure).
  useMessagesReady(SHARED_TEXT.IMPORT_EXPORT_MESSAGES, SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const mutation = useImportPairsMutation();
  const deckMutation = useImportAnkiTextMutation();
  const [chosenDestination, setChosenDestination] = useState<Destination | null>(null);
  const [deckResult, setDeckResult] = useState<ApkgImportResponse | null>(null);
  const submitting = useRef(false);

  const [text, setText] = useState(initialText);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [separatorState, setSeparatorState] = useState<SeparatorState>(INITIAL_SEPARATORS);
  const [error, setError] = useState<string | null>(null);

  const source = file?.text ?? text;
  // A 10 MiB file takes a moment to read: typing and the radios stay responsive meanwhile.
  const deferredSource = useDeferredValue(source);
  // The guess reads the first lines only, but on every render it would copy a 10 MiB text: once per change.
  const shown = useMemo(() => shownSeparators(separatorState, deferredSource), [separatorState, deferredSource]);
  const separators = useMemo(() => separatorsOf(shown), [shown]);
  const preview = useMemo(
    () => (/\S/.test(deferredSource) ? previewTextImport(deferredSource, separators, t) : null),
    [deferredSource, separators, t],
  );
  const updating = deferredSource !== source;
  const pending = mutation.isPending || deckMutation.isPending;
  // An Anki file that names its decks goes in deck by deck unless the learner says otherwise.
  const anki = preview?.anki ?? null;
  const destination: Destination = anki ? (chosenDestination ?? (anki.decks.length > 0 ? 'decks' : 'category')) : 'category';
  const pairCount = preview?.pairs.length ?? 0;
  const canSubmit = !pending && !updating && !reading && pairCount > 0;

  const optionsError = preview?.format === 'pairs' ? delimitedOptionsError(separators) : null;
  // The preview's error when nothing is read: the options' is shown by their fields, 'No word pairs
  // found' is what the summary says already; what is left refuses the text itself.
  const refusal =
    preview && preview.pairs.length === 0 && preview.error !== optionsError && preview.error !== TEXT_IMPORT_MESSAGES.noPairs
      ? preview.error
      : null;
  const remarks = anki && destination === 'decks' ? deckImportRemarks(anki, t) : (preview?.remarks ?? []);

  const close = () => {
    if (!pending) onClose();
  };

  const edited = () => {
    setError(null);
    mutation.reset();
    deckMutation.reset();
  };

  const editText = (next: string) => {
    setText(next);
    edited();
  };

  const loadFile = async (chosen: File) => {
    edited();
    setReading(true);
    const read = await readTextFile(chosen, fileTexts);
    setReading(false);
    if (!read.ok) {
      setFileError(read.error);
      return;
    }
    setFileError(null);
    setFile({ name: chosen.name, size: chosen.size, text: read.text });
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = takeChosenFile(event);
    if (chosen) await loadFile(chosen);
  };

  const dropFile = (event: DragEvent) => {
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    event.preventDefault();
    if (!reading && !pending) void loadFile(dropped);
  };

  const removeFile = () => {
    setFile(null);
    setFileError(null);
    edited();
  };

  const importDecks = (settled: () => void) =>
    deckMutation.mutate(source, {
      onSuccess: (answer) => {
        toast.success(messagesNow(SHARED_TEXT.IMPORT_EXPORT_MESSAGES).importCompleted);
        setDeckResult(answer);
      },
      onError: (failure) => setError(importFailureMessage(failure)),
      onSettled: settled,
    });

  const importPairs = (pairs: NonNullable<typeof preview>['pairs'], settled: () => void) =>
    mutation.mutate(
      {
        categoryId,
        // The facts the text gave (stressed, gender…) travel with each pair; the server credits them to the import.
        pairs: pairs.map(({ line: _line, ...pair }) => pair),
      },
      {
        onSuccess: (answer) => {
          onClose();
          onImported(answer);
        },
        onError: (failure) =>
          setError(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).addWordsFailed(writeFailureReason(failure))),
        onSettled: settled,
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current || !canSubmit || !preview) return;
    submitting.current = true;
    setError(null);
    const settled = () => {
      submitting.current = false;
    };
    if (destination === 'decks') importDecks(settled);
    else importPairs(preview.pairs, settled);
  };

  return {
    text,
    editText,
    file,
    fileError,
    reading,
    chooseFile,
    dropFile,
    removeFile,
    separators: shown,
    setSeparators: setSeparatorState,
    optionsError,
    preview,
    updating,
    refusal,
    remarks,
    anki,
    destination,
    setDestination: setChosenDestination,
    pairCount,
    pending,
    canSubmit,
    error,
    deckResult,
    close,
    submit,
  };
}
