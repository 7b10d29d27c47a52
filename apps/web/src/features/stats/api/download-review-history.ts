/**
 * `GET /reviews/history.csv`: the player's whole review log as a CSV file. Fetched through the
 * request client (bearer token, refresh, timeout, its error texts) — a plain link would carry no
 * token — then handed to the browser's download under the name the server gives it.
 */
import { useMutation } from '@tanstack/react-query';
import { api, encodePathSegment } from '@/lib/api-client';
import { saveFile, type SavedFile } from '@/lib/save-file';

/** Used when the server names no file. */
export const DEFAULT_HISTORY_FILE_NAME = 'slovo-review-history.csv';

/** The client's endpoint alphabet has no plain "." (no path tricks); the server decodes %2E back. */
export const HISTORY_ENDPOINT = `/reviews/${encodePathSegment('history.csv')}`;

export async function downloadReviewHistory(): Promise<SavedFile> {
  const file = await api.download(HISTORY_ENDPOINT, { requiresAuth: true });
  return { blob: file.blob, fileName: file.fileName ?? DEFAULT_HISTORY_FILE_NAME };
}

/** A download changes nothing on the server; a mutation gives the pending and error states. */
export function useDownloadReviewHistoryMutation() {
  return useMutation({
    mutationFn: async () => {
      const file = await downloadReviewHistory();
      saveFile(file);
      return file;
    },
  });
}
