import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A small folder in the format of db/seed/data/annotations/*.json (one array per category), for
 * the tests of the seed suggestions: two homographs stressed differently (замок), a verb with its
 * partner and stressed forms, a word of one syllable.
 */
export const SEED_FIXTURE = {
  animals: [
    {
      english: 'dog',
      russian: 'собака',
      stressed: 'соба́ка',
      gender: 'f',
      animate: true,
      forms: { gen_sg: 'соба́ки', nom_pl: 'соба́ки', gen_pl: 'соба́к' },
    },
    { english: 'cat', russian: 'кот', gender: 'm', animate: true, forms: { gen_sg: 'кота́', nom_pl: 'коты́', gen_pl: 'кото́в' } },
  ],
  'home-and-furniture': [
    { english: 'castle', russian: 'замок', stressed: 'за́мок', gender: 'm', animate: false },
    { english: 'lock', russian: 'замок', stressed: 'замо́к', gender: 'm', animate: false },
  ],
  'common-verbs': [
    {
      english: 'do',
      russian: 'делать',
      stressed: 'де́лать',
      aspect: 'impf',
      aspect_partner: 'сде́лать',
      forms: { sg1: 'де́лаю', sg2: 'де́лаешь', pl3: 'де́лают', past_m: 'де́лал', past_f: 'де́лала' },
    },
  ],
};

/** The fixture written to a new temporary folder; returns its path. */
export async function writeSeedFixture(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'slovo-seed-annotations-'));
  for (const [name, entries] of Object.entries(SEED_FIXTURE)) {
    await writeFile(join(folder, `${name}.json`), `${JSON.stringify(entries, null, 2)}\n`);
  }
  await writeFile(join(folder, 'README.txt'), 'not a category');
  return folder;
}
