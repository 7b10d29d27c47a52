import type { ApkgImportCategory, ApkgImportResponse, PartOfSpeech } from '@slovo/shared';
import {
  ANKI_TEXT_LISTED_SKIPS,
  APKG_IMPORT_FALLBACK_DECK,
  APKG_IMPORT_MAX_DECKS,
  CATEGORY_DISPLAY_NAME_MAX_LENGTH,
  DEFAULT_PART_OF_SPEECH,
  LEARNER_IMPORT_MESSAGES,
  categoryDisplayKey,
  categoryNameError,
  normalizeCategoryName,
  partitionWordPairs,
} from '@slovo/shared';
import { parseAnkiText } from '@slovo/shared/formats/anki-text';
import type { ApkgContents } from '@slovo/shared/formats/apkg/index';
import { ApkgError, readApkg } from '@slovo/shared/formats/apkg/index';
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import { badRequest } from '../../app-error';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { runVocabularyWrite } from '../vocabulary';
import { findTagsByNames, linkCategoryTags } from './my-vocabulary.repository';
import { addPairsToCategory, lockOwnVocabulary, ownCategoryNamed } from './my-vocabulary.service';

/**
 * POST /vocabulary/user/import/apkg and /import/anki-text: an Anki package, or an Anki text file,
 * into the caller's own categories. Each deck
 * becomes one private category of the caller's (their category of that name when they have one),
 * the notes' first two fields its word pairs, judged by the same word rules as every other import;
 * Anki tags become the category's tags only where a tag of that name exists and the caller may
 * attach it (tags are not created here). The whole file goes in one transaction: a file refused
 * anywhere, or a failure part-way, writes nothing.
 */

/** An import that lost a race for a category name (a clash of random suffixes) starts again (see freeCategoryName). */
const MAX_IMPORT_ATTEMPTS = 5;

/**
 * sql.js compiles its WebAssembly once per process (about 50 ms): the first import starts it and
 * every later one reuses it. A failed start is forgotten, so the next import tries again.
 */
let sqlJs: Promise<SqlJsStatic> | null = null;
function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= initSqlJs().catch((error: unknown) => {
    sqlJs = null;
    throw error;
  });
  return sqlJs;
}

/** The package, read; a refused one is a 400 with the reader's own sentence. */
async function readPackage(bytes: Uint8Array): Promise<ApkgContents> {
  try {
    return await readApkg(bytes, loadSqlJs);
  } catch (error) {
    if (error instanceof ApkgError) throw badRequest(error.message);
    throw error;
  }
}

/** `text` cut (by whole characters) until it is a valid display name; null when nothing valid is left. */
function validPrefix(text: string): string | null {
  const characters = Array.from(normalizeCategoryName(text.replace(/\p{Cc}+/gu, ' ')));
  while (characters.length > 0 && normalizeCategoryName(characters.join('')).length > CATEGORY_DISPLAY_NAME_MAX_LENGTH) {
    characters.pop();
  }
  const name = normalizeCategoryName(characters.join(''));
  return categoryNameError(name) === null ? name : null;
}

/**
 * A deck's category name: the full deck name ("Languages::Russian") when it is a valid category
 * name, else its last part ("Russian"), cut to the length limit if need be.
 */
export function deckDisplayName(deck: string | null): string {
  if (deck === null) return APKG_IMPORT_FALLBACK_DECK;
  if (categoryNameError(deck) === null) return normalizeCategoryName(deck);
  const last = deck.split('::').pop() ?? '';
  return validPrefix(last) ?? validPrefix(deck) ?? APKG_IMPORT_FALLBACK_DECK;
}

interface SentPair {
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
}

/** The notes of the decks that share one category name. */
interface DeckGroup {
  displayName: string;
  pairs: SentPair[];
  /** Anki tag (lower-case) → as written in the package. */
  tags: Map<string, string>;
}

/** What both Anki imports hand to the write: the notes with their decks and tags, and remarks. */
interface AnkiNotes {
  notes: readonly { english: string; russian: string; deck: string | null; tags: readonly string[] }[];
  /** The reader's remarks: media left out, notes or lines skipped. */
  notices: string[];
  /** Notes in the source, the skipped ones included. */
  total: number;
}

function groupByCategory(notes: AnkiNotes['notes']): DeckGroup[] {
  const groups = new Map<string, DeckGroup>();
  for (const note of notes) {
    const displayName = deckDisplayName(note.deck);
    const key = categoryDisplayKey(displayName);
    let group = groups.get(key);
    if (!group) {
      group = { displayName, pairs: [], tags: new Map() };
      groups.set(key, group);
    }
    group.pairs.push({ english: note.english, russian: note.russian, part_of_speech: DEFAULT_PART_OF_SPEECH });
    for (const tag of note.tags) if (!group.tags.has(tag.toLowerCase())) group.tags.set(tag.toLowerCase(), tag);
  }
  return [...groups.values()];
}

/** The reader's skipped notes, one notice per reason. */
function skippedNoteNotices(contents: ApkgContents): string[] {
  const byReason = new Map<string, number>();
  for (const note of contents.skipped) byReason.set(note.reason, (byReason.get(note.reason) ?? 0) + 1);
  return [...byReason].map(([reason, count]) => LEARNER_IMPORT_MESSAGES.notesSkipped(count, reason));
}

export async function importApkg(context: ServiceContext, bytes: Uint8Array): Promise<ApkgImportResponse> {
  requireActor(context);
  const contents = await readPackage(bytes);
  return importAnkiNotes(context, {
    notes: contents.notes,
    notices: [...contents.notices, ...skippedNoteNotices(contents)],
    total: contents.notes.length + contents.skipped.length,
  });
}

/**
 * POST /vocabulary/user/import/anki-text: an Anki "Notes in Plain Text" file, read by the shared
 * reader (formats/anki-text.ts), imported deck by deck exactly as a package's notes are.
 */
export async function importAnkiText(context: ServiceContext, text: string): Promise<ApkgImportResponse> {
  requireActor(context);
  const parse = parseAnkiText(text);
  // No note at all: the reader says why (no pairs found, too long, too many entries).
  if (parse.error !== null) throw badRequest(parse.error);
  const skipped = parse.skipped.length;
  const quoted = parse.skipped.slice(0, ANKI_TEXT_LISTED_SKIPS).map((entry) => entry.message);
  return importAnkiNotes(context, {
    notes: parse.notes,
    notices: skipped > 0 ? [LEARNER_IMPORT_MESSAGES.linesSkipped(skipped, quoted)] : [],
    total: parse.notes.length + skipped,
  });
}

/** Each deck into one of the caller's private categories, tags attached where allowed; one transaction. */
async function importAnkiNotes(context: ServiceContext, contents: AnkiNotes): Promise<ApkgImportResponse> {
  const actor = requireActor(context);
  const groups = groupByCategory(contents.notes);
  if (groups.length > APKG_IMPORT_MAX_DECKS) throw badRequest(LEARNER_IMPORT_MESSAGES.apkgTooManyDecks);

  // Decks without one valid pair create no category.
  const notices = [...contents.notices];
  const usable = groups.filter((group) => {
    if (partitionWordPairs(group.pairs).accepted.length > 0) return true;
    notices.push(LEARNER_IMPORT_MESSAGES.deckWithoutPairs(group.displayName));
    return false;
  });
  if (usable.length === 0) throw badRequest(LEARNER_IMPORT_MESSAGES.apkgNoPairs);

  const isAdmin = actor.role === 'admin';
  const attempt = async (attemptNumber: number) =>
    runVocabularyWrite(context.db, async (trx) => {
      await lockOwnVocabulary(context, trx);
      const tagNames = usable.flatMap((group) => [...group.tags.keys()]);
      // A tag the caller may not attach reads like a missing one: its existence is not confirmed.
      const tagIds = new Map(
        (await findTagsByNames(trx, tagNames))
          .filter((tag) => isAdmin || tag.is_public)
          .map((tag) => [tag.name.toLowerCase(), tag.id]),
      );
      const categories: ApkgImportCategory[] = [];
      const tagsNotAdded = new Set<string>();
      for (const group of usable) {
        const { category, created } = await ownCategoryNamed(context, trx, group.displayName, attemptNumber);
        const added = await addPairsToCategory(context, trx, category, group.pairs);
        const ids: number[] = [];
        for (const [lower, written] of group.tags) {
          const id = tagIds.get(lower);
          if (id === undefined) tagsNotAdded.add(written);
          else ids.push(id);
        }
        await linkCategoryTags(trx, category.id, ids);
        categories.push({
          categoryId: category.id,
          name: category.display_name,
          created,
          added: added.words.length,
          skipped: added.skipped.length,
        });
      }
      return { categories, tagsNotAdded: [...tagsNotAdded] };
    });

  let result: Awaited<ReturnType<typeof attempt>>;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      result = await attempt(attemptNumber);
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attemptNumber >= MAX_IMPORT_ATTEMPTS) throw error;
    }
  }

  if (result.tagsNotAdded.length > 0) notices.push(LEARNER_IMPORT_MESSAGES.tagsNotAdded(result.tagsNotAdded));
  const notes = contents.total;
  const added = result.categories.reduce((sum, category) => sum + category.added, 0);
  return {
    message:
      added > 0
        ? LEARNER_IMPORT_MESSAGES.apkgImported(added, result.categories.filter((category) => category.added > 0).length)
        : LEARNER_IMPORT_MESSAGES.apkgNothingAdded,
    categories: result.categories,
    notices,
    totals: { notes, added, skipped: notes - added },
  };
}
