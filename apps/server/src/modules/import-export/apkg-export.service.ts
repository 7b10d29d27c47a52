import type { ApkgExportDeck, ApkgExportMedia, ApkgExportNote } from '@slovo/shared/formats/apkg/index';
import { APKG_EXPORT_MAX_MEDIA_BYTES, APKG_EXPORT_MAX_WORDS, IMPORT_EXPORT_MESSAGES } from '@slovo/shared';
import { stableAnkiGuid } from '@slovo/shared/formats/text-guid';
import { AppError } from '../../app-error';
import type { DbExecutor } from '../../db/transaction';
import { loadMediaFiles } from '../media';
import { readWordFacts } from '../vocabulary';
import type { ExportWordRow } from './vocabulary-export.repository';

/**
 * `format=apkg` of both exports (issue 34): the chosen categories as Anki notes, a deck per
 * category, each word's picture and sound inside the package. The words and files are read here;
 * the package itself is written on a worker thread (heavy-work/tasks.ts writeApkgExport), so a
 * large one does not hold other requests.
 */

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/webp': 'webp',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/webm': 'webm',
};

/** The Russian side as the note shows it: with its stress marks when they are more than a suggestion. */
function russianOf(word: ExportWordRow): string {
  const facts = readWordFacts(word);
  return facts.stressed !== undefined && facts.sources?.stressed !== 'suggested' ? facts.stressed : word.russian;
}

/** One category's words, a page at a time (vocabulary-export.service.ts exportWordRuns). */
interface WordRun {
  category: { id: number; display_name: string };
  tags: string[];
  words: ExportWordRow[];
}

/** The decks to write, with the files their notes use; 413 past the package's limits. */
export async function apkgExportDecks(db: DbExecutor, runs: AsyncIterable<WordRun>): Promise<ApkgExportDeck[]> {
  const decks: ApkgExportDeck[] = [];
  /** Each category's notes, by its id: its deck's, filled as its runs come. */
  const deckOf = new Map<number, ApkgExportNote[]>();
  const names = new Set<string>();
  let words = 0;
  let mediaBytes = 0;
  for await (const { category, tags, words: run } of runs) {
    words += run.length;
    if (words > APKG_EXPORT_MAX_WORDS) throw new AppError(413, IMPORT_EXPORT_MESSAGES.apkgExportTooLarge);
    const files = await loadMediaFiles(
      db,
      run.flatMap((word) => [word.image_hash, word.sound_hash].filter((hash): hash is string => hash !== null)),
    );
    const media = (hash: string | null): ApkgExportMedia | undefined => {
      const file = hash === null ? undefined : files.get(hash);
      if (!file || hash === null) return undefined;
      mediaBytes += file.data.length;
      return { name: `slovo-${hash.slice(0, 16)}.${EXTENSIONS[file.content_type] ?? 'bin'}`, bytes: file.data };
    };
    const notes = run.map((word): ApkgExportNote => {
      const image = media(word.image_hash);
      const sound = media(word.sound_hash);
      return {
        guid: stableAnkiGuid(`slovo:${word.id}`),
        english: word.english,
        russian: russianOf(word),
        partOfSpeech: word.part_of_speech,
        tags,
        ...(image ? { image } : {}),
        ...(sound ? { sound } : {}),
      };
    });
    if (mediaBytes > APKG_EXPORT_MAX_MEDIA_BYTES) throw new AppError(413, IMPORT_EXPORT_MESSAGES.apkgExportTooLarge);
    // A category's words may come in several runs: they share its deck.
    const known = deckOf.get(category.id);
    if (known) {
      known.push(...notes);
      continue;
    }
    // Two owners' categories may share a display name; their decks may not.
    let name = category.display_name;
    for (let copy = 2; names.has(name.toLowerCase()); copy += 1) name = `${category.display_name} (${copy})`;
    names.add(name.toLowerCase());
    deckOf.set(category.id, notes);
    decks.push({ name, notes });
  }
  return decks;
}
