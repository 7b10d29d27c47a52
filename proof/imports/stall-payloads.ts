/**
 * The heavy requests of the import-stall proof (issue 30 §1), built once per run: two packages
 * whose collection is 199 MiB of zeros, a zstd bomb, a valid package of 50,000 notes, 50,000 pairs
 * for one category, an Anki text of 50,000 notes and an admin's JSON file of about 10 MiB.
 */
import { schema11Collection } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { zipPackage, zstdRleBomb } from '@slovo/shared/formats/apkg/testing/package-builder';
import initSqlJs from 'sql.js';

export const NOTES = 50_000;
const ZERO_COLLECTION_BYTES = 199 * 1024 * 1024;
/** 128 KiB of zeros per RLE block, 4 bytes each: about 1 GiB from 32 KB. */
const ZSTD_BOMB_BLOCKS = 8_000;
/** Words per category of the admin's JSON file: about 10 MiB in all. */
const JSON_WORDS_PER_CATEGORY = 2_000;
const JSON_CATEGORIES = 30;

const english = (index: number, prefix: string) => `${prefix} word ${index}`;
const russian = (index: number) => `слово номер ${index}`;

export interface StallPayloads {
  zeroBomb: Uint8Array;
  zstdBomb: Uint8Array;
  validPackage: Uint8Array;
  pairs: { pairs: Array<{ english: string; russian: string; part_of_speech: 'noun' }> };
  ankiText: { text: string };
  adminJson: { categories: unknown[] };
}

export async function buildStallPayloads(): Promise<StallPayloads> {
  const sql = await initSqlJs();
  const notes = Array.from({ length: NOTES }, (_, index) => ({ fields: [english(index, 'apkg'), russian(index)] }));
  const adminJson = {
    categories: Array.from({ length: JSON_CATEGORIES }, (_, category) => ({
      name: `stall-json-${category}`,
      display_name: `Stall JSON ${category}`,
      description: 'A category of the import-stall proof, large enough to take a while to write',
      words: Array.from({ length: JSON_WORDS_PER_CATEGORY }, (_, index) => ({
        english: english(category * JSON_WORDS_PER_CATEGORY + index, 'json imported vocabulary'),
        russian: `${russian(index)} из большого словаря для проверки`,
        part_of_speech: 'noun',
      })),
    })),
  };
  return {
    zeroBomb: zipPackage({ 'collection.anki2': new Uint8Array(ZERO_COLLECTION_BYTES) }),
    zstdBomb: zipPackage({ 'collection.anki21b': zstdRleBomb(ZSTD_BOMB_BLOCKS) }, { stored: ['collection.anki21b'] }),
    validPackage: zipPackage({ 'collection.anki2': schema11Collection(sql, { notes }) }),
    pairs: {
      pairs: Array.from({ length: NOTES }, (_, index) => ({
        english: english(index, 'pair'),
        russian: russian(index),
        part_of_speech: 'noun' as const,
      })),
    },
    ankiText: {
      text: [
        '#separator:tab',
        '#html:false',
        ...Array.from({ length: NOTES }, (_, i) => `${english(i, 'text')}\t${russian(i)}`),
      ].join('\n'),
    },
    adminJson,
  };
}
