/**
 * Writes the English facts of the seeded words into their annotation files (issue 32): the IPA
 * from CMUdict and the irregular forms from the English lists, each with its dictionary as the
 * source, so a seeded word carries them without the server loading CMUdict at start.
 * Run after changing the seed words: `npx tsx apps/server/src/db/seed/english-facts.script.ts`.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SEED_CATEGORIES } from './data';
import type { SeedWordAnnotation } from './data/seed-annotations';
import { DICTIONARY_SOURCES } from '../../dictionaries/dictionary-sources';
import { englishForms, loadEnglishForms } from '../../dictionaries/english-forms';
import { englishIpa, loadEnglishPronunciation } from '../../dictionaries/english-pronunciation';

const folder = fileURLToPath(new URL('./data/annotations/', import.meta.url));
const pronunciation = await loadEnglishPronunciation();
const forms = await loadEnglishForms();
if (!pronunciation || !forms) throw new Error('the English dictionaries did not load');

for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const category = SEED_CATEGORIES.find((seed) => `${seed.name}.json` === file);
  if (!category) throw new Error(`${file} belongs to no seed category`);
  const entries = JSON.parse(readFileSync(folder + file, 'utf8')) as SeedWordAnnotation[];
  const updated = entries.map((entry, index) => {
    const partOfSpeech = category.words[index]![2];
    const { ipa: _ipa, english_forms: _forms, sources: _sources, ...rest } = entry;
    const ipa = englishIpa(pronunciation, entry.english, partOfSpeech);
    const irregular = englishForms(forms, entry.english, partOfSpeech);
    const sources = {
      ...(ipa === undefined ? {} : { ipa: DICTIONARY_SOURCES.cmudict }),
      ...(irregular === undefined ? {} : { english_forms: irregular.source }),
    };
    return {
      ...rest,
      ...(ipa === undefined ? {} : { ipa }),
      ...(irregular === undefined ? {} : { english_forms: irregular.forms }),
      ...(Object.keys(sources).length === 0 ? {} : { sources }),
    };
  });
  writeFileSync(folder + file, `${JSON.stringify(updated, null, 2)}\n`);
  const withIpa = updated.filter((entry) => entry.ipa !== undefined).length;
  console.log(
    `${file}: ${withIpa} of ${updated.length} with IPA, ${updated.filter((entry) => entry.english_forms).length} with irregular forms`,
  );
}
