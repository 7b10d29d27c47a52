import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedSuggestions } from './seed-suggestions';
import { readSeedEntries, seedSuggestionFor, seedSuggestionsOf } from './seed-suggestions';
import { writeSeedFixture } from './testing/seed-fixture';

let folder: string;
let seed: SeedSuggestions;
beforeAll(async () => {
  folder = await writeSeedFixture();
  seed = seedSuggestionsOf(await readSeedEntries(folder));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('seed suggestions', () => {
  it('reads every category file of the folder, and nothing from a missing one', async () => {
    expect((await readSeedEntries(folder)).map((entry) => entry.russian)).toEqual(['собака', 'кот', 'делать', 'замок', 'замок']);
    expect(await readSeedEntries(join(folder, 'missing'))).toEqual([]);
  });

  it('lends a seeded word’s stress, stressed forms and partner to any word with its Russian text', () => {
    expect(seedSuggestionFor(seed, 'hound', 'собака')).toEqual({
      stressed: 'соба́ка',
      forms: { gen_sg: 'соба́ки', nom_pl: 'соба́ки', gen_pl: 'соба́к' },
    });
    expect(seedSuggestionFor(seed, 'make', 'делать')).toMatchObject({ stressed: 'де́лать', aspect_partner: 'сде́лать' });
    // One syllable: forms, no stress.
    expect(seedSuggestionFor(seed, 'tomcat', 'кот')).toEqual({ forms: { gen_sg: 'кота́', nom_pl: 'коты́', gen_pl: 'кото́в' } });
    expect(seedSuggestionFor(seed, 'dog', 'пёс')).toBeUndefined();
  });

  it('knows a homograph only by its own pair', () => {
    expect(seedSuggestionFor(seed, 'castle', 'замок')).toEqual({ stressed: 'за́мок' });
    expect(seedSuggestionFor(seed, 'Lock', 'замок')).toEqual({ stressed: 'замо́к' });
    expect(seedSuggestionFor(seed, 'padlock', 'замок')).toBeUndefined();
  });
});
