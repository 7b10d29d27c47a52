import type { AzMorph } from './az-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRussianMorphology, russianFacts } from './russian-morphology';

let morph: AzMorph;
beforeAll(async () => {
  const loaded = await loadRussianMorphology();
  if (!loaded) throw new Error('az did not load');
  morph = loaded;
});

describe('russianFacts (az, OpenCorpora)', () => {
  it('knows a noun’s gender, animacy and forms', () => {
    expect(russianFacts(morph, 'собака', 'noun')).toEqual({
      gender: 'f',
      animate: true,
      forms: { gen_sg: 'собаки', nom_pl: 'собаки', gen_pl: 'собак' },
    });
    expect(russianFacts(morph, 'мышь', 'noun')).toEqual({
      gender: 'f',
      animate: true,
      forms: { gen_sg: 'мыши', nom_pl: 'мыши', gen_pl: 'мышей' },
    });
    expect(russianFacts(morph, 'стол', 'noun')).toEqual({
      gender: 'm',
      animate: false,
      forms: { gen_sg: 'стола', nom_pl: 'столы', gen_pl: 'столов' },
    });
  });

  it('gives a plural-only noun gender pl and its genitive only; an uncountable one its genitive singular only', () => {
    expect(russianFacts(morph, 'ножницы', 'noun')).toEqual({ gender: 'pl', animate: false, forms: { gen_pl: 'ножниц' } });
    expect(russianFacts(morph, 'молоко', 'noun')).toEqual({ gender: 'n', animate: false, forms: { gen_sg: 'молока' } });
  });

  it('gives an indeclinable noun no forms', () => {
    expect(russianFacts(morph, 'кофе', 'noun')).toEqual({ gender: 'm', animate: false });
  });

  it('knows a verb’s aspect and its present or simple future and past', () => {
    expect(russianFacts(morph, 'делать', 'verb')).toEqual({
      aspect: 'impf',
      forms: { sg1: 'делаю', sg2: 'делаешь', pl3: 'делают', past_m: 'делал', past_f: 'делала' },
    });
    expect(russianFacts(morph, 'сделать', 'verb')).toEqual({
      aspect: 'pf',
      forms: { sg1: 'сделаю', sg2: 'сделаешь', pl3: 'сделают', past_m: 'сделал', past_f: 'сделала' },
    });
  });

  it('gives an adjective its short forms, without a ё OpenCorpora may have put in the wrong place', () => {
    expect(russianFacts(morph, 'красивый', 'adjective')).toEqual({
      forms: { short_m: 'красив', short_f: 'красива', short_n: 'красиво', short_pl: 'красивы' },
    });
    expect(russianFacts(morph, 'дешёвый', 'adjective').forms).toEqual({
      short_m: 'дешев',
      short_f: 'дешева',
      short_n: 'дешево',
      short_pl: 'дешевы',
    });
  });

  it('leaves out what the dictionary is not sure of', () => {
    // Two lexemes, animate and not: the gender they share, no animacy.
    expect(russianFacts(morph, 'ёж', 'noun')).toMatchObject({ gender: 'm' });
    expect(russianFacts(morph, 'ёж', 'noun').animate).toBeUndefined();
    // Common gender: the person decides.
    expect(russianFacts(morph, 'судья', 'noun').gender).toBeUndefined();
    // Both aspects.
    expect(russianFacts(morph, 'бежать', 'verb').aspect).toBeUndefined();
    // Two standard plurals (учители / учителя): that form is left out, the others are given.
    expect(russianFacts(morph, 'учитель', 'noun').forms).toEqual({ gen_sg: 'учителя', gen_pl: 'учителей' });
    // No standard я-form.
    expect(russianFacts(morph, 'победить', 'verb').forms?.sg1).toBeUndefined();
    expect(russianFacts(morph, 'победить', 'verb').forms?.sg2).toBe('победишь');
  });

  it('takes a plain form over a rare or old one', () => {
    expect(russianFacts(morph, 'брат', 'noun').forms).toEqual({ gen_sg: 'брата', nom_pl: 'братья', gen_pl: 'братьев' });
    expect(russianFacts(morph, 'дерево', 'noun').forms).toEqual({ gen_sg: 'дерева', nom_pl: 'деревья', gen_pl: 'деревьев' });
  });

  it('gives nothing when the word is not of the part of speech it was given, or not a dictionary form', () => {
    expect(russianFacts(morph, 'делать', 'noun')).toEqual({});
    expect(russianFacts(morph, 'собаки', 'noun')).toEqual({});
    expect(russianFacts(morph, 'собака', 'adverb')).toEqual({});
    expect(russianFacts(morph, 'кваказябра', 'noun')).toEqual({});
    expect(russianFacts(morph, 'кот, кошка', 'noun')).toEqual({});
  });

  it('reads е as ё and keeps a capital', () => {
    expect(russianFacts(morph, 'елка', 'noun')).toMatchObject({ gender: 'f', forms: { gen_sg: 'ёлки' } });
    expect(russianFacts(morph, 'Москва', 'noun')).toMatchObject({ gender: 'f', forms: { gen_sg: 'Москвы' } });
  });

  it('gives a phrase its head word’s gender and animacy (or aspect), no forms', () => {
    expect(russianFacts(morph, 'белый медведь', 'noun')).toEqual({ gender: 'm', animate: true });
    expect(russianFacts(morph, 'чашка чая', 'noun')).toEqual({ gender: 'f', animate: false });
    expect(russianFacts(morph, 'играть в футбол', 'verb')).toEqual({ aspect: 'impf' });
    // Two nouns in the nominative: no head to be sure of.
    expect(russianFacts(morph, 'мама папа', 'noun')).toEqual({});
  });
});
