/**
 * `GET /vocabulary-admin/export[?categories=a,b]&format=json|csv|anki` (admin): the vocabulary as a
 * file, all categories or the named ones, in the JSON import format, Slovo's CSV or Anki's plain
 * text. Fetched through the request client (bearer token, refresh, timeout, its error texts), then
 * saved under the name the server gives it.
 */
import { useMutation } from '@tanstack/react-query';
import { CATEGORY_EXPORT_FILES, type CategoryExportFormat } from '@slovo/shared/limits/import-export';
import { api, encodeQueryString, type DownloadedFile } from '@/lib/api-client';
import { saveFile, type SavedFile } from '@/lib/save-file';

/** Used when the server names no file: "slovo-vocabulary.json" (.csv, .txt). */
export function defaultExportFileName(format: CategoryExportFormat = 'json'): string {
  return `slovo-vocabulary.${CATEGORY_EXPORT_FILES[format].extension}`;
}

/** Category names (their `name`, the key), each once; none means every category. The format is always named. */
export function exportEndpoint(categoryNames: readonly string[] = [], format: CategoryExportFormat = 'json'): string {
  const names = [...new Set(categoryNames.map((name) => name.trim()).filter((name) => name !== ''))];
  return `/vocabulary-admin/export?${encodeQueryString([
    ['categories', names.join(',')],
    ['format', format],
  ])}`;
}

export interface ExportVocabularyVariables {
  categoryNames?: readonly string[];
  format?: CategoryExportFormat;
}

export async function exportVocabulary({ categoryNames, format = 'json' }: ExportVocabularyVariables = {}): Promise<SavedFile> {
  const file: DownloadedFile = await api.download(exportEndpoint(categoryNames, format), { requiresAuth: true });
  return { blob: file.blob, fileName: file.fileName ?? defaultExportFileName(format) };
}

/** An export changes nothing on the server, so nothing is invalidated; a mutation gives the pending and error states. */
export function useExportVocabularyMutation() {
  return useMutation({
    mutationFn: async (variables: ExportVocabularyVariables) => {
      const file = await exportVocabulary(variables);
      saveFile(file);
      return file;
    },
  });
}
