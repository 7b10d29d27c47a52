import type { CategoryExportFormat } from '@slovo/shared';
import { CATEGORY_EXPORT_FILES, IMPORT_EXPORT_MESSAGES, VocabularyJsonWriter } from '@slovo/shared';
import { writeAnkiText } from '@slovo/shared/formats/anki-text';
import { vocabularyCsvHeader } from '@slovo/shared/formats/vocabulary-csv';
import { notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import type { DbExecutor } from '../../db/transaction';
import {
  exportFileName,
  presentAnkiNote,
  presentCsvLines,
  presentExportCategory,
  presentExportTag,
  presentExportWord,
} from './import-export.presenter';
import type { ExportCategoryRow, ExportWordRow } from './vocabulary-export.repository';
import { listExportTags, listTagNamesOfCategories, pageExportCategories, pageExportWords } from './vocabulary-export.repository';
import { findCategoriesByNames } from './vocabulary-import.repository';
import { apkgExportDecks } from './apkg-export.service';
import type { ApkgWriter, ExportFile } from './export-file';

/**
 * The vocabulary export (admin only): every category or the chosen ones, as the JSON import format,
 * CSV or Anki text, streamed as it is read; category-export.service.ts exports one category with
 * the same readers.
 */

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
    const notes = words.map((word) => presentAnkiNote(word, tags));
    yield writeAnkiText([{ name: category.display_name, notes }, empty]).slice(header.length);
  }
}

/**
 * GET /vocabulary-admin/export: the chosen categories (by name; null = all) as a file in the import
 * format (or CSV, Anki text, or an Anki package with the media), with its download name and content type. 404 naming every
 * unknown category, checked before anything is sent.
 */
export async function exportVocabulary(
  context: ServiceContext,
  names: readonly string[] | null,
  format: CategoryExportFormat,
  writeApkg: ApkgWriter,
): Promise<ExportFile> {
  requireActor(context);
  let onlyIds: number[] | null = null;
  if (names !== null) {
    const found = new Map((await findCategoriesByNames(context.db, names)).map((row) => [row.name, row.id]));
    const unknown = names.filter((name) => !found.has(name));
    if (unknown.length > 0) throw notFound(IMPORT_EXPORT_MESSAGES.exportCategoryNotFound(unknown));
    onlyIds = [...found.values()];
  }
  const { extension, contentType } = CATEGORY_EXPORT_FILES[format];
  const body =
    format === 'csv'
      ? csvExportChunks(context.db, onlyIds)
      : format === 'anki'
        ? ankiExportChunks(context.db, onlyIds)
        : format === 'apkg'
          ? await writeApkg(await apkgExportDecks(context.db, exportWordRuns(context.db, onlyIds)))
          : exportChunks(context.db, onlyIds);
  return { fileName: exportFileName(context.clock.now(), extension), contentType, body };
}
