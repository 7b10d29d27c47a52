import type { MediaKind, VocabularyFileParse, VocabularyFileProblem, VocabularyFileTag, VocabularyFileWord } from '@slovo/shared';
import {
  ANNOTATION_FIELDS,
  ANKI_TEXT_LISTED_SKIPS,
  LEARNER_IMPORT_MESSAGES,
  ankiTextImportRequestSchema,
  isBareWord,
  parseVocabularyFile,
  textImportRequestSchema,
} from '@slovo/shared';
import type { AnnotationSource, WordAnnotations } from '@slovo/shared';
import type { AnkiDeckGroup, AnkiDeckNote } from '@slovo/shared/formats/anki-decks';
import { deckDisplayName, groupNotesByDeck } from '@slovo/shared/formats/anki-decks';
import { parseAnkiText } from '@slovo/shared/formats/anki-text';
import type { ApkgContents, ApkgExportDeck } from '@slovo/shared/formats/apkg/index';
import { ApkgError, readApkg, writeApkg } from '@slovo/shared/formats/apkg/index';
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import type { ZodType } from 'zod';
import { AppError } from '../app-error';
import { checkMedia, type CheckedMedia } from '../media-checks';
import { GENERIC_ERRORS } from '../plugins/errors';
import { badRequestText } from '../plugins/request-text';
import { parseJsonBody } from '../plugins/security';
import type { AcceptedPair, PackedJudgedPairs, PackedPairs } from './judged-pairs';
import { judgeWordPairs, packJudged, packPairs } from './judged-pairs';
import type { CheckedPackageFile } from './package-media';
import { checkPackageMedia } from './package-media';

/**
 * The work of reading an upload, run on a worker thread (pool.ts): parsing, checking and judging
 * every pair of a 10 MiB body or package takes seconds of CPU, which on the request thread made
 * every other request wait. Each task gets the raw bytes and gives back either what the write
 * needs or the refusal the request would have got: status and message, exactly as before.
 */

export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

const refused = (status: number, error: string): TaskOutcome<never> => ({ ok: false, status, error });

/** A JSON body parsed and checked as the app does every other one (security.ts, request-text.ts). */
function readJson(bytes: Uint8Array): TaskOutcome<unknown> {
  let body: unknown;
  try {
    body = parseJsonBody(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch (error) {
    if (error instanceof AppError) return refused(error.status, error.message);
    throw error;
  }
  const badText = badRequestText({ query: undefined, params: undefined, body });
  return badText === null ? { ok: true, value: body } : refused(400, badText);
}

/** readJson, then the route's schema, with the message the app's error handler would give. */
function readJsonBody<T>(bytes: Uint8Array, schema: ZodType<T>): TaskOutcome<T> {
  const json = readJson(bytes);
  if (!json.ok) return json;
  const parsed = schema.safeParse(json.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  if (typeof json.value !== 'object' || json.value === null) return refused(400, GENERIC_ERRORS.bodyNotObject);
  return refused(400, parsed.error.issues[0]?.message ?? GENERIC_ERRORS.invalidRequest);
}

/** Every fact a file brings is credited to the import (issue 32). */
const IMPORT_SOURCE: AnnotationSource = 'import';

/** POST /vocabulary/user/categories/{id}/import: the body's pairs, judged; their facts credited to the import. */
export function readPairsBody(bytes: Uint8Array): TaskOutcome<PackedJudgedPairs> {
  const body = readJsonBody(bytes, textImportRequestSchema);
  if (!body.ok) return body;
  return { ok: true, value: packJudged(judgeWordPairs(body.value.pairs, IMPORT_SOURCE)) };
}

/** One deck of an Anki import, judged: its category name, its pairs, its tags (lower-case → as written). */
export interface JudgedDeck {
  displayName: string;
  pairs: PackedJudgedPairs;
  /** How many notes the deck had, valid or not. */
  total: number;
  tags: Array<[string, string]>;
}

/** What both Anki imports hand to the write. */
export interface AnkiNotesRead {
  decks: JudgedDeck[];
  /** The reader's remarks: media left out, notes or lines skipped. */
  notices: string[];
  /** Notes in the source, the skipped ones included. */
  total: number;
  /** An .apkg's pictures and sounds as they will be stored (the pairs name them by hash); none for Anki text. */
  media: CheckedPackageFile[];
}

const judgeDeck = (group: AnkiDeckGroup): JudgedDeck => ({
  displayName: group.displayName,
  pairs: packJudged(judgeWordPairs(group.pairs, IMPORT_SOURCE)),
  total: group.pairs.length,
  tags: [...group.tags],
});

/** One notice per category a deck read the other way round (Russian on the front) goes into. */
const turnedDeckNotices = (turnedDecks: readonly (string | null)[]): string[] =>
  [...new Set(turnedDecks.map(deckDisplayName))].map(LEARNER_IMPORT_MESSAGES.deckTurned);

function readAnkiNotes(
  notes: readonly AnkiDeckNote[],
  notices: string[],
  total: number,
  turnedDecks: readonly (string | null)[],
): AnkiNotesRead {
  return {
    decks: groupNotesByDeck(notes).map(judgeDeck),
    notices: [...turnedDeckNotices(turnedDecks), ...notices],
    total,
    media: [],
  };
}

/** POST /vocabulary/user/import/anki-text: the body's Anki text, read and judged deck by deck. */
export function readAnkiTextBody(bytes: Uint8Array): TaskOutcome<AnkiNotesRead> {
  const body = readJsonBody(bytes, ankiTextImportRequestSchema);
  if (!body.ok) return body;
  const parse = parseAnkiText(body.value.text);
  // No note at all: the reader says why (no pairs found, too long, too many entries).
  if (parse.error !== null) return refused(400, parse.error);
  const skipped = parse.skipped.length;
  const quoted = parse.skipped.slice(0, ANKI_TEXT_LISTED_SKIPS).map((entry) => entry.message);
  const notices = skipped > 0 ? [LEARNER_IMPORT_MESSAGES.linesSkipped(skipped, quoted)] : [];
  return { ok: true, value: readAnkiNotes(parse.notes, notices, parse.notes.length + skipped, parse.turnedDecks) };
}

/** sql.js compiles its WebAssembly once per worker (about 50 ms); a failed start is tried again next time. */
let sqlJs: Promise<SqlJsStatic> | null = null;
function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= initSqlJs().catch((error: unknown) => {
    sqlJs = null;
    throw error;
  });
  return sqlJs;
}

/** The reader's skipped notes, one notice per reason. */
function skippedNoteNotices(contents: ApkgContents): string[] {
  const byReason = new Map<string, number>();
  for (const note of contents.skipped) byReason.set(note.reason, (byReason.get(note.reason) ?? 0) + 1);
  return [...byReason].map(([reason, count]) => LEARNER_IMPORT_MESSAGES.notesSkipped(count, reason));
}

/** POST /vocabulary/user/import/apkg: the package unpacked, read and judged deck by deck. */
export async function readApkgUpload(bytes: Uint8Array): Promise<TaskOutcome<AnkiNotesRead>> {
  let contents: ApkgContents;
  try {
    contents = await readApkg(bytes, loadSqlJs);
  } catch (error) {
    if (error instanceof ApkgError) return refused(400, error.message);
    throw error;
  }
  const media = await checkPackageMedia(contents);
  const notes = contents.notes.map((note, index) => ({ ...note, media: media.notes[index] }));
  const notices = [...contents.notices, ...media.notices, ...skippedNoteNotices(contents)];
  const read = readAnkiNotes(notes, notices, contents.notes.length + contents.skipped.length, contents.turnedDecks);
  return { ok: true, value: { ...read, media: media.files } };
}

/** The admin's JSON vocabulary file, read; the words of each category packed for the trip back. */
export interface VocabularyFileRead {
  tags: VocabularyFileTag[];
  categories: Array<
    Omit<Extract<VocabularyFileParse, { ok: true }>['file']['categories'][number], 'words'> & { words: PackedPairs }
  >;
  problems: VocabularyFileProblem[];
  categoryPaths: string[];
}

/**
 * A file word's facts with their sources: those the file names (the export writes them), the
 * import for the others.
 */
function fileWordAnnotations(word: VocabularyFileWord): WordAnnotations | undefined {
  const annotations: WordAnnotations = {};
  const sources: NonNullable<WordAnnotations['sources']> = {};
  for (const field of ANNOTATION_FIELDS) {
    if (word[field] === undefined) continue;
    (annotations as Record<string, unknown>)[field] = word[field];
    sources[field] = word.sources?.[field] ?? IMPORT_SOURCE;
  }
  return isBareWord(annotations) ? undefined : { ...annotations, sources };
}

const fileWordPair = (word: VocabularyFileWord, index: number): AcceptedPair => {
  const annotations = fileWordAnnotations(word);
  return {
    index,
    english: word.english,
    russian: word.russian,
    part_of_speech: word.part_of_speech,
    sentEnglish: word.english,
    sentRussian: word.russian,
    ...(annotations === undefined ? {} : { annotations }),
    ...(word.image === undefined && word.sound === undefined
      ? {}
      : {
          media: {
            ...(word.image === undefined ? {} : { image: word.image }),
            ...(word.sound === undefined ? {} : { sound: word.sound }),
          },
        }),
  };
};

/** POST /vocabulary-admin/import: the body, read as a vocabulary file (formats/vocabulary-json.ts). */
export function readVocabularyFileBody(bytes: Uint8Array): TaskOutcome<VocabularyFileRead> {
  const json = readJson(bytes);
  if (!json.ok) return json;
  const parse = parseVocabularyFile(json.value);
  if (!parse.ok) return refused(400, parse.error);
  const categories = parse.file.categories.map((category) => ({
    ...category,
    words: packPairs(category.words.map(fileWordPair)),
  }));
  return {
    ok: true,
    value: { tags: parse.file.tags, categories, problems: parse.problems, categoryPaths: parse.categoryPaths },
  };
}

/** GET …/export?format=apkg: the decks written as an Anki package (sql.js and zip: seconds for a large one). */
export async function writeApkgExport(decks: readonly ApkgExportDeck[]): Promise<Uint8Array> {
  return writeApkg(await loadSqlJs(), decks);
}

/** PUT …/words/{id}/image|sound: the upload checked and made anew (a sound's decoding and encoding take CPU). */
export async function checkMediaUpload({
  kind,
  bytes,
}: {
  kind: MediaKind;
  bytes: Uint8Array;
}): Promise<TaskOutcome<CheckedMedia>> {
  try {
    return { ok: true, value: await checkMedia(kind, bytes) };
  } catch (error) {
    if (error instanceof AppError) return refused(error.status, error.message);
    throw error;
  }
}

/** Every task a worker runs, by name (pool.ts sends the name and the bytes). */
export const TASKS = {
  readPairsBody,
  readAnkiTextBody,
  readApkgUpload,
  readVocabularyFileBody,
  writeApkgExport,
  checkMediaUpload,
};
export type TaskName = keyof typeof TASKS;
