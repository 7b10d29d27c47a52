/**
 * `GET /vocabulary/user/categories/{id}/export?format=csv|anki|json` (the owner, or an admin): one
 * category as a download. Fetched through the request client (bearer token, refresh, timeout, its
 * error texts), then saved under the name the server gives it ("<name>-YYYY-MM-DD.<csv|txt|json>").
 */
import { useMutation } from '@tanstack/react-query';
import { CATEGORY_EXPORT_FILES, type CategoryExportFormat } from '@slovo/shared/limits/import-export';
import { api, encodePathSegment, encodeQueryString, type DownloadedFile } from '@/lib/api-client';
import { saveFile, type SavedFile } from '@/lib/save-file';

/** Used when the server names no file: "slovo-category-12.csv". */
export function fallbackCategoryExportFileName(categoryId: number, format: CategoryExportFormat): string {
  return `slovo-category-${categoryId}.${CATEGORY_EXPORT_FILES[format].extension}`;
}

export function categoryExportEndpoint(categoryId: number, format: CategoryExportFormat): string {
  return `/vocabulary/user/categories/${encodePathSegment(categoryId)}/export?${encodeQueryString([['format', format]])}`;
}

export async function exportCategory(categoryId: number, format: CategoryExportFormat): Promise<SavedFile> {
  const file: DownloadedFile = await api.download(categoryExportEndpoint(categoryId, format), { requiresAuth: true });
  return { blob: file.blob, fileName: file.fileName ?? fallbackCategoryExportFileName(categoryId, format) };
}

export interface ExportCategoryVariables {
  categoryId: number;
  format: CategoryExportFormat;
}

/** An export changes nothing on the server, so nothing is invalidated; a mutation gives the pending and error states. */
export function useExportCategoryMutation() {
  return useMutation({
    mutationFn: async ({ categoryId, format }: ExportCategoryVariables) => {
      const file = await exportCategory(categoryId, format);
      saveFile(file);
      return file;
    },
  });
}
