import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { CheckIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/features/auth';
import { localizeServerText, useFormat, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useImportVocabularyMutation, type ImportResult } from '../api/import-vocabulary';
import { FILE_MESSAGES, formatFileSize, takeChosenFile } from './file-text';
import { jsonImportFailureMessage, refusedImportMessage } from './import-failure';
import { readImportFile, type ImportFileCheck } from './json-file-check';
import { JSON_IMPORT_TEXT } from './json-import.i18n';
import '@/components/ui/form-field.css';
import './json-import-dialog.css';

export interface JsonImportDialogProps {
  open: boolean;
  /** Not called while an import is running: the dialog cannot be closed then. */
  onClose: () => void;
  /** After an import that ran (the vocabulary and tag queries are already invalidated). */
  onImported?: (result: ImportResult) => void;
}

type Text = (typeof JSON_IMPORT_TEXT)['en'];

type Chosen = { file: File; check: ImportFileCheck | null };
type Outcome = { ok: true; result: ImportResult } | { ok: false; message: string };

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

/** What a screen reader hears when a file has been read (an unreadable file is announced by its alert). */
function previewAnnouncement(chosen: Chosen | null, T: Text): string {
  if (!chosen) return '';
  const { check } = chosen;
  if (check === null) return T.reading;
  if (!check.ok) return '';
  const { categories, words, tags, problems } = check.summary;
  return `${T.fileSummary(chosen.file.name, categories, words, tags)} ${
    problems === 0 ? T.noProblems : T.problemsTitle(problems).replace(/:$/, '.')
  }`;
}

function Counts({ label, counts }: { label: string; counts: { categories: number; words: number; tags: number } }) {
  const T = useMessages(JSON_IMPORT_TEXT);
  const format = useFormat();
  return (
    <dl className="import-dialog__counts" aria-label={label}>
      {(['categories', 'words', 'tags'] as const).map((key) => (
        <div key={key} className="import-dialog__count">
          <dt>{T.counts[key]}</dt>
          <dd>{format.number(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Problems as "categories[3].words[12]: english is empty": the place stays as it is, the reason
 * (a shared rule's text, the file's or the server's) shows in the interface language.
 */
function ProblemList({ label, problems }: { label: string; problems: readonly string[] }) {
  return (
    // Scrollable, so focusable: a keyboard can scroll a long list.
    <ul className="import-dialog__problems" aria-label={label} tabIndex={0}>
      {problems.map((problem, index) => {
        const split = problem.indexOf(': ');
        return (
          <li key={index}>
            {split > 0 ? (
              <>
                <code>{problem.slice(0, split)}</code>: {localizeServerText(problem.slice(split + 2))}
              </>
            ) : (
              localizeServerText(problem)
            )}
          </li>
        );
      })}
    </ul>
  );
}

function JsonImportDialogContent({ onClose, onImported }: Omit<JsonImportDialogProps, 'open'>) {
  const T = useMessages(JSON_IMPORT_TEXT);
  const M = useMessages(SHARED_TEXT.IMPORT_EXPORT_MESSAGES);
  const fileTexts = useMessages(FILE_MESSAGES);
  const baseId = useId();
  const inputId = `${baseId}-file`;
  const hintId = `${baseId}-hint`;
  const signedIn = useAuthStore((s) => s.user !== null && s.token !== null);
  const showLogin = useAuthStore((s) => s.showLogin);
  const mutation = useImportVocabularyMutation();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dragging, setDragging] = useState(false);
  // The latest file read wins: choosing again while a large file is read drops the older read.
  const readCount = useRef(0);
  // Set at once on a press, before React re-renders with isPending: a double click sends once.
  const sending = useRef(false);

  const importing = mutation.isPending;
  const stage = importing ? 'importing' : outcome ? 'result' : 'choose';
  const check = chosen?.check ?? null;
  const ready = check?.ok === true;

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

  // Why Import is disabled, shown under the file and read with the button.
  const blocker = !signedIn ? M.loginToImport : !chosen ? M.selectFileFirst : null;

  let body;
  let footer;
  if (stage === 'importing') {
    body = (
      <div className="import-dialog__progress" role="status" tabIndex={-1} data-autofocus>
        <Spinner size="lg" />
        <p className="import-dialog__progress-title">{T.importing(chosen?.file.name ?? '')}</p>
        <p className="import-dialog__muted">{T.importingHint}</p>
        <div className="import-dialog__bar" aria-hidden="true" />
      </div>
    );
    footer = (
      <>
        <Button disabled>{T.cancel}</Button>
        <Button variant="primary" disabled aria-busy="true">
          <Spinner size="sm" />
          {T.importingButton}
        </Button>
      </>
    );
  } else if (stage === 'result' && outcome) {
    if (outcome.ok) {
      const { imported, errors } = outcome.result;
      body = (
        <div className="import-dialog__result">
          <p className="import-dialog__banner import-dialog__banner--success" role="status">
            <CheckIcon aria-hidden="true" /> {M.importCompleted}
          </p>
          <section className="import-dialog__section">
            <h3 className="import-dialog__heading">{T.importedTitle}</h3>
            <Counts label={T.importedTitle} counts={imported} />
            <p className="import-dialog__muted">{T.importedNote}</p>
          </section>
          {errors.length > 0 && (
            <section className="import-dialog__section">
              <h3 className="import-dialog__heading import-dialog__heading--warning">{T.serverProblemsTitle}</h3>
              <ProblemList label={T.serverProblemsTitle} problems={errors} />
            </section>
          )}
        </div>
      );
      footer = (
        <>
          <Button onClick={() => startOver(false)}>{T.importAnother}</Button>
          <Button variant="primary" data-autofocus onClick={onClose}>
            {T.done}
          </Button>
        </>
      );
    } else {
      body = (
        <p className="import-dialog__banner import-dialog__banner--error" role="alert">
          {outcome.message}
        </p>
      );
      footer = (
        <>
          <Button onClick={onClose}>{T.close}</Button>
          <Button variant="primary" data-autofocus onClick={() => startOver(true)}>
            {T.back}
          </Button>
        </>
      );
    }
  } else {
    body = (
      <div className="import-dialog__choose">
        <div
          className={['import-dialog__drop', dragging && 'import-dialog__drop--active', chosen && 'import-dialog__drop--compact']
            .filter(Boolean)
            .join(' ')}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
        >
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            data-autofocus={ready ? undefined : true}
            onChange={onFileChange}
          />
          <label htmlFor={inputId} className="import-dialog__drop-label">
            <span className="import-dialog__drop-icon" aria-hidden="true">
              ⇪
            </span>
            <span className="import-dialog__drop-title">{chosen ? T.chooseAnother : T.chooseFile}</span>
            <span className="import-dialog__muted import-dialog__drop-hint">{T.dropHint}</span>
          </label>
        </div>

        {chosen && (
          <section className="import-dialog__file" aria-labelledby={`${baseId}-file-name`}>
            <p className="import-dialog__file-head">
              <span id={`${baseId}-file-name`} className="import-dialog__file-name">
                {chosen.file.name}
              </span>
              <span className="import-dialog__muted">{formatFileSize(chosen.file.size, fileTexts)}</span>
            </p>
            {check === null ? (
              <p className="import-dialog__muted import-dialog__reading">
                <Spinner size="sm" /> {T.reading}
              </p>
            ) : !check.ok ? (
              <p className="field__error" role="alert">
                {localizeServerText(check.error)}
              </p>
            ) : (
              <div className="import-dialog__preview">
                <h3 className="import-dialog__heading">{T.previewTitle}</h3>
                <Counts label={T.previewTitle} counts={check.summary} />
                {check.summary.problems === 0 ? (
                  <p className="import-dialog__ok">{T.noProblems}</p>
                ) : (
                  <>
                    <p className="import-dialog__heading import-dialog__heading--warning">
                      {T.problemsTitle(check.summary.problems)}
                    </p>
                    <ProblemList label={T.problemsLabel} problems={check.problems} />
                  </>
                )}
              </div>
            )}
          </section>
        )}

        {/* One live region that stays mounted, so each change is announced, and briefly: not the whole list. */}
        <p className="visually-hidden" role="status">
          {previewAnnouncement(chosen, T)}
        </p>

        {blocker && (
          <div id={hintId} className={signedIn ? 'import-dialog__hint' : 'import-dialog__hint import-dialog__hint--login'}>
            <span>{blocker}</span>
            {!signedIn && (
              <Button
                size="sm"
                onClick={() => {
                  onClose();
                  showLogin();
                }}
              >
                {T.logIn}
              </Button>
            )}
          </div>
        )}
      </div>
    );
    footer = (
      <>
        <Button onClick={close}>{T.cancel}</Button>
        <Button
          variant="primary"
          disabled={!ready || !signedIn}
          aria-describedby={blocker ? hintId : undefined}
          data-autofocus={ready ? true : undefined}
          onClick={submit}
        >
          {T.import}
        </Button>
      </>
    );
  }

  return (
    <Modal
      open
      title={T.title}
      description={T.description}
      onClose={close}
      className="import-dialog"
      focusKey={stage}
      footer={footer}
    >
      <div className="import-dialog__body" aria-busy={importing || undefined}>
        {body}
      </div>
    </Modal>
  );
}
