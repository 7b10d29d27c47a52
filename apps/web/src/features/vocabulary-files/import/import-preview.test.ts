import { describe, expect, it } from 'vitest';
import { TEXT_IMPORT_MESSAGES } from '@slovo/shared/limits/import-export';
import {
  deckImportRemarks,
  detectTextFormat,
  previewTextImport,
  type ImportPreview,
  type ImportSeparators,
} from './import-preview';

const M = TEXT_IMPORT_MESSAGES;
const TAB: ImportSeparators = { termSeparator: 'tab', cardSeparator: 'newline' };
const COMMA: ImportSeparators = { termSeparator: 'comma', cardSeparator: 'newline' };

const pairsOf = (preview: ImportPreview) => preview.pairs.map(({ line, english, russian }) => [line, english, russian]);

// Written after the real files (packages/shared/src/formats/fixtures/), inlined: this project runs in jsdom.
/** Quizlet's Export with the defaults: tab between term and definition, LF between cards. */
const QUIZLET_EXPORT = [
  'hello\tпривет',
  'good morning\tдоброе утро',
  'hedgehog\tёжик',
  'yolk\tжелток, желтки',
  '',
  'Hello\tПривет',
  'café\tкафе',
  'no definition here',
  'what?\tчто?',
  '',
].join('\n');

/** Anki 2.1.54+ File → Export → Notes in Plain Text, with GUID, notetype, deck and tags columns. */
const ANKI_EXPORT = [
  '#separator:tab',
  '#html:true',
  '#guid column:1',
  '#notetype column:2',
  '#deck column:3',
  '#tags column:6',
  'f#3Kq(mJ[z\tBasic\tRussian::Food\tapple\tяблоко\tfood fruit',
  'A8x/K>1y_e\tBasic\tRussian::Food\t<b>bread</b>&nbsp;\t<div>хлеб</div>\tfood',
  'Ew:4Z;mk@c\tBasic\tRussian::Home\tkitchen<br>table\tкухонный<br/>стол\thome furniture',
  'Jq.9y`Y3Xd\tBasic\tRussian::Home\tchair\tстул\t',
  '',
].join('\n');

/** Slovo's own CSV export (vocabulary-csv.ts) as Excel would get it: BOM, CRLF. */
const SLOVO_CSV =
  '\uFEFFenglish,russian,part_of_speech,category,tags\r\n' +
  'apple,яблоко,noun,Food,food fruit\r\n' +
  'to run,бежать,verb,Sport,verbs b1\r\n' +
  '"red, ripe",спелый,adjective,Food,\r\n' +
  'quickly,быстро,adverb,,\r\n';

describe('detectTextFormat', () => {
  it.each([
    ['#separator:tab\nhouse\tдом', 'a #separator line'],
    ['#html:false\nhouse\tдом', 'a #html line'],
    ['#deck:Russian::Home\nhouse\tдом', 'a #deck line'],
    ['#Separator:Comma\nhouse,дом', 'a header key in another case'],
    ['\uFEFF#separator:tab\nhouse\tдом', 'a header after a byte order mark'],
    ['#tags column:3\r\nhouse\tдом\thome', 'a "#… column:" line and CRLF'],
  ])('reads an Anki "Notes in Plain Text" file by its header lines: %j (%s)', (text) => {
    expect(detectTextFormat(text)).toBe('anki');
  });

  it.each([
    ['english,russian,part_of_speech,category,tags\r\nhouse,дом,noun,Home,'],
    ['\uFEFFenglish,russian,part_of_speech,category,tags\r\nhouse,дом,noun,Home,'],
    ['"english","russian","part_of_speech","category","tags"\nhouse,дом,noun,Home,'],
    ['English, Russian, Category\nhouse,дом,Home'],
    ['russian,english,tags\nдом,house,home'],
    ['English,Russian,Part of speech\nhouse,дом,noun'],
  ])("reads Slovo's CSV by its header row: %j", (text) => {
    expect(detectTextFormat(text)).toBe('slovo-csv');
  });

  it.each([
    ['house\tдом\nкошка\tcat'],
    ['apple;яблоко\npear;груша'],
    ['english,russian\nhouse,дом'],
    ['English,Russian,Topic\r\nhouse,дом,Home'],
    ['# my words\nhouse - дом'],
    ['hash#tag:1\tхэштег'],
    // Anki reads header lines only at the very top of the file; so does the preview.
    ['\n#separator:comma\napple,яблоко'],
    ['  #separator:Pipe\napple|яблоко'],
    [''],
  ])('reads anything else as word pairs: %j', (text) => {
    expect(detectTextFormat(text)).toBe('pairs');
  });
});

describe('previewTextImport: word pairs', () => {
  it('previews a Quizlet export with tabs, reporting each skipped line with its number and reason', () => {
    const preview = previewTextImport(QUIZLET_EXPORT, TAB);
    expect(preview.format).toBe('pairs');
    expect(preview.error).toBeNull();
    expect(preview.remarks).toEqual([]);
    expect(pairsOf(preview)).toEqual([
      [1, 'hello', 'привет'],
      [2, 'good morning', 'доброе утро'],
      [3, 'hedgehog', 'ёжик'],
      [4, 'yolk', 'желток, желтки'],
      [9, 'what?', 'что?'],
    ]);
    expect(preview.skipped.map(({ line, reason, message }) => [line, reason, message])).toEqual([
      [6, 'duplicate', 'Line 6: duplicate of the pair on line 1'],
      [7, 'invalid', 'Line 7: English word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )'],
      [8, 'missing-separator', 'Line 8: no tab between English and Russian'],
    ]);
    expect(preview.skipped[2]!.text).toBe('no definition here');
  });

  it('reads a comma CSV with a quoted field holding a comma, and skips its header row', () => {
    const text =
      '\uFEFFEnglish,Russian,Topic\r\nhouse,дом,Home\r\n"table, kitchen",кухонный стол,Home\r\n"the ""Big"" one",большой,\r\n';
    const preview = previewTextImport(text, COMMA);
    expect(preview.format).toBe('pairs');
    expect(pairsOf(preview)).toEqual([
      [2, 'house', 'дом'],
      [3, 'table, kitchen', 'кухонный стол'],
      [4, 'the Big one', 'большой'],
    ]);
    expect(preview.skipped).toEqual([
      { line: 1, text: 'English,Russian,Topic', reason: 'header', message: `Line 1: ${M.headerRow}` },
    ]);
  });

  it('takes a lone "english,russian" first line for a header row, not for a Slovo CSV', () => {
    const preview = previewTextImport('english,russian\nhouse,дом\ncat,кошка', COMMA);
    expect(preview.format).toBe('pairs');
    expect(pairsOf(preview)).toEqual([
      [2, 'house', 'дом'],
      [3, 'cat', 'кошка'],
    ]);
    expect(preview.skipped.map((entry) => entry.message)).toEqual([`Line 1: ${M.headerRow}`]);
  });

  it('splits cards at semicolons when they are the card separator', () => {
    const preview = previewTextImport('apple,яблоко;pear,груша;\ncherry,вишня', {
      termSeparator: 'comma',
      cardSeparator: 'semicolon',
    });
    expect(preview.error).toBeNull();
    expect(pairsOf(preview)).toEqual([
      [1, 'apple', 'яблоко'],
      [1, 'pear', 'груша'],
      [2, 'cherry', 'вишня'],
    ]);
  });

  it('uses custom separators between English and Russian and between cards', () => {
    const preview = previewTextImport('dog = собака | cat = кошка | mouse мышь', {
      termSeparator: { custom: '=' },
      cardSeparator: { custom: '|' },
    });
    expect(pairsOf(preview)).toEqual([
      [1, 'dog', 'собака'],
      [1, 'cat', 'кошка'],
    ]);
    expect(preview.skipped.map(({ reason, message }) => [reason, message])).toEqual([
      ['missing-separator', 'Line 1: no "=" between English and Russian'],
    ]);
  });

  it('reads the dash separator in its three forms', () => {
    const preview = previewTextImport('house - дом\nwater – вода\nbread — хлеб\nwell-known', {
      termSeparator: 'dash',
      cardSeparator: 'newline',
    });
    expect(pairsOf(preview)).toEqual([
      [1, 'house', 'дом'],
      [2, 'water', 'вода'],
      [3, 'bread', 'хлеб'],
    ]);
    expect(preview.skipped.map((entry) => entry.message)).toEqual(['Line 4: no dash (" - ") between English and Russian']);
  });

  it('reports an empty side with its line', () => {
    const preview = previewTextImport('apple;яблоко\r\n;пустое\r\nplum;слива\r\n', {
      termSeparator: 'semicolon',
      cardSeparator: 'newline',
    });
    expect(pairsOf(preview)).toEqual([
      [1, 'apple', 'яблоко'],
      [3, 'plum', 'слива'],
    ]);
    expect(preview.skipped.map(({ line, reason }) => [line, reason])).toEqual([[2, 'empty-side']]);
  });

  it('refuses equal separators with the message for the separator fields and previews nothing', () => {
    for (const separators of [
      { termSeparator: 'semicolon', cardSeparator: 'semicolon' },
      { termSeparator: { custom: '|' }, cardSeparator: { custom: '|' } },
      { termSeparator: 'comma', cardSeparator: { custom: ',' } },
    ] satisfies ImportSeparators[]) {
      expect(previewTextImport('apple;яблоко;pear;груша', separators)).toEqual({
        format: 'pairs',
        pairs: [],
        skipped: [],
        error: M.separatorsEqual,
        remarks: [],
        anki: null,
      });
    }
  });

  it('refuses an empty custom separator', () => {
    const preview = previewTextImport('apple яблоко', { termSeparator: { custom: '' }, cardSeparator: 'newline' });
    expect(preview.error).toBe(M.separatorEmpty);
    expect(preview.pairs).toEqual([]);
  });

  it('says no pairs were found when the separator is wrong for the text', () => {
    const preview = previewTextImport('apple;яблоко\npear;груша', TAB);
    expect(preview.error).toBe(M.noPairs);
    expect(preview.pairs).toEqual([]);
    expect(preview.skipped.map((entry) => entry.message)).toEqual([
      'Line 1: no tab between English and Russian',
      'Line 2: no tab between English and Russian',
    ]);
  });
});

describe('previewTextImport: parts of speech (issue 30)', () => {
  const partsOf = (preview: ImportPreview) => preview.pairs.map((pair) => [pair.english, pair.part_of_speech]);

  it('keeps the part of speech a third column names in pasted pairs', () => {
    const preview = previewTextImport('to run\tбежать\tverb\nhouse\tдом\tHome\nred\tкрасный\tadj.\n', TAB);
    expect(partsOf(preview)).toEqual([
      ['to run', 'verb'],
      ['house', undefined],
      ['red', 'adjective'],
    ]);
  });

  it('keeps the part of speech an Anki tag names', () => {
    const preview = previewTextImport('#separator:tab\n#tags column:3\nto run\tбежать\tverb sport\ncat\tкошка\tanimals\n', TAB);
    expect(partsOf(preview)).toEqual([
      ['to run', 'verb'],
      ['cat', undefined],
    ]);
  });
});

describe('previewTextImport: Anki files', () => {
  it('reads the notes, leaves the GUID/notetype/deck/tags columns out, and names the decks and tags left behind', () => {
    const preview = previewTextImport(ANKI_EXPORT, TAB);
    expect(preview.format).toBe('anki');
    expect(preview.error).toBeNull();
    expect(pairsOf(preview)).toEqual([
      [7, 'apple', 'яблоко'],
      [8, 'bread', 'хлеб'],
      [9, 'kitchen, table', 'кухонный, стол'],
      [10, 'chair', 'стул'],
    ]);
    expect(preview.pairs.every((pair) => pair.part_of_speech === undefined)).toBe(true);
    expect(preview.remarks).toEqual([
      'The words of decks “Russian::Food”, “Russian::Home” all go into this category.',
      'Tags are not imported with words (food, fruit, furniture, home): give the category its tags with Tags.',
    ]);
  });

  it('ignores the chosen separators: the file names its own', () => {
    const text = '#separator:Semicolon\n#html:false\n#deck:Животные\nhedgehog;ёж\ncat;кошка\n';
    for (const separators of [TAB, { termSeparator: 'semicolon', cardSeparator: 'semicolon' } satisfies ImportSeparators]) {
      const preview = previewTextImport(text, separators);
      expect(preview.error).toBeNull();
      expect(pairsOf(preview)).toEqual([
        [4, 'hedgehog', 'ёж'],
        [5, 'cat', 'кошка'],
      ]);
      expect(preview.remarks).toEqual(['The words of deck “Животные” all go into this category.']);
    }
  });

  it('has no remarks for a file without decks or tags, and reports skipped notes by line', () => {
    const preview = previewTextImport('#separator:tab\n#html:false\nhouse\tдом\nhouse\tдом\nonly English\n', TAB);
    expect(pairsOf(preview)).toEqual([[3, 'house', 'дом']]);
    expect(preview.remarks).toEqual([]);
    expect(preview.skipped.map(({ line, reason, message }) => [line, reason, message])).toEqual([
      [4, 'duplicate', 'Line 4: duplicate of the pair on line 3'],
      [5, 'missing-separator', 'Line 5: no tab between English and Russian'],
    ]);
  });

  it('lists five tags and counts the rest', () => {
    const text = '#separator:tab\n#html:false\n#tags:a1 b2 c3 d4 e5 f6 g7\nhouse\tдом\n';
    expect(previewTextImport(text, TAB).remarks).toEqual([
      'Tags are not imported with words (a1, b2, c3, d4, e5 and 2 more): give the category its tags with Tags.',
    ]);
  });

  it('says no pairs were found in an Anki file without valid notes', () => {
    const preview = previewTextImport('#separator:tab\n#html:false\ncafé\tкафе\n', TAB);
    expect(preview.format).toBe('anki');
    expect(preview.pairs).toEqual([]);
    expect(preview.error).toBe(M.noPairs);
    expect(preview.skipped).toHaveLength(1);
  });
});

describe("previewTextImport: Slovo's CSV", () => {
  it('keeps each part of speech and names the categories and tags left behind', () => {
    const preview = previewTextImport(SLOVO_CSV, TAB);
    expect(preview.format).toBe('slovo-csv');
    expect(preview.error).toBeNull();
    expect(preview.skipped).toEqual([]);
    expect(preview.pairs).toEqual([
      { line: 2, english: 'apple', russian: 'яблоко', part_of_speech: 'noun' },
      { line: 3, english: 'to run', russian: 'бежать', part_of_speech: 'verb' },
      { line: 4, english: 'red, ripe', russian: 'спелый', part_of_speech: 'adjective' },
      { line: 5, english: 'quickly', russian: 'быстро', part_of_speech: 'adverb' },
    ]);
    expect(preview.remarks).toEqual([
      'The words of categories “Food”, “Sport” all go into this category.',
      'Tags are not imported with words (b1, food, fruit, verbs): give the category its tags with Tags.',
    ]);
  });

  it('speaks of one category in the singular and has no tag remark without tags', () => {
    const preview = previewTextImport('english,russian,category\nhouse,дом,Дом\nchair,стул,Дом\n', COMMA);
    expect(preview.remarks).toEqual(['The words of category “Дом” all go into this category.']);
  });

  it('fills a missing part of speech with noun and skips an unknown one with its line', () => {
    const preview = previewTextImport('english,russian,part_of_speech\nhouse,дом,\nto swim,плавать,verbb\n', COMMA);
    expect(preview.pairs).toEqual([{ line: 2, english: 'house', russian: 'дом', part_of_speech: 'noun' }]);
    expect(preview.skipped.map(({ line, reason, message }) => [line, reason, message])).toEqual([
      [3, 'part-of-speech', `Line 3: ${M.partOfSpeechInvalid}`],
    ]);
    expect(preview.remarks).toEqual([]);
  });
});

describe('deckImportRemarks: an Anki file imported deck by deck', () => {
  it('names the decks, the notes without one and the tags as the server will use them', () => {
    const preview = previewTextImport(
      '#separator:tab\n#deck column:3\n#tags column:4\nbread\tхлеб\tFood\tbasics\nmilk\tмолоко\t\tdrinks basics\ntable\tстол\tHome\t',
      { termSeparator: 'tab', cardSeparator: 'newline' },
    );
    expect(preview.anki).toEqual({ decks: ['Food', 'Home'], withoutDeck: 1, tags: ['basics', 'drinks'] });
    expect(deckImportRemarks(preview.anki!)).toEqual([
      'Each deck becomes one of your private categories, or fills yours of that name: “Food”, “Home”.',
      '1 note without a deck goes into “Anki import”.',
      'Tags are added to the categories where Slovo has a tag of that name: basics, drinks.',
    ]);
  });

  it('has nothing to say of a file without decks or tags but its notes’ fallback category; other formats have no Anki part', () => {
    const anki = previewTextImport('#separator:tab\nsun\tсолнце\nmoon\tлуна', {
      termSeparator: 'tab',
      cardSeparator: 'newline',
    }).anki!;
    expect(deckImportRemarks(anki)).toEqual(['2 notes without a deck go into “Anki import”.']);
    expect(previewTextImport('sun\tсолнце', { termSeparator: 'tab', cardSeparator: 'newline' }).anki).toBeNull();
  });
});
