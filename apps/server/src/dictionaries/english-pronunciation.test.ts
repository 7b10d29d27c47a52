import { beforeAll, describe, expect, it } from 'vitest';
import type { CmuDictionary } from './english-pronunciation';
import { arpabetToIpa, englishIpa, loadEnglishPronunciation } from './english-pronunciation';

describe('arpabetToIpa', () => {
  it('writes General American IPA: AH0 ə, ER0 ɚ, ER1 ɝ, the stress mark before the stressed syllable', () => {
    expect(arpabetToIpa('W AO1 T ER0')).toBe('ˈwɔtɚ');
    expect(arpabetToIpa('B ER1 D')).toBe('bɝd');
    expect(arpabetToIpa('AH0 B AH1 V')).toBe('əˈbʌv');
    expect(arpabetToIpa('Y UW2 N AH0 V ER1 S AH0 T IY0')).toBe('ˌjunəˈvɝsəti');
  });

  it('puts the mark before the longest cluster a syllable may begin with', () => {
    // s t r may begin a syllable, n s t r may not.
    expect(arpabetToIpa('K AH0 N S T R AH1 K SH AH0 N')).toBe('kənˈstɹʌkʃən');
    // t l may not: the t stays behind.
    expect(arpabetToIpa('AH0 T L AE1 N T IH0 K')).toBe('ətˈlæntɪk');
    // p y may: computer.
    expect(arpabetToIpa('K AH0 M P Y UW1 T ER0')).toBe('kəmˈpjutɚ');
  });

  it('leaves a word of one syllable unmarked unless asked', () => {
    expect(arpabetToIpa('G OW1')).toBe('ɡoʊ');
    expect(arpabetToIpa('G OW1', true)).toBe('ˈɡoʊ');
  });

  it('gives nothing for a phone it does not know', () => {
    expect(arpabetToIpa('W AO1 XX ER0')).toBeUndefined();
  });
});

describe('englishIpa (CMUdict)', () => {
  let dictionary: CmuDictionary;
  beforeAll(async () => {
    const loaded = await loadEnglishPronunciation();
    if (!loaded) throw new Error('CMUdict did not load');
    dictionary = loaded;
  });

  it('transcribes a word between slashes', () => {
    expect(englishIpa(dictionary, 'water', 'noun')).toBe('/ˈwɔtɚ/');
    expect(englishIpa(dictionary, 'Music', 'noun')).toBe('/ˈmjuzɪk/');
    expect(englishIpa(dictionary, 'go', 'verb')).toBe('/ɡoʊ/');
  });

  it('transcribes a phrase word by word, and a verb without its "to"', () => {
    expect(englishIpa(dictionary, 'ice cream', 'noun')).toBe('/ˈaɪs ˈkɹim/');
    expect(englishIpa(dictionary, 'to go', 'verb')).toBe('/ɡoʊ/');
  });

  it('chooses a homograph’s pronunciation by part of speech, or none where that does not decide', () => {
    expect(englishIpa(dictionary, 'read', 'verb')).toBe('/ɹid/');
    expect(englishIpa(dictionary, 'live', 'verb')).toBe('/lɪv/');
    expect(englishIpa(dictionary, 'live', 'adjective')).toBe('/laɪv/');
    expect(englishIpa(dictionary, 'record', 'noun')).toBe('/ˈɹɛkɚd/');
    expect(englishIpa(dictionary, 'lead', 'noun')).toBeUndefined();
  });

  it('gives nothing for a word CMUdict lacks or a text with other characters', () => {
    expect(englishIpa(dictionary, 'qwxzt', 'noun')).toBeUndefined();
    expect(englishIpa(dictionary, 'water qwxzt', 'noun')).toBeUndefined();
    expect(englishIpa(dictionary, 'cat, kitty', 'noun')).toBeUndefined();
    expect(englishIpa(dictionary, 'cat (pet)', 'noun')).toBeUndefined();
  });
});
