import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages } from '@/i18n';
import { useDownloadProgressCsvMutation } from '../api/download-progress-csv';
import { failureReason } from '../api/failure-reason';
import { classProgressQuery } from '../api/get-class-progress';
import { useClassesUserId } from '../api/use-classes-user';
import { CLASSES_TEXT } from '../classes.i18n';
import { HardestWords } from './hardest-words';
import { ProgressTable } from './progress-table';
import { FailureState, LoadingState } from './states';

/** The progress table with its CSV export, and the hardest words (a teacher may practise them). */
export function ProgressSection({ classId, editable }: { classId: number; editable: boolean }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const progress = useQuery(classProgressQuery(useClassesUserId(), classId));
  let table;
  if (progress.isPending) table = <LoadingState>{TEXT.progressLoading}</LoadingState>;
  else if (progress.isError) {
    table = (
      <FailureState
        title={TEXT.progressFailed}
        error={progress.error}
        retrying={progress.isFetching}
        onRetry={() => void progress.refetch()}
      />
    );
  } else if (progress.data.members.length === 0 || progress.data.assignments.length === 0) {
    table = <p className="classes__muted">{TEXT.progressEmpty}</p>;
  } else table = <ProgressTable progress={progress.data} />;
  return (
    <>
      <section className="classes__card card classes__wide" aria-labelledby="class-progress-title">
        <div className="classes__card-head">
          <h2 id="class-progress-title" className="classes__card-title">
            {TEXT.progressTitle}
          </h2>
          <ExportCsvButton classId={classId} />
        </div>
        {table}
      </section>
      {progress.isSuccess && <HardestWords classId={classId} progress={progress.data} editable={editable} />}
    </>
  );
}

/** "Export CSV": the table as a file, fetched with the sign-in token (a plain link would carry none). */
function ExportCsvButton({ classId }: { classId: number }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const download = useDownloadProgressCsvMutation();
  return (
    <div className="classes__export">
      <Button
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() =>
          download.mutate(classId, { onSuccess: (file) => toast.success(messagesNow(CLASSES_TEXT).exported(file.fileName)) })
        }
      >
        {download.isPending && <Spinner size="sm" />}
        {download.isPending ? TEXT.exporting : TEXT.exportCsv}
      </Button>
      {download.isError && (
        <p className="field__error" role="alert">
          {TEXT.exportFailed(failureReason(download.error))}
        </p>
      )}
    </div>
  );
}
