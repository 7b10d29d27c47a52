import { CheckIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { Counts, ProblemList } from './json-import-lists';
import { JSON_IMPORT_TEXT } from './json-import.i18n';
import type { JsonImportOutcome } from './use-json-import';

/** While the import runs: the file's name and a bar; nothing can be pressed. */
export function ImportingBody({ fileName }: { fileName: string }) {
  const T = useMessages(JSON_IMPORT_TEXT);
  return (
    <div className="import-dialog__progress" role="status" tabIndex={-1} data-autofocus>
      <Spinner size="lg" />
      <p className="import-dialog__progress-title">{T.importing(fileName)}</p>
      <p className="import-dialog__muted">{T.importingHint}</p>
      <div className="import-dialog__bar" aria-hidden="true" />
    </div>
  );
}

export function ImportingFooter() {
  const T = useMessages(JSON_IMPORT_TEXT);
  return (
    <>
      <Button disabled>{T.cancel}</Button>
      <Button variant="primary" disabled aria-busy="true">
        <Spinner size="sm" />
        {T.importingButton}
      </Button>
    </>
  );
}

/** The outcome: the counts added and the server's list of what it left out, or why it failed. */
export function ResultBody({ outcome }: { outcome: JsonImportOutcome }) {
  const T = useMessages(JSON_IMPORT_TEXT);
  const M = useMessages(SHARED_TEXT.IMPORT_EXPORT_MESSAGES);
  if (!outcome.ok) {
    return (
      <p className="import-dialog__banner import-dialog__banner--error" role="alert">
        {outcome.message}
      </p>
    );
  }
  const { imported, errors } = outcome.result;
  return (
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
}

interface ResultFooterProps {
  ok: boolean;
  onDone: () => void;
  /** Back to the file choice: with the same file after a failure, with none after a success. */
  onStartOver: (keepFile: boolean) => void;
}

export function ResultFooter({ ok, onDone, onStartOver }: ResultFooterProps) {
  const T = useMessages(JSON_IMPORT_TEXT);
  if (ok) {
    return (
      <>
        <Button onClick={() => onStartOver(false)}>{T.importAnother}</Button>
        <Button variant="primary" data-autofocus onClick={onDone}>
          {T.done}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button onClick={onDone}>{T.close}</Button>
      <Button variant="primary" data-autofocus onClick={() => onStartOver(true)}>
        {T.back}
      </Button>
    </>
  );
}
