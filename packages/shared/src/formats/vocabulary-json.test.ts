import { describe, expect, it } from 'vitest';
import type { VocabularyFile } from './vocabulary-json';
import {
  VocabularyJsonWriter,
  listVocabularyFileProblems,
  parseVocabularyFile,
  summarizeVocabularyFile,
  writeVocabularyJson,
} from './vocabulary-json';

const parsed = (data: unknown) => {
  const result = parseVocabularyFile(data);
  if (!result.ok) throw new Error(result.error);
  return result;
};

const problemsOf = (data: unknown) => listVocabularyFileProblems(parsed(data).problems, 100);

describe('parseVocabularyFile', () => {
  it('refuses a file without a categories array', () => {
    for (const data of [undefined, null, [], 'text', 3, {}, { categories: {} }, { categories: 'a' }, { tags: [] }]) {
      expect(parseVocabularyFile(data)).toEqual({ ok: false, error: 'Invalid file format: categories array is required' });
    }
  });

  it('reads a complete file, filling the optional fields', () => {
    const result = parsed({
      tags: [
        { name: 'food', display_name: 'Food', description: 'Things to eat', color: '#F97316', icon: '🍎' },
        { name: 'basics' },
      ],
      categories: [
        {
          name: 'fruit',
          display_name: 'Fruit',
          description: '  Sweet things ',
          tags: ['food', 'food', 'extra'],
          is_approved_list: true,
          words: [
            { english: 'apple', russian: 'яблоко' },
            { en: 'pear', ru: 'груша', part_of_speech: 'Noun ' },
            { word: 'to  eat', translation: 'есть', part_of_speech: 'verb' },
          ],
        },
        { name: 'empty' },
      ],
    });
    expect(result.problems).toEqual([]);
    expect(result.file).toEqual({
      tags: [
        { name: 'food', display_name: 'Food', description: 'Things to eat', color: '#f97316', icon: '🍎' },
        { name: 'basics', display_name: 'basics', description: null, color: null, icon: null },
      ],
      categories: [
        {
          name: 'fruit',
          display_name: 'Fruit',
          description: 'Sweet things',
          tags: ['food', 'extra'],
          is_approved_list: true,
          words: [
            { english: 'apple', russian: 'яблоко', part_of_speech: 'noun' },
            { english: 'pear', russian: 'груша', part_of_speech: 'noun' },
            { english: 'to eat', russian: 'есть', part_of_speech: 'verb' },
          ],
        },
        { name: 'empty', display_name: 'empty', description: null, tags: [], is_approved_list: false, words: [] },
      ],
    });
    expect(summarizeVocabularyFile(result)).toEqual({ categories: 2, words: 3, tags: 3, problems: 0 });
  });

  it('cleans words with the shared sanitiser and keeps each pair of a category once (ignoring case)', () => {
    const result = parsed({
      categories: [
        {
          name: 'c',
          words: [
            { english: "don't", russian: '<нет>' },
            { english: 'DONT', russian: 'НЕТ' },
            { english: ' dont ', russian: '"нет"' },
          ],
        },
      ],
    });
    expect(result.file.categories[0]?.words).toEqual([{ english: 'dont', russian: 'нет', part_of_speech: 'noun' }]);
  });

  it('leaves out each invalid entry and says where it was and why', () => {
    const problems = problemsOf({
      tags: [{ name: 'Bad Name' }, { name: 'ok', color: 'red' }, 'x', { name: 'fine', display_name: '' }],
      categories: [
        'not an object',
        { display_name: 'No name' },
        { name: 'x'.repeat(201) },
        { name: 'long display', display_name: 'y'.repeat(51) },
        { name: 'approved?', is_approved_list: 'yes' },
        { name: 'words?', words: 'apple' },
        {
          name: 'good',
          tags: ['fine', 'Not A Slug', 7],
          words: [
            { english: 'ok', russian: 'да' },
            { english: '', russian: 'пусто' },
            { english: 'x', russian: '   ' },
            { russian: 'нет' },
            { english: 'apple' },
            { english: 'café', russian: 'кафе' },
            { english: 5, russian: 'пять' },
            { english: 'a'.repeat(101), russian: 'б' },
            { english: 'run', russian: 'бежать', part_of_speech: 'gerund' },
            null,
          ],
        },
      ],
    });
    expect(problems).toEqual([
      'tags[0]: Tag name must be 1–50 lower-case letters, digits and single hyphens, like "phrasal-verbs"',
      'tags[1]: Color must be a hex color like #3b82f6 or #38f, or null',
      'tags[2]: entry must be an object',
      'tags[3]: Display name is required',
      'categories[0]: entry must be an object',
      'categories[1]: name is required',
      'categories[2]: name must be at most 200 characters',
      'categories[3]: display_name must be at most 50 characters',
      'categories[4]: is_approved_list must be true or false',
      'categories[5]: words must be a list',
      'categories[6].tags[1]: Tag name must be 1–50 lower-case letters, digits and single hyphens, like "phrasal-verbs"',
      'categories[6].tags[2]: name must be text',
      'categories[6].words[1]: english is empty',
      'categories[6].words[2]: russian is empty',
      'categories[6].words[3]: english is required',
      'categories[6].words[4]: russian is required',
      'categories[6].words[5]: english is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )',
      'categories[6].words[6]: english must be text',
      'categories[6].words[7]: english must be at most 100 characters',
      'categories[6].words[8]: part_of_speech must be one of noun, verb, adjective, adverb, preposition, pronoun, conjunction, interjection',
      'categories[6].words[9]: entry must be an object',
    ]);
  });

  it('merges categories of the same name', () => {
    const result = parsed({
      categories: [
        { name: 'b' },
        { name: 'a', display_name: 'First', tags: ['t1'], words: [{ en: 'one', ru: 'один' }] },
        {
          name: 'a',
          display_name: 'Second',
          tags: ['t2', 't1'],
          words: [
            { en: 'ONE', ru: 'один' },
            { en: 'two', ru: 'два' },
          ],
        },
      ],
    });
    expect(result.categoryPaths).toEqual(['categories[0]', 'categories[1]']);
    expect(result.file.categories.slice(1)).toEqual([
      {
        name: 'a',
        display_name: 'First',
        description: null,
        tags: ['t1', 't2'],
        is_approved_list: false,
        words: [
          { english: 'one', russian: 'один', part_of_speech: 'noun' },
          { english: 'two', russian: 'два', part_of_speech: 'noun' },
        ],
      },
    ]);
  });

  it('lists at most the given number of problems, then counts the rest', () => {
    const words = Array.from({ length: 5 }, () => ({ english: '', russian: 'x' }));
    const result = parsed({ categories: [{ name: 'c', words }] });
    expect(listVocabularyFileProblems(result.problems, 2)).toEqual([
      'categories[0].words[0]: english is empty',
      'categories[0].words[1]: english is empty',
      '…and 3 more problems',
    ]);
  });
});

describe('parseVocabularyFile: a word’s facts (issue 32)', () => {
  const ACUTE = '\u0301';
  const fileOf = (words: unknown[]) => ({ categories: [{ name: 'facts', words }] });
  const wordsOf = (words: unknown[]) => parsed(fileOf(words)).file.categories[0]!.words;

  it('reads each fact by its API name, with the sources the file gives', () => {
    expect(
      wordsOf([
        {
          english: 'milk',
          russian: 'молоко',
          stressed: `молоко${ACUTE}`,
          gender: 'n',
          animate: false,
          forms: { gen_sg: `молока${ACUTE}` },
          ipa: '/mɪlk/',
          sources: { stressed: 'editor', gender: 'dictionary:az@0.2.3' },
        },
        {
          english: 'to go',
          russian: 'идти',
          part_of_speech: 'verb',
          aspect: 'impf',
          aspect_partner: `пойти${ACUTE}`,
          english_forms: { past: 'went', past_participle: 'gone' },
        },
      ]),
    ).toEqual([
      {
        english: 'milk',
        russian: 'молоко',
        part_of_speech: 'noun',
        stressed: `молоко${ACUTE}`,
        gender: 'n',
        animate: false,
        forms: { gen_sg: `молока${ACUTE}` },
        ipa: '/mɪlk/',
        sources: { stressed: 'editor', gender: 'dictionary:az@0.2.3' },
      },
      {
        english: 'to go',
        russian: 'идти',
        part_of_speech: 'verb',
        aspect: 'impf',
        aspect_partner: `пойти${ACUTE}`,
        english_forms: { past: 'went', past_participle: 'gone' },
      },
    ]);
  });

  it('takes stress marks typed in the russian side as its stressed form, the side itself bare', () => {
    expect(wordsOf([{ english: 'word', ru: 'сл\u00F3во' }])).toEqual([
      { english: 'word', russian: 'слово', part_of_speech: 'noun', stressed: `сло${ACUTE}во` },
    ]);
  });

  it('leaves out a word with an invalid fact or source, saying where and why; the others are kept', () => {
    const file = fileOf([
      { english: 'table', russian: 'стол', gender: 'masc.' },
      { english: 'milk', russian: 'молоко', stressed: `мука${ACUTE}` },
      { english: 'cat', russian: 'кошка', forms: { dative: 'кошке' } },
      { english: 'dog', russian: 'собака', gender: 'f', sources: { gender: 'my aunt' } },
      { english: 'bread', russian: 'хлеб', gender: 'm' },
    ]);
    expect(parsed(file).file.categories[0]!.words.map((word) => word.english)).toEqual(['bread']);
    expect(problemsOf(file)).toEqual([
      'categories[0].words[0]: Gender must be m, f, n or pl',
      'categories[0].words[1]: The stressed form must be the Russian word with stress marks added',
      'categories[0].words[2]: Forms must be an object of Russian words',
      'categories[0].words[3]: sources must give each fact’s source: import, editor, suggested or dictionary:<name>@<version>',
    ]);
  });
});

describe('writeVocabularyJson', () => {
  const file: VocabularyFile = {
    tags: [{ name: 'food', display_name: 'Food "quoted"', description: null, color: '#22c55e', icon: '🍎' }],
    categories: [
      {
        name: 'fruit',
        display_name: 'Fruit',
        description: 'Line\nbreak',
        tags: ['food'],
        is_approved_list: true,
        words: [
          { english: 'apple', russian: 'яблоко', part_of_speech: 'noun' },
          { english: 'to eat', russian: 'есть', part_of_speech: 'verb' },
          {
            english: 'milk',
            russian: 'молоко',
            part_of_speech: 'noun',
            stressed: 'молоко\u0301',
            gender: 'n',
            animate: false,
            forms: { gen_sg: 'молока\u0301' },
            ipa: '/mɪlk/',
            sources: {
              stressed: 'editor',
              gender: 'import',
              animate: 'import',
              forms: 'suggested',
              ipa: 'dictionary:cmudict@0.7',
            },
          },
        ],
      },
      { name: 'empty', display_name: 'Empty', description: null, tags: [], is_approved_list: false, words: [] },
    ],
  };

  it('writes JSON that parses back to the same file', () => {
    const text = writeVocabularyJson(file);
    expect(parsed(JSON.parse(text))).toEqual({ ok: true, file, problems: [], categoryPaths: ['categories[0]', 'categories[1]'] });
  });

  it('writes one word per line, a word’s facts and their sources after its sides', () => {
    const lines = writeVocabularyJson(file).split('\n');
    expect(lines).toContain('      {"english":"apple","russian":"яблоко","part_of_speech":"noun"},');
    expect(lines).toContain(
      '      {"english":"milk","russian":"молоко","part_of_speech":"noun","stressed":"молоко\u0301","gender":"n","animate":false,' +
        '"forms":{"gen_sg":"молока\u0301"},"ipa":"/mɪlk/","sources":{"stressed":"editor","gender":"import","animate":"import",' +
        '"forms":"suggested","ipa":"dictionary:cmudict@0.7"}}',
    );
  });

  it('writes empty files and files without tags', () => {
    expect(JSON.parse(writeVocabularyJson({ tags: [], categories: [] }))).toEqual({ tags: [], categories: [] });
    const noTags = { tags: [], categories: file.categories };
    expect(parsed(JSON.parse(writeVocabularyJson(noTags))).file).toEqual(noTags);
  });

  it('streams: words may come in several pages per category', () => {
    const writer = new VocabularyJsonWriter();
    const [first, ...rest] = file.categories;
    let text = writer.start(file.tags);
    const { words, ...header } = first!;
    text += writer.category(header) + writer.words(words.slice(0, 1)) + writer.words([]) + writer.words(words.slice(1));
    for (const { words: more, ...next } of rest) text += writer.category(next) + writer.words(more);
    text += writer.end();
    expect(text).toBe(writeVocabularyJson(file));
    expect(() => writer.end()).toThrow();
  });
});
