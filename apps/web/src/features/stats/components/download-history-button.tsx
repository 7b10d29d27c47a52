import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useDownloadReviewHistoryMutation } from '../api/download-review-history';
import { failureReason } from '../failure-reason';
import { localizeServerText, messagesNow, useMessages } from '@/i18n';
import { STATS_TEXT } from '../stats.i18n';

/** The player's whole review log as a CSV file, for a spreadsheet or an optimiser of their own. */
export function DownloadHistoryButton() {
  const TEXT = useMessages(STATS_TEXT);
  const download = useDownloadReviewHistoryMutation();
  return (
    <div className="stats-download">
      <Button
        onClick={() => {
          if (download.isPending) return;
          download.mutate(undefined, { onSuccess: (file) => toast.success(messagesNow(STATS_TEXT).downloaded(file.fileName)) });
        }}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
      >
        {download.isPending && <Spinner size="sm" />}
        {download.isPending ? TEXT.downloading : TEXT.download}
      </Button>
      {download.isError && (
        <p className="field__error" role="alert">
          {TEXT.downloadFailed(localizeServerText(failureReason(download.error)))}
        </p>
      )}
    </div>
  );
}
