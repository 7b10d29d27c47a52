import type { PartOfSpeech, WordAnnotations } from '@slovo/shared';
import { sql } from 'kysely';
import { chunks } from '../../db/chunks';
import type { DbExecutor } from '../../db/transaction';
import type { WritableCategory } from './category.repository';
import type { VocabularyWriteTransaction } from './vocabulary-write';
import { ANNOTATION_COLUMN_NAMES, annotationColumns } from '../../db/word-annotations-column';
import type { AnnotationColumns } from '../../db/word-annotations-column';

/**
 * Words as their writes see them. Reads take any executor; every write takes the
 * VocabularyWriteTransaction of runVocabularyWrite (the cached answers are dropped after it commits).
 */

export interface WordRecord extends AnnotationColumns {
  id: number;
  category_id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
}

const WORD_COLUMNS = ['id', 'category_id', 'english', 'russian', 'part_of_speech', ...ANNOTATION_COLUMN_NAMES] as const;

/** A word with the category fields that decide who may change it. */
export interface WordWithCategory extends WordRecord {
  category: Pick<WritableCategory, 'id' | 'name' | 'user_id' | 'privacy'>;
}

export async function findWordWithCategory(db: DbExecutor, id: number): Promise<WordWithCategory | undefined> {
  const row = await db
    .selectFrom('words')
    .innerJoin('categories', 'categories.id', 'words.category_id')
    .select([
      'words.id',
      'words.category_id',
      'words.english',
      'words.russian',
      'words.part_of_speech',
      'words.stressed',
      'words.annotations',
      'words.image_hash',
      'words.sound_hash',
      'categories.name',
      'categories.user_id',
      'categories.privacy',
    ])
    .where('words.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { name, user_id, privacy, ...word } = row;
  return { ...word, category: { id: word.category_id, name, user_id, privacy } };
}

/**
 * The category's words whose English side, lower-cased, is one of `englishLower`: the only words a
 * new pair can duplicate (the caller compares whole pairs). Reads the lower(english) index, so the
 * cost does not grow with the category.
 */
export async function findWordsByEnglish(
  db: DbExecutor,
  categoryId: number,
  englishLower: readonly string[],
): Promise<WordRecord[]> {
  const unique = [...new Set(englishLower)];
  const words: WordRecord[] = [];
  for (const chunk of chunks(unique)) {
    words.push(
      ...(await db
        .selectFrom('words')
        .select(WORD_COLUMNS)
        .where('category_id', '=', categoryId)
        .where(sql<string>`lower(english)`, 'in', chunk)
        .execute()),
    );
  }
  return words;
}

/** 8 values per word row. */
const WORD_ROWS_PER_INSERT = 500;

export interface NewWord {
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
  annotations?: WordAnnotations;
  /** Stored files' hashes (issue 34): an import's pictures and sounds. */
  media?: { image?: string; sound?: string };
}

/** Inserts the words in the order given; returns them with their ids, in that order. */
export async function insertWords(
  trx: VocabularyWriteTransaction,
  categoryId: number,
  words: readonly NewWord[],
  now: string,
): Promise<WordRecord[]> {
  const inserted: WordRecord[] = [];
  for (const chunk of chunks(words, WORD_ROWS_PER_INSERT)) {
    const rows = await trx
      .insertInto('words')
      .values(
        chunk.map((word) => ({
          category_id: categoryId,
          english: word.english,
          russian: word.russian,
          part_of_speech: word.part_of_speech,
          ...annotationColumns(word.annotations ?? {}),
          image_hash: word.media?.image ?? null,
          sound_hash: word.media?.sound ?? null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(WORD_COLUMNS)
      .execute();
    // Ids grow in insertion order; sorted, they are the order given whatever order RETURNING used.
    inserted.push(...rows.sort((a, b) => a.id - b.id));
  }
  return inserted;
}

export async function updateWordSides(
  trx: VocabularyWriteTransaction,
  id: number,
  sides: {
    english: string;
    russian: string;
    part_of_speech?: PartOfSpeech | undefined;
    annotations: WordAnnotations;
    now: string;
  },
): Promise<WordRecord | undefined> {
  return trx
    .updateTable('words')
    .set({
      english: sides.english,
      russian: sides.russian,
      ...(sides.part_of_speech === undefined ? {} : { part_of_speech: sides.part_of_speech }),
      ...annotationColumns(sides.annotations),
      updated_at: sides.now,
    })
    .where('id', '=', id)
    .returning(WORD_COLUMNS)
    .executeTakeFirst();
}

export async function deleteWordRow(trx: VocabularyWriteTransaction, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('words').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every word of the owner's categories, in id order (the order they were added). */
export async function listOwnWords(db: DbExecutor, ownerId: number): Promise<WordRecord[]> {
  return db
    .selectFrom('words')
    .innerJoin('categories', 'categories.id', 'words.category_id')
    .select([
      'words.id',
      'words.category_id',
      'words.english',
      'words.russian',
      'words.part_of_speech',
      'words.stressed',
      'words.annotations',
      'words.image_hash',
      'words.sound_hash',
    ])
    .where('categories.user_id', '=', ownerId)
    .orderBy('words.id')
    .execute();
}
