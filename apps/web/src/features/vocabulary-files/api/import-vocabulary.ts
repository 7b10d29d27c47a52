/**
 * `POST /vocabulary-admin/import` (admin): the body is the file's JSON, the answer
 * {success, imported: {categories, words, tags}, errors, error}. Before sending, the Import dialog
 * reads the file here with the same parser the server uses (formats/vocabulary-json.ts, zod-free),
 * so its preview shows what the server will take and each entry it will leave out.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportVocabularyResponse } from '@slovo/shared';
import { listVocabularyFileProblems, parseVocabularyFile, summarizeVocabularyFile } from '@slovo/shared/formats/vocabulary-json';
import { IMPORT_EXPORT_MESSAGES, IMPORT_MAX_BYTES } from '@slovo/shared/limits/import-export';
import { localizeServerText, messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ApiError, api } from '@/lib/api-client';
import { arrayOf, expectShape, isBoolean, isCount, isString, objectOf, type Check } from '@/lib/response-shape';
import { tagKeys } from '@/features/tags';
import { invalidateVocabularyQueries } from '@/features/vocabulary';
import { JSON_IMPORT_TEXT } from '../import/json-import.i18n';

export type ImportResult = ImportVocabularyResponse;

/** Problems listed in the preview; the rest are counted in one last line. */
export const PREVIEW_MAX_PROBLEMS = 200;

export interface ImportFileSummary {
  categories: number;
  words: number;
  tags: number;
  /** Entries the import will leave out. */
  problems: number;
}

export type ImportFileCheck =
  | {
      ok: true;
      /** The file's JSON, sent as it is: the server parses it again. */
      data: unknown;
      summary: ImportFileSummary;
      /** "categories[3].words[12]: english is empty", at most PREVIEW_MAX_PROBLEMS and a count of the rest. */
      problems: string[];
    }
  | { ok: false; error: string };

/** Only .json files (spec §5), whatever type the system gives them (often none). */
export const isJsonFileName = (name: string): boolean => /\.json$/i.test(name.trim());

/** The file as UTF-8 text: Blob.text() (measured faster on a 9 MB file), else FileReader (older Safari, jsdom). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

/**
 * Checks a chosen file before anything is sent: a .json name, at most 10 MiB (the server's limit,
 * 413 above), readable JSON with a categories array. Then what it holds and what is wrong with it.
 * The shared rules' texts stay in English here (the dialog shows them through localizeServerText);
 * this module's own are in the interface language of the moment.
 */
export async function readImportFile(file: File): Promise<ImportFileCheck> {
  if (!isJsonFileName(file.name)) return { ok: false, error: IMPORT_EXPORT_MESSAGES.selectJsonFile };
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, error: IMPORT_EXPORT_MESSAGES.bodyTooLarge };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, error: messagesNow(JSON_IMPORT_TEXT).file.unreadable };
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, error: messagesNow(JSON_IMPORT_TEXT).file.empty };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, error: messagesNow(JSON_IMPORT_TEXT).file.notJson(detail) };
  }
  const parse = parseVocabularyFile(data);
  if (!parse.ok) return { ok: false, error: parse.error };
  return {
    ok: true,
    data,
    summary: summarizeVocabularyFile(parse),
    problems: listVocabularyFileProblems(parse.problems, PREVIEW_MAX_PROBLEMS),
  };
}

const optionalText: Check = (value) => value === undefined || value === null || isString(value);

const IMPORT_ANSWER = {
  success: isBoolean,
  imported: objectOf({ categories: isCount, words: isCount, tags: isCount }),
  errors: arrayOf(isString),
  error: optionalText,
};

export async function importVocabulary(data: unknown): Promise<ImportResult> {
  const answer = await api.post<unknown>('/vocabulary-admin/import', data, { requiresAuth: true });
  const result = expectShape<ImportResult>(answer, IMPORT_ANSWER);
  return { ...result, error: result.error ?? null };
}

/**
 * 'Failed to import data: {reason}', or 'Import failed' when there is no reason to give (an
 * answer of an unexpected shape, success false without an error). The reason is the server's own
 * text when it sent one ('Import file is too large: the limit is 10 MiB'), else the request
 * client's ('Request timeout'); no session at all is the spec's 'Please log in to import data'.
 * In the interface language, the server's reason too where the shared texts know it.
 */
export function importFailureMessage(failure: unknown): string {
  const M = messagesNow(SHARED_TEXT.IMPORT_EXPORT_MESSAGES);
  if (failure instanceof ApiError) {
    if (failure.kind === 'validation') return M.importFailed;
    if (failure.kind === 'auth' && failure.message === messagesNow(SHARED_TEXT.MESSAGES).clientNoToken) return M.loginToImport;
    const reason = failure.serverMessage ?? failure.message;
    return reason ? M.failedToImport(localizeServerText(reason)) : M.importFailed;
  }
  if (failure instanceof Error && failure.message) return M.failedToImport(localizeServerText(failure.message));
  return M.importFailed;
}

/** The message of an answer that says the import did not run (success false). */
export function refusedImportMessage(result: ImportResult): string {
  const M = messagesNow(SHARED_TEXT.IMPORT_EXPORT_MESSAGES);
  return result.error ? M.failedToImport(localizeServerText(result.error)) : M.importFailed;
}

/**
 * The import runs in one transaction on the server: either everything valid was added or nothing
 * was. After a run every vocabulary answer and the tags' usage counts may be stale (the file brings
 * categories, words and tags), as after any write of the admin editor.
 */
export function useImportVocabularyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importVocabulary,
    onSuccess: async (result) => {
      if (result.success) {
        await Promise.all([invalidateVocabularyQueries(client), client.invalidateQueries({ queryKey: tagKeys.all })]);
      }
    },
  });
}
