/**
 * `GET /vocabulary-admin/export[?categories=a,b]` (admin): the vocabulary as a JSON file in the
 * import's format, all categories or the named ones. Fetched through the request client (bearer
 * token, refresh, timeout, its error texts), then saved under the name the server gives it.
 */
import { useMutation } from '@tanstack/react-query';
import { api, encodeQueryString, type DownloadedFile } from '@/lib/api-client';
import { saveFile, type SavedFile } from '@/lib/save-file';

/** Used when the server names no file. */
export const DEFAULT_EXPORT_FILE_NAME = 'slovo-vocabulary.json';

export const EXPORT_MESSAGES = {
  exported: (fileName: string) => `Exported ${fileName}`,
  exportFailed: 'Failed to export data',
  failedToExport: (reason: string) => `Failed to export data: ${reason}`,
} as const;

/** Category names (their `name`, the key), each once; none means every category. */
export function exportEndpoint(categoryNames: readonly string[] = []): string {
  const names = [...new Set(categoryNames.map((name) => name.trim()).filter((name) => name !== ''))];
  const query = encodeQueryString([['categories', names.join(',')]]);
  return query ? `/vocabulary-admin/export?${query}` : '/vocabulary-admin/export';
}

export async function exportVocabulary(categoryNames?: readonly string[]): Promise<SavedFile> {
  const file: DownloadedFile = await api.download(exportEndpoint(categoryNames), { requiresAuth: true });
  return { blob: file.blob, fileName: file.fileName ?? DEFAULT_EXPORT_FILE_NAME };
}

/** An export changes nothing on the server, so nothing is invalidated; a mutation gives the pending and error states. */
export function useExportVocabularyMutation() {
  return useMutation({
    mutationFn: async (categoryNames?: readonly string[]) => {
      const file = await exportVocabulary(categoryNames);
      saveFile(file);
      return file;
    },
  });
}
