import { useDeferredValue, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import type { ApkgImportResponse, BatchAddWordsResponse } from '@slovo/shared';
import { delimitedOptionsError } from '@slovo/shared/formats/delimited-text';
import { TEXT_IMPORT_MESSAGES } from '@slovo/shared/limits/import-export';
import { Button, buttonClass } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages, useMessagesReady } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useImportAnkiTextMutation } from '../api/import-anki-text';
import { useImportPairsMutation } from '../api/import-pairs';
import type { InvalidateAfterImport } from '../api/invalidate-after-import';
import { writeFailureReason } from '@/features/vocabulary';
import { DeckImportResult } from './deck-import-result';
import { DestinationFields, type Destination } from './destination-fields';
import { FILE_MESSAGES, formatFileSize, readTextFile, takeChosenFile } from './file-text';
import { importFailureMessage } from './import-failure';
import { deckImportRemarks, previewTextImport } from './import-preview';
import { ImportPreviewPanel } from './import-preview-panel';
import { IMPORT_TEXT } from './import.i18n';
import { INITIAL_SEPARATORS, separatorsOf, shownSeparators, type SeparatorState } from './separator-choice';
import { SeparatorFields } from './separator-fields';
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
  /** What the import makes stale; every vocabulary answer by default. */
  invalidateAfterImport?: InvalidateAfterImport;
}

interface ChosenFile {
  name: string;
  size: number;
  text: string;
}

const FILE_TYPES = '.csv,.tsv,.txt,.tab,text/csv,text/tab-separated-values,text/plain';
const PLACEHOLDER = 'apple\tяблоко\nhouse\tдом\n"red, ripe",спелый';

/**
 * Import (issue 16): word pairs pasted or read from a CSV, TSV or TXT file (Quizlet's and
 * spreadsheets' exports, Anki's text files, Slovo's CSV), read with the chosen separators, a live
 * preview of the pairs and of the lines skipped and why, then one transactional write into the
 * category. Pairs already there come back as skipped duplicates, reported by the success text.
 * Loaded only when opened: the parsers stay out of every other page's code.
 */
export default function ImportWordsDialog({
  category,
  initialText = '',
  onClose,
  onImported,
  invalidateAfterImport,
}: ImportWordsDialogProps) {
  const baseId = useId();
  const textId = `${baseId}-text`;
  const fileId = `${baseId}-file`;
  const t = useMessages(IMPORT_TEXT);
  const fileTexts = useMessages(FILE_MESSAGES);
  // The shared texts are read when an import ends (messagesNow: its toast, its failure).
  useMessagesReady(SHARED_TEXT.IMPORT_EXPORT_MESSAGES, SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const mutation = useImportPairsMutation(invalidateAfterImport);
  const deckMutation = useImportAnkiTextMutation(invalidateAfterImport);
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

  const close = () => {
    if (!pending) onClose();
  };

  const edited = () => {
    setError(null);
    mutation.reset();
    deckMutation.reset();
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

  const removeFile = () => {
    setFile(null);
    setFileError(null);
    edited();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current || !canSubmit || !preview) return;
    submitting.current = true;
    setError(null);
    const settled = () => {
      submitting.current = false;
    };
    if (destination === 'decks') {
      deckMutation.mutate(source, {
        onSuccess: (answer) => {
          toast.success(messagesNow(SHARED_TEXT.IMPORT_EXPORT_MESSAGES).importCompleted);
          setDeckResult(answer);
        },
        onError: (failure) => setError(importFailureMessage(failure)),
        onSettled: settled,
      });
      return;
    }
    const pairs = preview.pairs.map(({ english, russian, part_of_speech }) =>
      part_of_speech ? { english, russian, part_of_speech } : { english, russian },
    );
    mutation.mutate(
      { categoryId: category.id, pairs },
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
  };

  if (deckResult) return <DeckImportResult title={t.ankiFileImported} result={deckResult} onDone={onClose} />;

  const optionsError = preview?.format === 'pairs' ? delimitedOptionsError(separators) : null;
  // The preview's error when nothing is read: the options' is shown by their fields, 'No word pairs
  // found' is what the summary says already; what is left refuses the text itself.
  const refusal =
    preview && preview.pairs.length === 0 && preview.error !== optionsError && preview.error !== TEXT_IMPORT_MESSAGES.noPairs
      ? preview.error
      : null;
  const confirmLabel = pairCount > 0 ? t.importPairs(pairCount) : t.import;

  return (
    <Modal open title={t.title} description={t.categoryLabel(category.display_name)} onClose={close} className="import-words">
      <form
        className="import-words__form"
        onSubmit={submit}
        noValidate
        aria-busy={pending || undefined}
        onDragOver={(event) => event.dataTransfer.types.includes('Files') && event.preventDefault()}
        onDrop={dropFile}
      >
        {file ? (
          <div className="import-words__file">
            <p>
              <span className="import-words__file-name">{file.name}</span>{' '}
              <span className="import-words__file-size">({formatFileSize(file.size, fileTexts)})</span>
            </p>
            <Button size="sm" onClick={removeFile} data-autofocus>
              {t.removeFile}
            </Button>
          </div>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={textId}>
              {t.wordPairs}
            </label>
            <p className="field__hint" id={`${textId}-hint`}>
              {t.pasteHint}
            </p>
            <textarea
              id={textId}
              className="field__input import-words__textarea"
              value={text}
              rows={7}
              placeholder={PLACEHOLDER}
              spellCheck={false}
              data-autofocus
              aria-describedby={`${textId}-hint`}
              onChange={(event) => {
                setText(event.target.value);
                edited();
              }}
            />
          </div>
        )}
        <div className="import-words__file-picker">
          <input
            id={fileId}
            type="file"
            accept={FILE_TYPES}
            className="visually-hidden import-words__file-input"
            disabled={reading || pending}
            onChange={(event) => void chooseFile(event)}
          />
          <label
            htmlFor={fileId}
            className={buttonClass({ size: 'sm', className: 'import-words__file-label' })}
            aria-busy={reading || undefined}
          >
            {reading ? t.reading : file ? t.chooseAnotherFile : t.chooseFile}
          </label>
          <span className="import-words__hint">{t.fileHint}</span>
        </div>
        {fileError && (
          <p className="field__error" role="alert">
            {fileError}
          </p>
        )}

        {(preview === null || preview.format === 'pairs') && (
          <SeparatorFields value={shown} onChange={(next) => setSeparatorState(next)} error={optionsError} />
        )}

        {anki && <DestinationFields value={destination} categoryName={category.display_name} onChange={setChosenDestination} />}

        <ImportPreviewPanel
          preview={preview}
          updating={updating}
          remarks={anki && destination === 'decks' ? deckImportRemarks(anki, t) : (preview?.remarks ?? [])}
          refusal={refusal}
        />

        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}

        <DialogActions
          confirmLabel={confirmLabel}
          pendingLabel={t.importing}
          cancelLabel={t.cancel}
          pending={pending}
          canConfirm={canSubmit}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
