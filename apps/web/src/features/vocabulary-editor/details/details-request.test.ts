import { describe, expect, it } from 'vitest';
import { ANNOTATION_MESSAGES } from '@slovo/shared/limits/word-annotations';
import { draftOf, withConfirmed, withForm, withPartOfSpeech, withStressOn, withValue, type DetailedWord } from './details-draft';
import { detailsRequest } from './details-request';
import { detailsFieldOfError } from './field-errors';
import { stressSegments } from './stress-segments';
import { stressState } from './stress-state';

const same = { russianChanged: false, englishChanged: false };

describe('the stress a tap sets', () => {
  it('puts the stress of the tapped word on the tapped vowel; several words each keep their own', () => {
    let draft = draftOf({});
    draft = withStressOn(draft, 'белый медведь', 1);
    expect(draft.values.stressed).toBe('бе́лый медведь');
    draft = withStressOn(draft, 'белый медведь', 10);
    expect(draft.values.stressed).toBe('бе́лый медве́дь');
    draft = withStressOn(draft, 'белый медведь', 3);
    expect(draft.values.stressed).toBe('белы́й медве́дь');
  });

  it('cuts the side into words that need a stress and those that do not', () => {
    const segments = stressSegments('на мосту', 'на мосту́');
    expect(segments.map((segment) => (segment.kind === 'word' ? [segment.word, segment.needsStress] : segment.text))).toEqual([
      ['на', false],
      ' ',
      ['мосту', true],
    ]);
    const word = segments[2]!;
    expect(
      word.kind === 'word' && word.letters.filter((letter) => letter.vowel).map((letter) => [letter.letter, letter.stressed]),
    ).toEqual([
      ['о', false],
      ['у', true],
    ]);
  });
});

describe('what a request sends', () => {
  it('sends every fact of a new word, its part of speech unless it is the default noun', () => {
    let draft = withPartOfSpeech(draftOf({}), 'verb');
    draft = withStressOn(draft, 'читать', 3);
    expect(withStressOn(draft, 'читать', 4)).toBe(draft);
    draft = withValue(draft, 'aspect', 'impf');
    draft = withValue(draft, 'aspect_partner', ' прочитать ');
    expect(detailsRequest(draft, { russian: 'читать', ...same })).toEqual({
      part_of_speech: 'verb',
      stressed: 'чита́ть',
      aspect: 'impf',
      aspect_partner: 'прочитать',
    });
    expect(detailsRequest(draftOf({}), { russian: 'кот', ...same })).toEqual({});
  });

  const milk: DetailedWord = {
    part_of_speech: 'noun',
    stressed: 'молоко́',
    gender: 'n',
    forms: { gen_sg: 'молока́' },
    ipa: '/ˈmɪlk/',
    sources: { stressed: 'suggested', gender: 'import', forms: 'dictionary:az@0.2.3', ipa: 'editor' },
  };

  it('sends nothing an edit leaves alone, so every fact keeps its source', () => {
    expect(detailsRequest(draftOf(milk), { original: milk, russian: 'молоко', ...same })).toEqual({});
  });

  it('sends what the person changed (null for what they emptied) and a suggestion they confirmed', () => {
    let draft = draftOf(milk);
    draft = withValue(draft, 'gender', 'f');
    draft = withValue(draft, 'ipa', '  ');
    draft = withForm(draft, 'nom_pl', 'молока');
    draft = withConfirmed(draft, 'stressed', true);
    expect(detailsRequest(draft, { original: milk, russian: 'молоко', ...same })).toEqual({
      stressed: 'молоко́',
      gender: 'f',
      ipa: null,
      forms: { gen_sg: 'молока́', nom_pl: 'молока' },
    });
  });

  it('clears the facts of the old part of speech and sends the new one', () => {
    const draft = withPartOfSpeech(draftOf(milk), 'adverb');
    expect(detailsRequest(draft, { original: milk, russian: 'молоко', ...same })).toEqual({
      part_of_speech: 'adverb',
      gender: null,
      forms: null,
    });
  });

  it('sends again the facts of a side the edit changes (the server would drop them), leaving a stress that no longer fits', () => {
    const draft = draftOf(milk);
    expect(detailsRequest(draft, { original: milk, russian: 'молочко', russianChanged: true, englishChanged: true })).toEqual({
      gender: 'n',
      forms: { gen_sg: 'молока́' },
      ipa: '/ˈmɪlk/',
    });
  });
});

describe('the refusals of the server', () => {
  it('name their field', () => {
    expect(detailsFieldOfError(ANNOTATION_MESSAGES.stressedMismatch)).toBe('stressed');
    expect(detailsFieldOfError(ANNOTATION_MESSAGES.formInvalid('gen_pl'))).toBe('forms.gen_pl');
    expect(detailsFieldOfError(ANNOTATION_MESSAGES.englishFormInvalid('past'))).toBe('english_forms.past');
    expect(detailsFieldOfError('This word pair is already in this category')).toBeNull();
  });
});

describe('the stress marker', () => {
  it('tells a missing, a partial, a suggested and a known stress apart', () => {
    expect(stressState({ russian: 'кот' })).toBe('not-needed');
    expect(stressState({ russian: 'ёжик' })).toBe('not-needed');
    expect(stressState({ russian: 'молоко' })).toBe('missing');
    expect(stressState({ russian: 'белый медведь', stressed: 'бе́лый медведь' })).toBe('missing');
    expect(stressState({ russian: 'молоко', stressed: 'молоко́', sources: { stressed: 'suggested' } })).toBe('suggested');
    expect(stressState({ russian: 'молоко', stressed: 'молоко́', sources: { stressed: 'import' } })).toBe('known');
  });
});
