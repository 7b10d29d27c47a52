import type { ChangeEvent, DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localizeServerText, useMessages } from '@/i18n';
import { FILE_MESSAGES, formatFileSize } from './file-text';
import { Counts, ProblemList } from './json-import-lists';
import { JSON_IMPORT_TEXT } from './json-import.i18n';
import type { ChosenJsonFile } from './use-json-import';

type Text = (typeof JSON_IMPORT_TEXT)['en'];

/** What a screen reader hears when a file has been read (an unreadable file is announced by its alert). */
function previewAnnouncement(chosen: ChosenJsonFile | null, T: Text): string {
  if (!chosen) return '';
  const { check } = chosen;
  if (check === null) return T.reading;
  if (!check.ok) return '';
  const { categories, words, tags, problems } = check.summary;
  return `${T.fileSummary(chosen.file.name, categories, words, tags)} ${
    problems === 0 ? T.noProblems : T.problemsTitle(problems).replace(/:$/, '.')
  }`;
}

interface ChooseFileBodyProps {
  /** The ids of the file input and of the blocker's hint. */
  inputId: string;
  hintId: string;
  chosen: ChosenJsonFile | null;
  ready: boolean;
  dragging: boolean;
  signedIn: boolean;
  blocker: string | null;
  onFileChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onLogIn: () => void;
}

/** The first step: the drop zone and file input, the chosen file's preview, and why Import waits. */
export function ChooseFileBody({
  inputId,
  hintId,
  chosen,
  ready,
  dragging,
  signedIn,
  blocker,
  onFileChange,
  onDragOver,
  onDragLeave,
  onDrop,
  onLogIn,
}: ChooseFileBodyProps) {
  const T = useMessages(JSON_IMPORT_TEXT);
  return (
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

      {chosen && <ChosenFilePreview chosen={chosen} nameId={`${inputId}-name`} />}

      {/* One live region that stays mounted, so each change is announced, and briefly: not the whole list. */}
      <p className="visually-hidden" role="status">
        {previewAnnouncement(chosen, T)}
      </p>

      {blocker && (
        <div id={hintId} className={signedIn ? 'import-dialog__hint' : 'import-dialog__hint import-dialog__hint--login'}>
          <span>{blocker}</span>
          {!signedIn && (
            <Button size="sm" onClick={onLogIn}>
              {T.logIn}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** The chosen file: its name and size, then reading, why it cannot be imported, or what it holds. */
function ChosenFilePreview({ chosen, nameId }: { chosen: ChosenJsonFile; nameId: string }) {
  const T = useMessages(JSON_IMPORT_TEXT);
  const fileTexts = useMessages(FILE_MESSAGES);
  const { check } = chosen;
  return (
    <section className="import-dialog__file" aria-labelledby={nameId}>
      <p className="import-dialog__file-head">
        <span id={nameId} className="import-dialog__file-name">
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
              <p className="import-dialog__heading import-dialog__heading--warning">{T.problemsTitle(check.summary.problems)}</p>
              <ProblemList label={T.problemsLabel} problems={check.problems} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

interface ChooseFileFooterProps {
  ready: boolean;
  signedIn: boolean;
  blocker: string | null;
  hintId: string;
  onCancel: () => void;
  onImport: () => void;
}

export function ChooseFileFooter({ ready, signedIn, blocker, hintId, onCancel, onImport }: ChooseFileFooterProps) {
  const T = useMessages(JSON_IMPORT_TEXT);
  return (
    <>
      <Button onClick={onCancel}>{T.cancel}</Button>
      <Button
        variant="primary"
        disabled={!ready || !signedIn}
        aria-describedby={blocker ? hintId : undefined}
        data-autofocus={ready ? true : undefined}
        onClick={onImport}
      >
        {T.import}
      </Button>
    </>
  );
}
