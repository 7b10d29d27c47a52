import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHONETIC_TABLE,
  canStillChange,
  cyrillicToLatin,
  isPhoneticKey,
  latinToCyrillic,
  typePhonetic,
  type PhoneticRun,
} from './phonetic-typing';

const ALPHABET = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';

/** Types `keys` one by one at the end of `start`, as a field does: each key extends the run. */
function typeKeys(keys: string, start = ''): string {
  let text = start;
  let run: PhoneticRun | null = null;
  for (const key of keys) {
    const edit = typePhonetic(text, { start: text.length, end: text.length }, key, run);
    text = edit.text;
    run = edit.run;
  }
  return text;
}

/** Every text the field shows on the way, key by key. */
function stepsOf(keys: string): string[] {
  return [...keys].map((_, i) => typeKeys(keys.slice(0, i + 1)));
}

describe('phonetic typing: BGN/PCGN read backwards', () => {
  it('spells the letters the issue names: shch щ, zh ж, ya я, apostrophe ь', () => {
    expect(latinToCyrillic('shchi')).toBe('щи');
    expect(latinToCyrillic('zhuk')).toBe('жук');
    expect(latinToCyrillic('yabloko')).toBe('яблоко');
    expect(latinToCyrillic("sol'")).toBe('соль');
  });

  it('types every letter of the alphabet from its keys in the table', () => {
    expect(PHONETIC_TABLE.map((row) => row.letter).join('')).toBe(ALPHABET);
    // Each spelling where it reads as its letter: after a consonant for е, ы and э's other reading.
    const typed = PHONETIC_TABLE.map(({ letter, keys }) => {
      if (letter === 'ы') return latinToCyrillic(`b${keys[0]}`).slice(1);
      if (letter === 'ъ' || letter === 'ь') return latinToCyrillic(`s${keys[0]}`).slice(1);
      return latinToCyrillic(keys[0]!, letter === 'е' ? 'д' : '');
    });
    expect(typed.join('')).toBe(ALPHABET);
  });

  it('reads e and y by position, as BGN/PCGN writes them', () => {
    expect(latinToCyrillic('eto')).toBe('это');
    expect(latinToCyrillic('poet')).toBe('поэт');
    expect(latinToCyrillic('net')).toBe('нет');
    expect(latinToCyrillic('yeshchë')).toBe('ещё');
    expect(latinToCyrillic('ty')).toBe('ты');
    expect(latinToCyrillic('moy')).toBe('мой');
    expect(latinToCyrillic('novyy')).toBe('новый');
    expect(latinToCyrillic('novyye')).toBe('новые');
    expect(latinToCyrillic("sem'ya")).toBe('семья');
    expect(latinToCyrillic('s"yezd')).toBe('съезд');
    expect(latinToCyrillic('Meyyer')).toBe('Мейер');
  });

  it('gives ё for ë and yë; yo is й + о, as in BGN/PCGN', () => {
    expect(latinToCyrillic('rayon')).toBe('район');
    expect(latinToCyrillic('yëlka')).toBe('ёлка');
    expect(latinToCyrillic('mëd')).toBe('мёд');
    expect(latinToCyrillic('YËZH')).toBe('ЁЖ');
  });

  it('keeps letters apart with the separator, and turns the e or y after it into its other letter', () => {
    expect(latinToCyrillic('ts')).toBe('ц');
    expect(latinToCyrillic('t_s')).toBe('тс');
    expect(latinToCyrillic('t·s')).toBe('тс');
    expect(latinToCyrillic('vesnush_chatyy')).toBe('веснушчатый');
    expect(latinToCyrillic('y_a')).toBe('йа');
    expect(latinToCyrillic('m_er')).toBe('мэр');
    expect(latinToCyrillic("_ykat'")).toBe('ыкать');
  });

  it('reads t before sh as т + ш, not ц + h', () => {
    expect(latinToCyrillic("otshel'nik")).toBe('отшельник');
    expect(latinToCyrillic('otshchepenets')).toBe('отщепенец');
    expect(latinToCyrillic("tsar'")).toBe('царь');
  });

  it('gives a letter the case of its first key; ь and ъ stay small', () => {
    expect(latinToCyrillic('Shchi')).toBe('Щи');
    expect(latinToCyrillic('SHCHI')).toBe('ЩИ');
    expect(latinToCyrillic('Yabloko')).toBe('Яблоко');
    expect(latinToCyrillic('MOSKVA, OB"YEKT')).toBe('МОСКВА, ОБъЕКТ');
  });

  it('leaves keys the scheme does not use as typed, and starts each word afresh', () => {
    expect(latinToCyrillic('c')).toBe('c');
    expect(latinToCyrillic('wx')).toBe('wx');
    expect(latinToCyrillic('ya i ty')).toBe('я и ты');
    expect(latinToCyrillic('e', 'д')).toBe('е');
    expect(latinToCyrillic('e', 'да ')).toBe('э');
  });

  it('names the keys it takes', () => {
    for (const key of ['a', 'Z', 'ë', "'", '"', '’', '_', '·']) expect(isPhoneticKey(key), key).toBe(true);
    for (const key of [' ', '1', '-', 'ж', ',', '']) expect(isPhoneticKey(key), key).toBe(false);
  });
});

describe('phonetic typing, key by key', () => {
  it('turns с into ш with h, then c and h into щ', () => {
    expect(stepsOf('shchi')).toEqual(['с', 'ш', 'шc', 'щ', 'щи']);
  });

  it('rewrites only the keys typed in a row: т becomes ц, й becomes я, ц becomes т + ш', () => {
    expect(stepsOf('tsar')).toEqual(['т', 'ц', 'ца', 'цар']);
    expect(stepsOf('ya')).toEqual(['й', 'я']);
    expect(stepsOf('otsh')).toEqual(['о', 'от', 'оц', 'отш']);
  });

  it('types at the caret in the middle of a text and over a selection', () => {
    const edit = typePhonetic('да нет', { start: 3, end: 3 }, 'z', null);
    expect(edit).toEqual({ text: 'да знет', caret: 4, run: { start: 3, latin: 'z', length: 1 } });
    const next = typePhonetic(edit.text, { start: edit.caret, end: edit.caret }, 'h', edit.run);
    expect(next.text).toBe('да жнет');
    expect(typePhonetic('да нет', { start: 3, end: 6 }, 'y', null).text).toBe('да й');
  });

  it('starts a new run when the caret moved away from the last one', () => {
    const first = typePhonetic('', { start: 0, end: 0 }, 's', null);
    // The caret went back before с: the next key does not join it.
    expect(typePhonetic(first.text, { start: 0, end: 0 }, 'h', first.run).text).toBe('hс');
  });

  it('lets the Russian before a run decide e and y, but never joins a key to it', () => {
    expect(typeKeys('e', 'д')).toBe('де');
    expect(typeKeys('h', 'с')).toBe('сh');
  });

  it('says when one more key could still rewrite what shows', () => {
    for (const latin of ['s', 'z', 'k', 't', 'y', 'ts', 'c', 'shc', 'nos']) expect(canStillChange(latin), latin).toBe(true);
    for (const latin of ['sh', 'a', 'shch', 'ya', 'mama', 'shchi', "'"]) expect(canStillChange(latin), latin).toBe(false);
  });
});

describe('the scheme the other way round', () => {
  it('spells every letter, small and capital, and reads it back', () => {
    for (const letter of ALPHABET) {
      expect(latinToCyrillic(cyrillicToLatin(letter)), letter).toBe(letter);
      const capital = letter.toLocaleUpperCase('ru-RU');
      if (letter !== 'ъ' && letter !== 'ь') expect(latinToCyrillic(cyrillicToLatin(capital)), capital).toBe(capital);
    }
  });

  it('writes BGN/PCGN spellings, with the separator only where letters would join', () => {
    expect(cyrillicToLatin('щи')).toBe('shchi');
    expect(cyrillicToLatin('Жук')).toBe('Zhuk');
    expect(cyrillicToLatin('семья')).toBe("sem'ya");
    expect(cyrillicToLatin('ель')).toBe("yel'");
    expect(cyrillicToLatin('это')).toBe('eto');
    expect(cyrillicToLatin('тс')).toBe('t_s');
    expect(cyrillicToLatin('мэр')).toBe('m_er');
    expect(cyrillicToLatin('район')).toBe('rayon');
    expect(cyrillicToLatin('йа')).toBe('y_a');
    expect(cyrillicToLatin('новый')).toBe('novyy');
  });

  it('reads back any Russian text it spells', () => {
    const letter = fc.constantFrom(...ALPHABET, ...ALPHABET.toLocaleUpperCase('ru-RU').replace(/[ЪЬ]/g, ''), ' ');
    fc.assert(
      fc.property(fc.array(letter, { maxLength: 24 }), (letters) => {
        const text = letters.join('');
        expect(latinToCyrillic(cyrillicToLatin(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
