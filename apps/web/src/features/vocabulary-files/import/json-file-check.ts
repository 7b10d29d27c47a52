/**
 * The admin's JSON file, checked before anything is sent with the same parser the server uses
 * (formats/vocabulary-json.ts, zod-free), so the preview shows what the server will take and each
 * entry it will leave out.
 */
import { listVocabularyFileProblems, parseVocabularyFile, summarizeVocabularyFile } from '@slovo/shared/formats/vocabulary-json';
import { IMPORT_EXPORT_MESSAGES, IMPORT_MAX_BYTES } from '@slovo/shared/limits/import-export';
import { messagesNow } from '@/i18n';
import { FILE_MESSAGES, readUtf8File } from './file-text';
import { JSON_IMPORT_TEXT } from './json-import.i18n';

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
    text = await readUtf8File(file);
  } catch {
    return { ok: false, error: messagesNow(JSON_IMPORT_TEXT).file.unreadable };
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, error: messagesNow(FILE_MESSAGES).empty };
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
