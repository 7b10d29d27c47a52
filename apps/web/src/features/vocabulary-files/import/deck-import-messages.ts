import { messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { errorMessage } from '@/features/vocabulary';

/**
 * The spec's import failure texts (§8): 'Failed to import data: {reason}', or 'Import failed' without
 * one, in the interface language of the moment.
 */
export function deckImportFailure(failure: unknown): string {
  const IMPORT_EXPORT_MESSAGES = messagesNow(SHARED_TEXT.IMPORT_EXPORT_MESSAGES);
  const reason = errorMessage(failure);
  return reason ? IMPORT_EXPORT_MESSAGES.failedToImport(reason) : IMPORT_EXPORT_MESSAGES.importFailed;
}
