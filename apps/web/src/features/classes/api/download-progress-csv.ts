/**
 * `GET /classes/{id}/progress.csv`: the teacher's table as a CSV file. Fetched through the request
 * client (a plain link would carry no token), then handed to the browser's download, as the stats
 * page's history.
 */
import { useMutation } from '@tanstack/react-query';
import { api, encodePathSegment } from '@/lib/api-client';
import { saveFile, type SavedFile } from '@/lib/save-file';
import { classEndpoint } from './get-class';

/** The client's endpoint alphabet has no plain "." (no path tricks); the server decodes %2E back. */
export const progressCsvEndpoint = (classId: number) => `${classEndpoint(classId)}/${encodePathSegment('progress.csv')}`;

export async function downloadProgressCsv(classId: number): Promise<SavedFile> {
  const file = await api.download(progressCsvEndpoint(classId), { requiresAuth: true });
  return { blob: file.blob, fileName: file.fileName ?? `slovo-class-${classId}-progress.csv` };
}

export function useDownloadProgressCsvMutation() {
  return useMutation({
    mutationFn: async (classId: number) => {
      const file = await downloadProgressCsv(classId);
      saveFile(file);
      return file;
    },
  });
}
