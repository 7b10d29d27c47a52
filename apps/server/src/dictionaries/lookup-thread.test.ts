import { describe, expect, it } from 'vitest';
import { withDictionaryAnnotations } from './lookup-thread';

describe('withDictionaryAnnotations (the lookup thread)', () => {
  it('completes each word in its thread, batch by batch and in order, keeping what the word brought', async () => {
    const words = [
      { english: 'mouse', russian: 'мышь', part_of_speech: 'noun' as const, index: 0 },
      { english: 'scissors', russian: 'ножницы', part_of_speech: 'noun' as const, index: 1 },
      {
        english: 'good',
        russian: 'хороший',
        part_of_speech: 'adjective' as const,
        index: 2,
        annotations: { stressed: 'хоро́ший', sources: { stressed: 'import' as const } },
      },
      { english: 'qwxzt', russian: 'кваказябра', part_of_speech: 'noun' as const, index: 3 },
    ];
    const batches = withDictionaryAnnotations(words, new Map([['ножницы', 'но́жницы']]), 2);
    expect(batches).toHaveLength(2);
    const [first, second] = await Promise.all(batches);
    expect(first?.[0]).toMatchObject({
      index: 0,
      annotations: {
        gender: 'f',
        animate: true,
        ipa: '/maʊs/',
        english_forms: { plural: 'mice' },
        sources: { gender: 'dictionary:az@0.2.3', english_forms: 'dictionary:irregular-plurals@4.2.0' },
      },
    });
    // The owner's earlier stress of the text comes as a suggestion.
    expect(first?.[1]).toMatchObject({
      index: 1,
      annotations: { stressed: 'но́жницы', gender: 'pl', forms: { gen_pl: 'ножниц' }, sources: { stressed: 'suggested' } },
    });
    expect(second?.[0]).toMatchObject({
      index: 2,
      annotations: {
        stressed: 'хоро́ший',
        english_forms: { comparative: 'better', superlative: 'best' },
        sources: { stressed: 'import', english_forms: 'dictionary:slovo-comparisons@1' },
      },
    });
    // A word no dictionary knows comes back as it was sent.
    expect(second?.[1]).toBe(words[3]);
  });
});
