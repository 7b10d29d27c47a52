import { APKG_NOTICES } from '@slovo/shared/formats/apkg/index';
import { LEARNER_IMPORT_MESSAGES } from '@slovo/shared';
import { schema11Collection } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { zipPackage } from '@slovo/shared/formats/apkg/testing/package-builder';
import { RUSSIAN_FRONT_DECK, RUSSIAN_FRONT_DECK_NAME } from '@slovo/shared/formats/apkg/testing/russian-front-deck';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { unpackJudged, unpackPairs } from './judged-pairs';
import { readAnkiTextBody, readApkgUpload, readPairsBody, readVocabularyFileBody } from './tasks';

/**
 * The tasks a worker thread runs (issue 32): the facts of what it reads travel packed with the
 * pairs, credited to the import, and a deck read the other way round is named in a notice.
 */

const ACUTE = '\u0301';
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const valueOf = <T>(outcome: { ok: true; value: T } | { ok: false; status: number; error: string }): T => {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
};

describe('the tasks keep a word’s facts', () => {
  it('readPairsBody credits the facts of each pair to the import', () => {
    const judged = unpackJudged(
      valueOf(readPairsBody(json({ pairs: [{ english: 'milk', russian: `молоко${ACUTE}`, gender: 'n' }] }))),
    );
    expect(judged.accepted.map(({ russian, annotations }) => ({ russian, annotations }))).toEqual([
      {
        russian: 'молоко',
        annotations: { stressed: `молоко${ACUTE}`, gender: 'n', sources: { stressed: 'import', gender: 'import' } },
      },
    ]);
  });

  it('readAnkiTextBody and readApkgUpload name the decks they turned, and keep the stress', async () => {
    const text = valueOf(readAnkiTextBody(json({ text: `#deck:Ru\nмолоко${ACUTE}\tmilk\n` })));
    expect(text.notices).toEqual([LEARNER_IMPORT_MESSAGES.deckTurned('Ru')]);
    expect(unpackJudged(text.decks[0]!.pairs).accepted[0]?.annotations).toEqual({
      stressed: `молоко${ACUTE}`,
      sources: { stressed: 'import' },
    });

    const sql = await initSqlJs();
    const apkg = valueOf(await readApkgUpload(zipPackage({ 'collection.anki2': schema11Collection(sql, RUSSIAN_FRONT_DECK) })));
    // The deck's notes name three sounds the package does not hold.
    expect(apkg.notices).toEqual([LEARNER_IMPORT_MESSAGES.deckTurned(RUSSIAN_FRONT_DECK_NAME), APKG_NOTICES.mediaMissing(3)]);
    expect(unpackJudged(apkg.decks[0]!.pairs).accepted).toHaveLength(20);
  });

  it('readVocabularyFileBody keeps the file’s sources and credits the other facts to the import', () => {
    const read = valueOf(
      readVocabularyFileBody(
        json({
          categories: [
            {
              name: 'c',
              words: [
                { english: 'milk', russian: 'молоко', stressed: `молоко${ACUTE}`, gender: 'n', sources: { gender: 'editor' } },
              ],
            },
          ],
        }),
      ),
    );
    expect(unpackPairs(read.categories[0]!.words).map((pair) => pair.annotations)).toEqual([
      { stressed: `молоко${ACUTE}`, gender: 'n', sources: { stressed: 'import', gender: 'editor' } },
    ]);
  });
});
