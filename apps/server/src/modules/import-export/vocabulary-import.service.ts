import type { ImportVocabularyResponse, VocabularyFile, VocabularyFileParse, VocabularyFileProblem } from '@slovo/shared';
import { ADMIN_VOCABULARY_MESSAGES, IMPORT_EXPORT_MESSAGES, categoryDisplayKey, wordPairKey } from '@slovo/shared';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { unpackPairs } from '../../heavy-work/judged-pairs';
import type { VocabularyFileRead } from '../../heavy-work/tasks';
import type { VocabularyWriteTransaction } from '../vocabulary';
import { findStoredHashes } from '../media';
import { lockSystemCategoryNames, runVocabularyWrite, suggestedAnnotationBatches } from '../vocabulary';
import { presentImportResult } from './import-export.presenter';
import type { NamedRow, NewSystemCategoryRow, NewTagRow, NewWordRow } from './vocabulary-import.repository';
import {
  findCategoriesByNames,
  findSystemDisplayKeys,
  findTagsByNames,
  insertSystemCategories,
  insertTags,
  insertWordRows,
  linkCategoryTags,
  listWordSides,
  lockCategories,
} from './vocabulary-import.repository';

/**
 * The JSON vocabulary import (admin only; the format is @slovo/shared's formats/vocabulary-json.ts).
 *
 * The whole file goes in ONE runVocabularyWrite transaction, so a failure anywhere (a
 * refused row, a crash, a killed process) leaves the database exactly as it was, and the
 * vocabulary cache is dropped once after the commit. It only adds: categories are matched by name
 * and an existing one keeps its owner and fields (only missing words and tag links are added);
 * new categories are system categories (no owner, shared with everyone); tags are matched by name,
 * created when missing. A pair a category already holds (ignoring case) is not added again, so
 * importing the same file twice changes nothing.
 */

const nowText = (context: ServiceContext) => context.clock.now().toISOString();

/** Words looked up and written per batch: small enough that the lookups of the next overlap the writing of this one. */
const WORDS_PER_BATCH = 1000;

type ParsedFile = Extract<VocabularyFileParse, { ok: true }>;

const byName = (rows: readonly NamedRow[]) => new Map(rows.map((row) => [row.name, row.id]));

/** Every tag the file names exists afterwards; returns name → id and how many were created. */
async function ensureTags(
  context: ServiceContext,
  trx: VocabularyWriteTransaction,
  file: VocabularyFile,
  actorId: number,
): Promise<{ ids: Map<string, number>; created: number }> {
  const defined = new Map(file.tags.map((tag) => [tag.name, tag]));
  const names = [...new Set([...defined.keys(), ...file.categories.flatMap((category) => category.tags)])];
  const ids = byName(await findTagsByNames(trx, names));
  // A tag a category names but the tags list does not define gets its name as display name.
  const missing: NewTagRow[] = names
    .filter((name) => !ids.has(name))
    .map((name) => defined.get(name) ?? { name, display_name: name, description: null, color: null, icon: null });
  const inserted = await insertTags(trx, missing, actorId, nowText(context));
  for (const row of inserted) ids.set(row.name, row.id);
  // Names another transaction created meanwhile (PostgreSQL) were skipped by the insert: read them.
  const late = missing.filter((tag) => !ids.has(tag.name)).map((tag) => tag.name);
  for (const row of await findTagsByNames(trx, late)) ids.set(row.name, row.id);
  return { ids, created: inserted.length };
}

/**
 * Every category of the file exists afterwards, except a new one whose display name another system
 * category already has (ignoring case and spacing, the rule of the admin editor): it is left out
 * and reported. Returns name → id and the ids this import created.
 */
async function ensureCategories(
  context: ServiceContext,
  trx: VocabularyWriteTransaction,
  parse: ParsedFile,
  problems: VocabularyFileProblem[],
): Promise<{ ids: Map<string, number>; createdIds: Set<number> }> {
  const { file, categoryPaths } = parse;
  await lockSystemCategoryNames(trx);
  const ids = byName(
    await findCategoriesByNames(
      trx,
      file.categories.map((category) => category.name),
    ),
  );
  const candidates = file.categories.flatMap((category, index) =>
    ids.has(category.name)
      ? []
      : [{ category, path: categoryPaths[index] as string, key: categoryDisplayKey(category.display_name) }],
  );
  const taken = new Map(
    (
      await findSystemDisplayKeys(
        trx,
        candidates.map((candidate) => candidate.key),
      )
    ).map((row) => [row.display_key, row.display_name]),
  );
  const missing: NewSystemCategoryRow[] = [];
  for (const { category, path, key } of candidates) {
    const clash = taken.get(key);
    if (clash !== undefined) {
      problems.push({ path, message: ADMIN_VOCABULARY_MESSAGES.duplicateSystemCategoryName(clash) });
      continue;
    }
    taken.set(key, category.display_name);
    missing.push({
      name: category.name,
      display_name: category.display_name,
      display_key: key,
      description: category.description,
      is_approved_list: category.is_approved_list,
    });
  }
  const inserted = await insertSystemCategories(trx, missing, nowText(context));
  for (const row of inserted) ids.set(row.name, row.id);
  // Names another transaction created meanwhile (PostgreSQL) were skipped by the insert: read them.
  const late = missing.filter((category) => !ids.has(category.name)).map((category) => category.name);
  for (const row of await findCategoriesByNames(trx, late)) ids.set(row.name, row.id);
  return { ids, createdIds: new Set(inserted.map((row) => row.id)) };
}

/** The file a worker thread read (heavy-work/tasks.ts), its words unpacked. */
function parsedFileOf(read: VocabularyFileRead): ParsedFile {
  const categories = read.categories.map((category) => ({
    ...category,
    // The facts travel packed with their sources (heavy-work/tasks.ts fileWordAnnotations).
    words: unpackPairs(category.words).map(({ english, russian, part_of_speech, annotations, media }) => ({
      english,
      russian,
      part_of_speech,
      ...annotations,
      ...media,
    })),
  }));
  return { ok: true, file: { tags: read.tags, categories }, problems: read.problems, categoryPaths: read.categoryPaths };
}

/**
 * POST /vocabulary-admin/import, once a worker thread has read the body (a body without a
 * categories array was refused there); bad entries are reported, not refused.
 */
export async function importVocabulary(context: ServiceContext, read: VocabularyFileRead): Promise<ImportVocabularyResponse> {
  const actor = requireActor(context);
  const parse = parsedFileOf(read);
  const { file } = parse;
  let problems: VocabularyFileProblem[] = [];

  const imported = await runVocabularyWrite(context.db, async (trx) => {
    problems = [...parse.problems]; // afresh on every attempt
    const tags = await ensureTags(context, trx, file, actor.id);
    const categories = await ensureCategories(context, trx, parse, problems);

    // Categories that existed before: lock them, then skip the pairs they already hold.
    const existingIds = [...categories.ids.values()].filter((id) => !categories.createdIds.has(id));
    await lockCategories(trx, existingIds);
    const held = new Set(
      (await listWordSides(trx, existingIds)).map(
        (word) => `${word.category_id}\u0000${wordPairKey(word.english, word.russian)}`,
      ),
    );

    const words: NewWordRow[] = [];
    const links: Array<{ category_id: number; tag_id: number }> = [];
    for (const category of file.categories) {
      const categoryId = categories.ids.get(category.name);
      if (categoryId === undefined) continue; // left out above
      for (const word of category.words) {
        if (held.has(`${categoryId}\u0000${wordPairKey(word.english, word.russian)}`)) continue;
        const { english, russian, part_of_speech, image, sound, ...annotations } = word;
        words.push({
          category_id: categoryId,
          english,
          russian,
          part_of_speech,
          annotations,
          image_hash: image,
          sound_hash: sound,
        });
      }
      for (const tag of category.tags) links.push({ category_id: categoryId, tag_id: tags.ids.get(tag) as number });
    }
    // A reference is restored when its file is stored here; the others are reported (issue 34).
    const stored = await findStoredHashes(
      trx,
      words.flatMap((word) => [word.image_hash ?? [], word.sound_hash ?? []].flat()),
    );
    let missing = 0;
    for (const word of words) {
      for (const column of ['image_hash', 'sound_hash'] as const) {
        const hash = word[column];
        if (hash === undefined || stored.has(hash)) continue;
        missing += 1;
        delete word[column];
      }
    }
    if (missing > 0) problems.push({ path: 'media', message: IMPORT_EXPORT_MESSAGES.mediaNotStored(missing) });
    // The system's earlier words lend their stress (the file's categories are the system's). Each
    // batch is written while the next is looked up in the dictionaries' thread.
    const now = nowText(context);
    for (const batch of await suggestedAnnotationBatches(trx, null, words, WORDS_PER_BATCH))
      await insertWordRows(trx, await batch, now);
    await linkCategoryTags(trx, links);
    return { categories: categories.createdIds.size, words: words.length, tags: tags.created };
  });
  return presentImportResult(imported, problems);
}
