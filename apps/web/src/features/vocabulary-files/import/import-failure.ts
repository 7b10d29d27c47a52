import type { ImportVocabularyResponse } from '@slovo/shared';
import { errorMessage } from '@/features/vocabulary-editor';
import { messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ApiError } from '@/lib/api-client';

/**
 * Every import's failure text (spec §8): 'Failed to import data: {reason}', or 'Import failed' when
 * there is no reason to give (an answer of an unexpected shape). The reason is the server's own
 * text when it sent one ('Import file is too large: the limit is 10 MiB'), else the request
 * client's ('Request timeout'), translated when it is a shared message; the whole in the interface
 * language of the moment.
 */
export function importFailureMessage(failure: unknown): string {
  const IMPORT_EXPORT_MESSAGES = messagesNow(SHARED_TEXT.IMPORT_EXPORT_MESSAGES);
  const reason = errorMessage(failure);
  return reason ? IMPORT_EXPORT_MESSAGES.failedToImport(reason) : IMPORT_EXPORT_MESSAGES.importFailed;
}

/** The admin's JSON import says so when there is no session at all: 'Please log in to import data'. */
export function jsonImportFailureMessage(failure: unknown): string {
  const noSession =
    failure instanceof ApiError && failure.kind === 'auth' && failure.message === messagesNow(SHARED_TEXT.MESSAGES).clientNoToken;
  return noSession ? messagesNow(SHARED_TEXT.IMPORT_EXPORT_MESSAGES).loginToImport : importFailureMessage(failure);
}

/** An answer that says the JSON import did not run (success false): its error is the reason. */
export function refusedImportMessage(result: Pick<ImportVocabularyResponse, 'error'>): string {
  return importFailureMessage(result.error);
}
