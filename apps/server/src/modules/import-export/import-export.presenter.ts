import type {
  ImportCounts,
  ImportVocabularyResponse,
  VocabularyFileCategoryHeader,
  VocabularyFileProblem,
  VocabularyFileTag,
  VocabularyFileWord,
} from '@slovo/shared';
import { IMPORT_MAX_LISTED_ERRORS, listVocabularyFileProblems, withoutSuggestions } from '@slovo/shared';
import type { AnkiExportNote } from '@slovo/shared/formats/anki-text';
import { vocabularyCsvLine } from '@slovo/shared/formats/vocabulary-csv';
import { readWordFacts } from '../vocabulary';
import type { ExportCategoryRow, ExportTagRow, ExportWordRow } from './vocabulary-export.repository';

/** The import's answer: what was created or added, and each entry of the file left out. */
export const presentImportResult = (
  imported: ImportCounts,
  problems: readonly VocabularyFileProblem[],
): ImportVocabularyResponse => ({
  success: true,
  imported,
  errors: listVocabularyFileProblems(problems, IMPORT_MAX_LISTED_ERRORS),
  error: null,
});

export const presentExportTag = (tag: ExportTagRow): VocabularyFileTag => ({
  name: tag.name,
  display_name: tag.display_name,
  description: tag.description,
  color: tag.color,
  icon: tag.icon,
});

export const presentExportCategory = (category: ExportCategoryRow, tags: string[]): VocabularyFileCategoryHeader => ({
  name: category.name,
  display_name: category.display_name,
  description: category.description,
  tags,
  is_approved_list: category.is_approved_list,
});

/** A word as the JSON file holds it: every fact it has, with their sources, and its media's hashes. */
export const presentExportWord = (word: ExportWordRow): VocabularyFileWord => ({
  english: word.english,
  russian: word.russian,
  part_of_speech: word.part_of_speech,
  ...readWordFacts(word),
  // The media by reference (issue 34): the files stay on the server.
  ...(word.image_hash === null ? {} : { image: word.image_hash }),
  ...(word.sound_hash === null ? {} : { sound: word.sound_hash }),
});

/** slovo-vocabulary-YYYY-MM-DD.json (the UTC date; .csv or .txt for the text formats). */
export const exportFileName = (now: Date, extension = 'json'): string =>
  `slovo-vocabulary-${now.toISOString().slice(0, 10)}.${extension}`;

/**
 * A page of one category's words as CSV lines (formats/vocabulary-csv.ts), each naming the category
 * and its tags, with the word's facts in their columns. Sources are not written, so facts only
 * suggested are left out: the next import would take them as checked.
 */
export const presentCsvLines = (words: readonly ExportWordRow[], categoryName: string, tags: readonly string[]): string =>
  words
    .map((word) => {
      const { sources: _sources, ...facts } = withoutSuggestions(readWordFacts(word));
      return vocabularyCsvLine({
        english: word.english,
        russian: word.russian,
        part_of_speech: word.part_of_speech,
        category: categoryName,
        tags: [...tags],
        ...facts,
      });
    })
    .join('');

/**
 * A word as an Anki note: a stable GUID, the stressed form on the Russian side where the word has
 * one that is more than a suggestion (the note carries no source).
 */
export function presentAnkiNote(word: ExportWordRow, tags: readonly string[]): AnkiExportNote {
  const { stressed } = withoutSuggestions(readWordFacts(word));
  return {
    guidSource: `slovo:${word.id}`,
    english: word.english,
    russian: word.russian,
    ...(stressed === undefined ? {} : { stressed }),
    tags,
  };
}
