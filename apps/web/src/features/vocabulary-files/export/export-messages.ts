import type { CategoryExportFormat } from '@slovo/shared/limits/import-export';
import { ApiError } from '@/lib/api-client';

/** The export's toasts (shared by the learner's and the admin's toolbars). */
export const EXPORT_MESSAGES = {
  exported: (fileName: string) => `Exported ${fileName}`,
  exportFailed: 'Failed to export data',
  failedToExport: (reason: string) => `Failed to export data: ${reason}`,
} as const;

/** 'Failed to export data: {reason}', the server's text when it sent one. */
export function exportFailureMessage(failure: unknown): string {
  if (failure instanceof ApiError && failure.kind !== 'validation') {
    return EXPORT_MESSAGES.failedToExport(failure.serverMessage ?? failure.message);
  }
  return failure instanceof Error && failure.message
    ? EXPORT_MESSAGES.failedToExport(failure.message)
    : EXPORT_MESSAGES.exportFailed;
}

/** One entry of an export menu: the format sent to the server, its name, and a line on what it is for. */
export interface ExportFormatOption<F extends string = string> {
  id: F;
  label: string;
  hint?: string;
}

/** How each download format is named in the menus. */
export const EXPORT_FORMAT_OPTIONS: Readonly<Record<CategoryExportFormat, ExportFormatOption<CategoryExportFormat>>> = {
  csv: { id: 'csv', label: 'CSV (spreadsheet)', hint: 'Opens in Excel, LibreOffice or Google Sheets' },
  anki: { id: 'anki', label: 'Anki (text file)', hint: 'Notes in plain text, for Anki’s File › Import' },
  json: { id: 'json', label: 'JSON (Slovo import format)', hint: 'Every field, in the file format Slovo imports' },
};

/** The menu's entries in the given order (by default CSV, Anki, JSON). */
export function exportFormatOptions(
  order: readonly CategoryExportFormat[] = ['csv', 'anki', 'json'],
): ExportFormatOption<CategoryExportFormat>[] {
  return order.map((format) => EXPORT_FORMAT_OPTIONS[format]);
}
