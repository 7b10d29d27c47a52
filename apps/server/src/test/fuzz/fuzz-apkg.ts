import { BASIC_NOTE_TYPE, DEFAULT_DECK, schema11Collection } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { zipPackage } from '@slovo/shared/formats/apkg/testing/package-builder';
import { SHARED_DECK, SHARED_DECK_MEDIA, SHARED_DECK_MEDIA_MAP } from '@slovo/shared/formats/apkg/testing/shared-deck';
import fc from 'fast-check';
import initSqlJs from 'sql.js';

/** The route whose body is an Anki package, not JSON. */
export const APKG_ROUTE = 'POST /api/vocabulary/user/import/apkg';

/**
 * Bodies for the .apkg import: real packages (so cases reach the importer and write), and the same
 * packages damaged — bytes flipped, cut short, or replaced by noise — which must be refused with a
 * 400 `{error}` and write nothing.
 */
export async function apkgBodies(): Promise<fc.Arbitrary<Buffer>> {
  const sql = await initSqlJs();
  const packages = [
    zipPackage({ 'collection.anki2': schema11Collection(sql, SHARED_DECK), media: SHARED_DECK_MEDIA_MAP, ...SHARED_DECK_MEDIA }),
    zipPackage(
      {
        'collection.anki21': schema11Collection(sql, {
          decks: [DEFAULT_DECK, { id: 9, name: 'Fuzz::Deck' }],
          noteTypes: [BASIC_NOTE_TYPE],
          notes: [
            { fields: ['fuzz', 'пух'], tags: ['travel'], cards: [{ deckId: 9 }] },
            { fields: ['<b>bad</b><>', ''], cards: [{ deckId: 9 }] },
          ],
        }),
      },
      { stored: ['collection.anki21'] },
    ),
  ].map((bytes) => Buffer.from(bytes));
  const original = fc.constantFrom(...packages);
  const flipped = fc
    .tuple(original, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 }))
    .map(([bytes, flips]) => {
      const copy = Buffer.from(bytes);
      for (const [at, mask] of flips) copy[at % copy.length] = (copy[at % copy.length] as number) ^ mask;
      return copy;
    });
  const truncated = fc.tuple(original, fc.nat()).map(([bytes, at]) => bytes.subarray(0, at % bytes.length));
  const noise = fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes));
  return fc.oneof(
    { weight: 2, arbitrary: original },
    { weight: 3, arbitrary: flipped },
    { weight: 1, arbitrary: truncated },
    { weight: 1, arbitrary: noise },
  );
}
