import { beforeAll, describe, expect, it } from 'vitest';
import type { Dictionaries } from './annotate';
import { dictionaryAnnotations, loadDictionaries, useDictionaries } from './annotate';
import { seedSuggestionsOf } from './seed-suggestions';
import { SEED_FIXTURE } from './testing/seed-fixture';

const AZ = 'dictionary:az@0.2.3';
const CMU = 'dictionary:cmudict@3.0.0';

let dictionaries: Dictionaries;
beforeAll(async () => {
  // The setting is the process's, and test files may share a process: another file's app may
  // have turned them off (the tests' default).
  useDictionaries(true);
  // The real dictionaries, with the small seed fixture in place of the seeded words.
  dictionaries = { ...(await loadDictionaries()), seed: seedSuggestionsOf(Object.values(SEED_FIXTURE).flat()) };
});

describe('dictionaryAnnotations', () => {
  it('gives a bare noun its gender, animacy, forms and IPA, and the seeded stress as a suggestion, each with its source', () => {
    expect(dictionaryAnnotations(dictionaries, { english: 'dog', russian: 'собака', part_of_speech: 'noun' }, {})).toEqual({
      stressed: 'соба́ка',
      gender: 'f',
      animate: true,
      // The seeded word's forms carry stress: they win over az's bare ones.
      forms: { gen_sg: 'соба́ки', nom_pl: 'соба́ки', gen_pl: 'соба́к' },
      ipa: '/dɔɡ/',
      sources: { stressed: 'suggested', gender: AZ, animate: AZ, forms: 'suggested', ipa: CMU },
    });
  });

  it('gives a verb its aspect, forms, partner and English forms', () => {
    expect(dictionaryAnnotations(dictionaries, { english: 'go', russian: 'идти', part_of_speech: 'verb' }, {})).toEqual({
      aspect: 'impf',
      forms: { sg1: 'иду', sg2: 'идёшь', pl3: 'идут', past_m: 'шёл', past_f: 'шла' },
      ipa: '/ɡoʊ/',
      english_forms: { past: 'went', past_participle: 'gone' },
      sources: { aspect: AZ, forms: AZ, ipa: CMU, english_forms: 'dictionary:english-verbs-irregular@3.4.0' },
    });
    expect(dictionaryAnnotations(dictionaries, { english: 'do', russian: 'делать', part_of_speech: 'verb' }, {})).toMatchObject({
      stressed: 'де́лать',
      aspect: 'impf',
      aspect_partner: 'сде́лать',
      sources: { stressed: 'suggested', aspect: AZ, aspect_partner: 'suggested', forms: 'suggested' },
    });
  });

  it('never replaces a fact the word brings, and gives only the missing ones', () => {
    const known = {
      gender: 'm' as const,
      ipa: '/dɑɡ/',
      sources: { gender: 'editor' as const, ipa: 'import' as const },
    };
    const missing = dictionaryAnnotations(dictionaries, { english: 'dog', russian: 'собака', part_of_speech: 'noun' }, known);
    expect(missing).not.toHaveProperty('gender');
    expect(missing).not.toHaveProperty('ipa');
    expect(missing).toMatchObject({ animate: true, sources: { animate: AZ } });
    expect(missing.sources).not.toHaveProperty('gender');
  });

  it('lends a seeded word’s forms and partner only to a word stressed as it is (a homograph is another word)', () => {
    const torment = dictionaryAnnotations(
      dictionaries,
      { english: 'do', russian: 'делать', part_of_speech: 'verb' },
      { stressed: 'дела́ть', sources: { stressed: 'editor' } },
    );
    expect(torment).not.toHaveProperty('aspect_partner');
    expect(torment.sources?.forms).toBe(AZ);
  });

  it('suggests the owner’s earlier stress before the seeded words’, and none for a homograph it cannot tell', () => {
    const word = { english: 'lock', russian: 'замок', part_of_speech: 'noun' as const };
    expect(dictionaryAnnotations(dictionaries, word, {}).stressed).toBe('замо́к');
    expect(dictionaryAnnotations(dictionaries, { ...word, english: 'padlock' }, {}).stressed).toBeUndefined();
    expect(dictionaryAnnotations(dictionaries, { ...word, english: 'padlock' }, {}, 'замо́к')).toMatchObject({
      stressed: 'замо́к',
      sources: { stressed: 'suggested' },
    });
  });

  it('gives nothing when no dictionary knows the word', () => {
    expect(dictionaryAnnotations(dictionaries, { english: 'qwxzt', russian: 'кваказябра', part_of_speech: 'noun' }, {})).toEqual(
      {},
    );
  });
});
