import type {
  CategoryExportFormat,
  ImportVocabularyResponse,
  VocabularyFile,
  VocabularyFileParse,
  VocabularyFileProblem,
} from '@slovo/shared';
import {
  ADMIN_VOCABULARY_MESSAGES,
  CATEGORY_EXPORT_FILES,
  IMPORT_EXPORT_MESSAGES,
  VocabularyJsonWriter,
  categoryDisplayKey,
  wordPairKey,
} from '@slovo/shared';
import { writeAnkiText } from '@slovo/shared/formats/anki-text';
import { vocabularyCsvHeader } from '@slovo/shared/formats/vocabulary-csv';
import { notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import type { DbExecutor } from '../../db/transaction';
import { unpackPairs } from '../../heavy-work/judged-pairs';
import type { VocabularyFileRead } from '../../heavy-work/tasks';
import type { VocabularyWriteTransaction } from '../vocabulary';
import { lockSystemCategoryNames, runVocabularyWrite } from '../vocabulary';
import {
  exportFileName,
  presentCsvLines,
  presentExportCategory,
  presentExportTag,
  presentExportWord,
  presentImportResult,
} from './import-export.presenter';
import type {
  ExportCategoryRow,
  ExportWordRow,
  NamedRow,
  NewSystemCategoryRow,
  NewTagRow,
  NewWordRow,
} from './import-export.repository';
import {
  findCategoriesByNames,
  findSystemDisplayKeys,
  findTagsByNames,
  insertSystemCategories,
  insertTags,
  insertWordRows,
  linkCategoryTags,
  listExportTags,
  listTagNamesOfCategories,
  listWordSides,
  lockCategories,
  pageExportCategories,
  pageExportWords,
} from './import-export.repository';

/**
 * The JSON vocabulary import and export (admin only; the format is @slovo/shared's
 * formats/vocabulary-json.ts).
 *
 * Import: the whole file goes in ONE runVocabularyWrite transaction, so a failure anywhere (a
 * refused row, a crash, a killed process) leaves the database exactly as it was, and the
 * vocabulary cache is dropped once after the commit. It only adds: categories are matched by name
 * and an existing one keeps its owner and fields (only missing words and tag links are added);
 * new categories are system categories (no owner, shared with everyone); tags are matched by name,
 * created when missing. A pair a category already holds (ignoring case) is not added again, so
 * importing the same file twice changes nothing.
 */

const nowText = (context: ServiceContext) => context.clock.now().toISOString();

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
    words: unpackPairs(category.words).map(({ english, russian, part_of_speech }) => ({ english, russian, part_of_speech })),
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
        words.push({ category_id: categoryId, ...word });
      }
      for (const tag of category.tags) links.push({ category_id: categoryId, tag_id: tags.ids.get(tag) as number });
    }
    await insertWordRows(trx, words, nowText(context));
    await linkCategoryTags(trx, links);
    return { categories: categories.createdIds.size, words: words.length, tags: tags.created };
  });
  return presentImportResult(imported, problems);
}

// ---- Export -----------------------------------------------------------------------------------

/** Categories per page of the export, and words per page (what is held in memory at a time). */
const EXPORT_CATEGORY_PAGE = 200;
const EXPORT_WORD_PAGE = 5000;

/** Lets the event loop run: other requests, timers, the socket's writes. */
const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The file's text piece by piece, read from the database in pages (categories by id, their words
 * by keyset on (category, id)), so even the whole 500,000-word vocabulary is never held at once.
 * Pages are separate reads: a write committed during a long export may show in the later pages.
 *
 * Each page waits for a turn of the event loop first. SQLite answers synchronously, so without it
 * the whole export (500,000 words: seconds) ran as one chain of promise callbacks, and every other
 * request waited for its end (measured: the bench's memory sampler, a 5 ms timer, fired 3 times in
 * a 4.8-second export).
 */
export async function* exportChunks(db: DbExecutor, onlyIds: readonly number[] | null): AsyncGenerator<string> {
  const writer = new VocabularyJsonWriter();
  yield writer.start((await listExportTags(db, onlyIds)).map(presentExportTag));
  for (let afterId = 0; ;) {
    const page = await pageExportCategories(db, afterId, EXPORT_CATEGORY_PAGE, onlyIds);
    if (page.length === 0) break;
    afterId = (page[page.length - 1] as (typeof page)[number]).id;
    const pageIds = page.map((category) => category.id);
    const tagNames = new Map<number, string[]>(pageIds.map((id) => [id, []]));
    for (const link of await listTagNamesOfCategories(db, pageIds)) tagNames.get(link.category_id)?.push(link.name);

    // Categories and words both come in id order: open each category before its first word.
    let opened = 0;
    const openThrough = (categoryId: number | null): string => {
      let text = '';
      while (opened < page.length) {
        const next = page[opened] as (typeof page)[number];
        if (categoryId !== null && next.id > categoryId) break;
        text += writer.category(presentExportCategory(next, tagNames.get(next.id) ?? []));
        opened += 1;
        if (next.id === categoryId) break;
      }
      return text;
    };
    let currentCategory = 0;
    for (let after: { categoryId: number; id: number } | null = null; ;) {
      await turnOfTheEventLoop();
      const words = await pageExportWords(db, pageIds, after, EXPORT_WORD_PAGE);
      let text = '';
      for (const word of words) {
        if (word.category_id !== currentCategory) {
          text += openThrough(word.category_id);
          currentCategory = word.category_id;
        }
        text += writer.words([presentExportWord(word)]);
      }
      if (text !== '') yield text;
      if (words.length < EXPORT_WORD_PAGE) break;
      const last = words[words.length - 1] as (typeof words)[number];
      after = { categoryId: last.category_id, id: last.id };
    }
    const rest = openThrough(null);
    if (rest !== '') yield rest;
  }
  yield writer.end();
}

/** One category's words, a page at a time, with the category and its tag names. */
interface CategoryWords {
  category: ExportCategoryRow;
  tags: string[];
  words: ExportWordRow[];
}

/**
 * The words of every category (or only `onlyIds`) as runs of one category each, read the way
 * exportChunks reads them (categories by id, their words by keyset, a turn of the event loop per
 * page). Categories without words yield nothing: the text formats have no line for them.
 */
export async function* exportWordRuns(db: DbExecutor, onlyIds: readonly number[] | null): AsyncGenerator<CategoryWords> {
  for (let afterId = 0; ;) {
    const page = await pageExportCategories(db, afterId, EXPORT_CATEGORY_PAGE, onlyIds);
    if (page.length === 0) return;
    afterId = (page[page.length - 1] as (typeof page)[number]).id;
    const pageIds = page.map((category) => category.id);
    const byId = new Map(page.map((category) => [category.id, category]));
    const tagNames = new Map<number, string[]>(pageIds.map((id) => [id, []]));
    for (const link of await listTagNamesOfCategories(db, pageIds)) tagNames.get(link.category_id)?.push(link.name);
    for (let after: { categoryId: number; id: number } | null = null; ;) {
      await turnOfTheEventLoop();
      const words = await pageExportWords(db, pageIds, after, EXPORT_WORD_PAGE);
      let run: ExportWordRow[] = [];
      const flush = (): CategoryWords | null => {
        const first = run[0];
        if (!first) return null;
        const result = {
          category: byId.get(first.category_id) as ExportCategoryRow,
          tags: tagNames.get(first.category_id) ?? [],
          words: run,
        };
        run = [];
        return result;
      };
      for (const word of words) {
        if (run.length > 0 && (run[0] as ExportWordRow).category_id !== word.category_id) {
          const done = flush();
          if (done) yield done;
        }
        run.push(word);
      }
      const last = flush();
      if (last) yield last;
      if (words.length < EXPORT_WORD_PAGE) break;
      const final = words[words.length - 1] as ExportWordRow;
      after = { categoryId: final.category_id, id: final.id };
    }
  }
}

/** Slovo's CSV: one row per word, with its category's display name and tags. */
export async function* csvExportChunks(db: DbExecutor, onlyIds: readonly number[] | null): AsyncGenerator<string> {
  yield vocabularyCsvHeader({ bom: true });
  for await (const { category, tags, words } of exportWordRuns(db, onlyIds)) {
    yield presentCsvLines(words, category.display_name, tags);
  }
}

/**
 * Anki text with a deck column (several decks). writeAnkiText with two decks writes its header
 * lines, then one line per note with the deck last: the header alone is the file of two empty
 * decks, and each run's lines are what follows that header.
 */
async function* ankiExportChunks(db: DbExecutor, onlyIds: readonly number[] | null): AsyncGenerator<string> {
  const empty = { name: '', notes: [] };
  const header = writeAnkiText([empty, empty]);
  yield header;
  for await (const { category, tags, words } of exportWordRuns(db, onlyIds)) {
    const notes = words.map((word) => ({ guidSource: `slovo:${word.id}`, english: word.english, russian: word.russian, tags }));
    yield writeAnkiText([{ name: category.display_name, notes }, empty]).slice(header.length);
  }
}

/**
 * GET /vocabulary-admin/export: the chosen categories (by name; null = all) as a file in the import
 * format (or CSV, or Anki text), with its download name and content type. 404 naming every
 * unknown category, checked before anything is sent.
 */
export async function exportVocabulary(
  context: ServiceContext,
  names: readonly string[] | null,
  format: CategoryExportFormat = 'json',
): Promise<{ fileName: string; contentType: string; chunks: AsyncGenerator<string> }> {
  requireActor(context);
  let onlyIds: number[] | null = null;
  if (names !== null) {
    const found = byName(await findCategoriesByNames(context.db, names));
    const unknown = names.filter((name) => !found.has(name));
    if (unknown.length > 0) throw notFound(IMPORT_EXPORT_MESSAGES.exportCategoryNotFound(unknown));
    onlyIds = [...found.values()];
  }
  const { extension, contentType } = CATEGORY_EXPORT_FILES[format];
  const chunks =
    format === 'csv'
      ? csvExportChunks(context.db, onlyIds)
      : format === 'anki'
        ? ankiExportChunks(context.db, onlyIds)
        : exportChunks(context.db, onlyIds);
  return { fileName: exportFileName(context.clock.now(), extension), contentType, chunks };
}
