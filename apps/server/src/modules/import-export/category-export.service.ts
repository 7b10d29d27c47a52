import type { CategoryExportFormat } from '@slovo/shared';
import { CATEGORY_EXPORT_FILES, MY_VOCABULARY_MESSAGES } from '@slovo/shared';
import { writeAnkiText } from '@slovo/shared/formats/anki-text';
import { notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import type { DbExecutor } from '../../db/transaction';
import { canChangeCategory, findVisibleCategoryById } from '../vocabulary';
import { apkgExportDecks } from './apkg-export.service';
import type { ApkgWriter, ExportFile } from './export-file';
import { presentAnkiNote } from './import-export.presenter';
import { csvExportChunks, exportChunks, exportWordRuns } from './vocabulary-export.service';

/**
 * GET /vocabulary/user/categories/{id}/export: one category as a download, for its owner or an
 * admin (anybody else gets 404 'Category not found', as for every personal vocabulary route). CSV
 * (formats/vocabulary-csv.ts, with a byte order mark so Excel reads the Cyrillic), Anki's "Notes in
 * Plain Text" (formats/anki-text.ts: GUID from `slovo:<wordId>`, so re-importing into Anki updates
 * the notes) or the admin JSON import format. Streamed a page of words at a time by the admin
 * export's own readers (vocabulary-export.service.ts).
 */

/** Anki text with one `#deck:` line: the header alone is the file of no notes, each run's lines follow it. */
async function* ankiChunks(db: DbExecutor, categoryId: number, deck: string): AsyncGenerator<string> {
  const header = writeAnkiText([{ name: deck, notes: [] }]);
  yield header;
  for await (const { tags, words } of exportWordRuns(db, [categoryId])) {
    const notes = words.map((word) => presentAnkiNote(word, tags));
    yield writeAnkiText([{ name: deck, notes }]).slice(header.length);
  }
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

export async function exportCategory(
  context: ServiceContext,
  categoryId: number,
  format: CategoryExportFormat,
  writeApkg: ApkgWriter,
): Promise<ExportFile> {
  requireActor(context);
  const found = await findVisibleCategoryById(context, categoryId);
  if (!found || !canChangeCategory(context.actor, found)) throw notFound(MY_VOCABULARY_MESSAGES.categoryNotFound);
  const { extension, contentType } = CATEGORY_EXPORT_FILES[format];
  const date = context.clock.now().toISOString().slice(0, 10);
  // CSV, JSON and the Anki package are the admin export's files, of this one category.
  const body =
    format === 'csv'
      ? csvExportChunks(context.db, [found.id])
      : format === 'anki'
        ? ankiChunks(context.db, found.id, found.display_name)
        : format === 'apkg'
          ? await writeApkg(await apkgExportDecks(context.db, exportWordRuns(context.db, [found.id])))
          : exportChunks(context.db, [found.id]);
  return { fileName: `${asciiFileStem(found.name)}-${date}.${extension}`, contentType, body };
}
