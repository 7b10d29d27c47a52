import type { CategoryExportFormat } from '@slovo/shared/limits/import-export';
import { localizeServerText, messagesNow } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { EXPORT_MESSAGES } from './export.i18n';

export { EXPORT_MESSAGES };

/** 'Exported {file}' in the interface language of the moment (for a toast). */
export function exportedMessage(fileName: string): string {
  return messagesNow(EXPORT_MESSAGES).exported(fileName);
}

/**
 * 'Failed to export data: {reason}', the server's text when it sent one (translated when it is a
 * shared message), in the interface language of the moment.
 */
export function exportFailureMessage(failure: unknown): string {
  const t = messagesNow(EXPORT_MESSAGES);
  if (failure instanceof ApiError && failure.kind !== 'validation') {
    return t.failedToExport(localizeServerText(failure.serverMessage ?? failure.message));
  }
  return failure instanceof Error && failure.message ? t.failedToExport(localizeServerText(failure.message)) : t.exportFailed;
}

/** One entry of an export menu: the format sent to the server, its name, and a line on what it is for. */
export interface ExportFormatOption<F extends string = string> {
  id: F;
  label: string;
  hint?: string;
}

/**
 * How a download format is named in the menus. The name and hint are read when shown, so an entry
 * made once (at module load) still follows the interface language; the menu re-renders on a switch.
 */
function formatOption(format: CategoryExportFormat): ExportFormatOption<CategoryExportFormat> {
  return {
    id: format,
    get label() {
      return messagesNow(EXPORT_MESSAGES).formats[format].label;
    },
    get hint() {
      return messagesNow(EXPORT_MESSAGES).formats[format].hint;
    },
  };
}

/** The menu's entries in the given order (by default CSV, Anki text, the Anki package, JSON). */
export function exportFormatOptions(
  order: readonly CategoryExportFormat[] = ['csv', 'anki', 'apkg', 'json'],
): ExportFormatOption<CategoryExportFormat>[] {
  return order.map(formatOption);
}
