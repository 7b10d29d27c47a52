import { SHARED_TEXT, messagesNow } from '@/i18n';
import { errorMessage } from '../api/failure-reason';

/**
 * The spec's import failure texts (§8): 'Failed to import data: {reason}', or 'Import failed' without
 * one, in the interface language of the moment.
 */
export function deckImportFailure(failure: unknown): string {
  const { IMPORT_EXPORT_MESSAGES } = messagesNow(SHARED_TEXT);
  const reason = errorMessage(failure);
  return reason ? IMPORT_EXPORT_MESSAGES.failedToImport(reason) : IMPORT_EXPORT_MESSAGES.importFailed;
}
