import { IMPORT_EXPORT_MESSAGES } from '@slovo/shared/limits/import-export';
import { errorMessage } from '../api/failure-reason';

/** The spec's import failure texts (§8): 'Failed to import data: {reason}', or 'Import failed' without one. */
export function deckImportFailure(failure: unknown): string {
  const reason = errorMessage(failure);
  return reason ? IMPORT_EXPORT_MESSAGES.failedToImport(reason) : IMPORT_EXPORT_MESSAGES.importFailed;
}
