import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_IMPORT_MAX_ENTRIES } from '../limits/import-export';
import type { AnkiExportDeck } from './anki-text';
import { parseAnkiText, writeAnkiText } from './anki-text';
import { categoryNameArbitrary, tagNameArbitrary, wordPairArbitrary } from './text-arbitraries.test-helper';
import { stableAnkiGuid } from './text-guid';
import { readTextFixture } from './text-fixtures.test-helper';

const fixture = readTextFixture;
const INVALID_ENGLISH = 'English word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )';

describe('parseAnkiText', () => {
  it('reads an Anki 2.1.54+ export: header lines, GUID/notetype/deck/tags columns, HTML', () => {
    const result = parseAnkiText(fixture('anki-2.1.54-notes.txt'));
    expect(result.error).toBeNull();
    expect(result.header).toEqual({ separator: '\t', html: true, tags: [], columns: null, deck: null, notetype: null });
    const food = { deck: 'Russian::Food', notetype: 'Basic', part_of_speech: null };
    const home = { deck: 'Russian::Home', notetype: 'Basic', part_of_speech: null };
    expect(result.notes).toEqual([
      { line: 7, guid: 'f#3Kq(mJ[z', english: 'apple', russian: 'яблоко', tags: ['food', 'fruit'], ...food },
      { line: 8, guid: 'A8x/K>1y_e', english: 'bread', russian: 'хлеб', tags: ['food'], ...food },
      // "kitchen<br>table": lines of a field are meanings, joined with ", ".
      {
        line: 10,
        guid: 'Ew:4Z;mk@c',
        english: 'kitchen, table',
        russian: 'кухонный, стол',
        tags: ['home', 'furniture'],
        ...home,
      },
      { line: 11, guid: 'Hn-G^7s|rT', english: 'house', russian: 'дом', tags: ['home'], ...home },
      { line: 12, guid: 'Jq.9y`Y3Xd', english: 'chair', russian: 'стул', tags: [], ...home },
      { line: 13, guid: 'Lx*P!e7n=a', english: 'hedgehog', russian: 'ёж', tags: ['animals'], ...home },
    ]);
    expect(result.skipped.map((entry) => [entry.reason, entry.message])).toEqual([
      ['invalid', `Line 9: ${INVALID_ENGLISH}`],
      ['invalid', `Line 14: ${INVALID_ENGLISH}`],
      ['duplicate', 'Line 15: duplicate of the pair on line 7'],
    ]);
  });

  it('reads an old export without header lines: tab guessed, HTML recognised, extra columns ignored', () => {
    const result = parseAnkiText(fixture('anki-legacy-notes.txt'));
    expect(result.header.separator).toBe('\t');
    expect(result.notes.map(({ line, english, russian, tags, deck }) => [line, english, russian, tags, deck])).toEqual([
      [1, 'cat', 'кошка', [], null],
      [2, 'dog', 'собака', [], null],
      [3, 'horse', 'лошадь', [], null],
      [5, 'mouse', 'мышь', [], null],
    ]);
    expect(result.skipped.map((entry) => entry.message)).toEqual(['Line 4: no tab between English and Russian']);
  });

  it('reads every #separator form, #tags for all notes, #deck, #notetype and #columns', () => {
    const text = [
      '#separator:Pipe',
      '#html:false',
      '#tags:basics a1',
      '#deck:Мои слова',
      '#notetype:Basic',
      '#columns:Front|Back|Tags',
      '#tags column:3',
      'apple|яблоко|food a1',
      '# a comment line later in the file',
      'pear|груша',
    ].join('\r\n');
    const result = parseAnkiText(text);
    expect(result.header).toEqual({
      separator: '|',
      html: false,
      tags: ['basics', 'a1'],
      columns: ['Front', 'Back', 'Tags'],
      deck: 'Мои слова',
      notetype: 'Basic',
    });
    expect(result.notes.map(({ line, english, tags, deck, notetype }) => [line, english, tags, deck, notetype])).toEqual([
      [8, 'apple', ['basics', 'a1', 'food'], 'Мои слова', 'Basic'],
      [10, 'pear', ['basics', 'a1'], 'Мои слова', 'Basic'],
    ]);
    for (const [value, separator] of [
      ['Tab', '\t'],
      ['comma', ','],
      ['SEMICOLON', ';'],
      ['Space', ' '],
      ['colon', ':'],
      ['/', '/'],
    ] as const) {
      expect(parseAnkiText(`#separator:${value}\napple${separator}яблоко`).notes.map((note) => note.russian)).toEqual(['яблоко']);
    }
  });

  it('guesses the separator as Anki does and keeps HTML as text with #html:false', () => {
    expect(parseAnkiText('apple;яблоко').header.separator).toBe(';');
    expect(parseAnkiText('apple яблоко').notes.map((note) => note.russian)).toEqual(['яблоко']);
    const plain = parseAnkiText('#html:false\nfish &amp; chips\tрыба');
    expect(plain.skipped.map((entry) => entry.message)).toEqual([`Line 2: ${INVALID_ENGLISH}`]);
    expect(parseAnkiText('#html:true\nfish &lt;&gt; chips&nbsp;\tрыба').notes.map((note) => note.english)).toEqual([
      'fish chips',
    ]);
  });

  it('takes English and Russian from the fields left after the special columns', () => {
    const text = '#separator:comma\n#guid column:2\n#tags column:1\nfood,abc,apple,яблоко,extra\nfood,xyz,pear';
    const result = parseAnkiText(text);
    expect(result.notes).toMatchObject([{ guid: 'abc', english: 'apple', russian: 'яблоко', tags: ['food'] }]);
    expect(result.skipped.map((entry) => entry.message)).toEqual(['Line 5: no Russian field after the English one']);
  });

  it('takes the part of speech from a tag naming one (issue 30)', () => {
    const text = '#separator:tab\n#tags column:3\nto run\tбежать\tsport verb\nbook\tкнига\tNouns\ncat\tкошка\tanimals\n';
    expect(parseAnkiText(text).notes.map((note) => [note.english, note.part_of_speech])).toEqual([
      ['to run', 'verb'],
      ['book', 'noun'],
      ['cat', null],
    ]);
    expect(parseAnkiText('#tags:verbs\nrun\tбежать').notes[0]!.part_of_speech).toBe('verb');
  });

  it('takes it from a column #columns names "Part of speech" or "POS", before the tags (issue 30)', () => {
    const text =
      '#separator:tab\n#columns:POS\tFront\tBack\tTags\n#tags column:4\nadj.\tred\tкрасный\tverb\n\tbook\tкнига\tverb\n';
    expect(parseAnkiText(text).notes.map((note) => [note.english, note.russian, note.part_of_speech])).toEqual([
      ['red', 'красный', 'adjective'],
      ['book', 'книга', 'verb'],
    ]);
  });

  it('keeps the same pair in two decks and refuses texts beyond the limit', () => {
    const twoDecks = '#deck column:3\napple\tяблоко\tA\napple\tяблоко\tB\nApple\tЯблоко\tA';
    expect(parseAnkiText(twoDecks).notes.map((note) => note.deck)).toEqual(['A', 'B']);
    expect(parseAnkiText('a\tб\n'.repeat(TEXT_IMPORT_MAX_ENTRIES + 1)).error).toBe(
      'Too many entries: the limit is 50,000 word pairs, split the file',
    );
    expect(parseAnkiText('#deck:Empty\n').error).toBe('No word pairs found');
  });
});

describe('writeAnkiText', () => {
  const food: AnkiExportDeck = {
    name: 'Food',
    notes: [
      { guidSource: 'slovo:1', english: 'apple', russian: 'яблоко', tags: ['food', 'two words', 'food'] },
      { guidSource: 'slovo:2', english: 'red, ripe (fruit)', russian: 'спелый', tags: [] },
    ],
  };

  it('writes the header lines and one line per word with a stable GUID', () => {
    expect(writeAnkiText([food])).toBe(
      [
        '#separator:tab',
        '#html:false',
        '#guid column:1',
        '#tags column:4',
        '#deck:Food',
        '1MKAxu3KaInW\tapple\tяблоко\tfood two_words',
        '3KSA2g1Ie78S\tred, ripe (fruit)\tспелый\t',
        '',
      ].join('\n'),
    );
  });

  it('adds a deck column for several decks and quotes fields that need it', () => {
    const text = writeAnkiText([
      food,
      { name: 'Say "hi"\tnow', notes: [{ guidSource: 'slovo:3', english: 'hi', russian: 'привет', tags: [] }] },
    ]);
    expect(text.split('\n').slice(4)).toEqual([
      '#deck column:5',
      '1MKAxu3KaInW\tapple\tяблоко\tfood two_words\tFood',
      '3KSA2g1Ie78S\tred, ripe (fruit)\tспелый\t\tFood',
      '0ncA4p3wIUpz\thi\tпривет\t\t"Say ""hi"" now"',
      '',
    ]);
    expect(parseAnkiText(text).notes.map((note) => note.deck)).toEqual(['Food', 'Food', 'Say "hi" now']);
  });

  it('round-trips decks, words, tags and GUIDs (Cyrillic with ё, commas, punctuation)', () => {
    const deckArbitrary = fc.record({
      name: categoryNameArbitrary,
      notes: fc.uniqueArray(fc.record({ pair: wordPairArbitrary, tags: fc.uniqueArray(tagNameArbitrary, { maxLength: 3 }) }), {
        minLength: 1,
        maxLength: 5,
        selector: ({ pair }) => `${pair.english.toLowerCase()}|${pair.russian.toLowerCase()}`,
      }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(deckArbitrary, { minLength: 1, maxLength: 3, selector: (deck) => deck.name }), (generated) => {
        let id = 0;
        const decks: AnkiExportDeck[] = generated.map((deck) => ({
          name: deck.name,
          notes: deck.notes.map(({ pair, tags }) => ({ guidSource: `slovo:${(id += 1)}`, ...pair, tags })),
        }));
        const result = parseAnkiText(writeAnkiText(decks));
        expect(result.skipped).toEqual([]);
        expect(result.notes.map(({ guid, english, russian, tags, deck }) => ({ guid, english, russian, tags, deck }))).toEqual(
          decks.flatMap((deck) =>
            deck.notes.map((note) => ({
              guid: stableAnkiGuid(note.guidSource),
              english: note.english,
              russian: note.russian,
              tags: note.tags,
              deck: deck.name,
            })),
          ),
        );
      }),
    );
  });
});

describe('parseAnkiText: Russian on the front, stress marks, sounds (issue 32)', () => {
  const ACUTE = '\u0301';

  it('reads a deck whose first field is Russian the other way round, keeping the stress as the stressed form', () => {
    const text = [
      '#separator:tab',
      '#html:true',
      '#deck column:3',
      `<b>молоко${ACUTE}</b>[sound:moloko.mp3]\tmilk\tRussian front`,
      `соба&#769;ка\tdog<br>hound\tRussian front`,
      `сл\u00F3во\tword\tRussian front`,
      'хлеб\tbread\tRussian front',
      `bread\tхлеб\tEnglish front`,
      `water\tвода${ACUTE}\tEnglish front`,
      '',
    ].join('\n');
    const result = parseAnkiText(text);
    expect(result.skipped).toEqual([]);
    expect(result.turnedDecks).toEqual(['Russian front']);
    expect(result.notes.map(({ english, russian, stressed, deck }) => ({ english, russian, stressed, deck }))).toEqual([
      { english: 'milk', russian: 'молоко', stressed: `молоко${ACUTE}`, deck: 'Russian front' },
      { english: 'dog, hound', russian: 'собака', stressed: `соба${ACUTE}ка`, deck: 'Russian front' },
      { english: 'word', russian: 'слово', stressed: `сло${ACUTE}во`, deck: 'Russian front' },
      { english: 'bread', russian: 'хлеб', stressed: undefined, deck: 'Russian front' },
      { english: 'bread', russian: 'хлеб', stressed: undefined, deck: 'English front' },
      { english: 'water', russian: 'вода', stressed: `вода${ACUTE}`, deck: 'English front' },
    ]);
  });

  it('decides for the notes without a deck as a whole, and names a problem by its side after turning', () => {
    const result = parseAnkiText(`кот\tcat\nсобака\tdog\n日本\tJapan\n`);
    expect(result.turnedDecks).toEqual([null]);
    expect(result.notes.map(({ english, russian }) => [english, russian])).toEqual([
      ['cat', 'кот'],
      ['dog', 'собака'],
    ]);
    expect(result.skipped.map((entry) => entry.message)).toEqual([
      'Line 3: Russian word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )',
    ]);
  });

  it('removes [sound:…] references from plain-text fields too', () => {
    const result = parseAnkiText('#separator:tab\n#html:false\ndog [sound:dog.mp3]\tсобака[sound:sobaka.mp3]\n');
    expect(result.notes.map(({ english, russian }) => [english, russian])).toEqual([['dog', 'собака']]);
  });

  it('writes the stressed form on the Russian side, which reads back as the same stressed form', () => {
    const deck: AnkiExportDeck = {
      name: 'Food',
      notes: [
        { guidSource: 'slovo:1', english: 'milk', russian: 'молоко', stressed: `молоко${ACUTE}`, tags: [] },
        { guidSource: 'slovo:2', english: 'bread', russian: 'хлеб', tags: [] },
      ],
    };
    const text = writeAnkiText([deck]);
    expect(text).toContain(`\tmilk\tмолоко${ACUTE}\t`);
    const result = parseAnkiText(text);
    expect(result.turnedDecks).toEqual([]);
    expect(result.notes.map(({ english, russian, stressed }) => ({ english, russian, stressed }))).toEqual([
      { english: 'milk', russian: 'молоко', stressed: `молоко${ACUTE}` },
      { english: 'bread', russian: 'хлеб', stressed: undefined },
    ]);
  });
});
