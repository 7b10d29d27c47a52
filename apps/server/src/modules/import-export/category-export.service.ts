import type { CategoryExportFormat } from '@slovo/shared';
import { CATEGORY_EXPORT_FILES, MY_VOCABULARY_MESSAGES, VocabularyJsonWriter } from '@slovo/shared';
import { writeAnkiText } from '@slovo/shared/formats/anki-text';
import { vocabularyCsvHeader } from '@slovo/shared/formats/vocabulary-csv';
import { notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import type { DbExecutor } from '../../db/transaction';
import { canChangeCategory, findVisibleCategoryById } from '../vocabulary';
import { presentCsvLines, presentExportCategory, presentExportTag, presentExportWord } from './import-export.presenter';
import type { ExportWordRow } from './import-export.repository';
import { listExportTags, listTagNamesOfCategories, pageExportCategories, pageExportWords } from './import-export.repository';

/**
 * GET /vocabulary/user/categories/{id}/export: one category as a download, for its owner or an
 * admin (anybody else gets 404 'Category not found', as for every personal vocabulary route). CSV
 * (formats/vocabulary-csv.ts, with a byte order mark so Excel reads the Cyrillic), Anki's "Notes in
 * Plain Text" (formats/anki-text.ts: GUID from `slovo:<wordId>`, so re-importing into Anki updates
 * the notes) or the admin JSON import format. Streamed a page of words at a time, like the admin export.
 */

const WORD_PAGE = 5000;

/** Lets the event loop run between pages (SQLite answers synchronously; see exportChunks). */
const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The category's words in pages, in the order they were added. */
async function* wordPages(db: DbExecutor, categoryId: number): AsyncGenerator<ExportWordRow[]> {
  for (let after: { categoryId: number; id: number } | null = null; ;) {
    await turnOfTheEventLoop();
    const words = await pageExportWords(db, [categoryId], after, WORD_PAGE);
    if (words.length > 0) yield words;
    if (words.length < WORD_PAGE) return;
    const last = words[words.length - 1] as ExportWordRow;
    after = { categoryId, id: last.id };
  }
}

interface ExportedCategory {
  id: number;
  displayName: string;
  tags: string[];
}

async function* csvChunks(db: DbExecutor, category: ExportedCategory): AsyncGenerator<string> {
  yield vocabularyCsvHeader({ bom: true });
  for await (const words of wordPages(db, category.id)) {
    yield presentCsvLines(words, category.displayName, category.tags);
  }
}

async function* ankiChunks(db: DbExecutor, category: ExportedCategory): AsyncGenerator<string> {
  // With one deck, writeAnkiText writes its header lines and then one line per note: the header
  // alone is the file of no notes, and each page's lines are what follows that header.
  const header = writeAnkiText([{ name: category.displayName, notes: [] }]);
  yield header;
  for await (const words of wordPages(db, category.id)) {
    const notes = words.map((word) => ({
      guidSource: `slovo:${word.id}`,
      english: word.english,
      russian: word.russian,
      tags: category.tags,
    }));
    yield writeAnkiText([{ name: category.displayName, notes }]).slice(header.length);
  }
}

async function* jsonChunks(db: DbExecutor, categoryId: number): AsyncGenerator<string> {
  const writer = new VocabularyJsonWriter();
  yield writer.start((await listExportTags(db, [categoryId])).map(presentExportTag));
  const [row] = await pageExportCategories(db, 0, 1, [categoryId]);
  if (row) {
    const tags = (await listTagNamesOfCategories(db, [categoryId])).map((link) => link.name);
    yield writer.category(presentExportCategory(row, tags));
    for await (const words of wordPages(db, categoryId)) yield writer.words(words.map(presentExportWord));
  }
  yield writer.end();
}

/**
 * A download name of plain ASCII (some clients mangle anything else in Content-Disposition): the
 * category's key, Cyrillic transliterated, other characters dropped; 'category' when nothing is left.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function asciiFileStem(name: string): string {
  const latin = Array.from(name.toLowerCase(), (character) => CYRILLIC_TO_LATIN[character] ?? character).join('');
  const stem = latin
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem === '' ? 'category' : stem;
}

export interface CategoryExportFile {
  fileName: string;
  contentType: string;
  chunks: AsyncGenerator<string>;
}

export async function exportCategory(
  context: ServiceContext,
  categoryId: number,
  format: CategoryExportFormat,
): Promise<CategoryExportFile> {
  requireActor(context);
  const found = await findVisibleCategoryById(context, categoryId);
  if (!found || !canChangeCategory(context.actor, found)) throw notFound(MY_VOCABULARY_MESSAGES.categoryNotFound);
  const tags = (await listTagNamesOfCategories(context.db, [found.id])).map((link) => link.name);
  const category: ExportedCategory = { id: found.id, displayName: found.display_name, tags };
  const { extension, contentType } = CATEGORY_EXPORT_FILES[format];
  const date = context.clock.now().toISOString().slice(0, 10);
  const chunks =
    format === 'csv'
      ? csvChunks(context.db, category)
      : format === 'anki'
        ? ankiChunks(context.db, category)
        : jsonChunks(context.db, found.id);
  return { fileName: `${asciiFileStem(found.name)}-${date}.${extension}`, contentType, chunks };
}
