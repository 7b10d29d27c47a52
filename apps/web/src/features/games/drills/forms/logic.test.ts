import { describe, expect, it } from 'vitest';
import type { GameWord } from '@slovo/shared';
import { canAskForms, distractors, frameLead, formsQuestions, framesOf, judgeChoice, judgeTyped } from './logic';

const noun = (id: number, russian: string, forms: GameWord['forms'], extra: Partial<GameWord> = {}): GameWord =>
  ({ id, english: `word ${id}`, russian, part_of_speech: 'noun', forms, ...extra }) as GameWord;
const verb = (id: number, russian: string, forms: GameWord['forms'], extra: Partial<GameWord> = {}): GameWord =>
  ({ id, english: `to ${id}`, russian, part_of_speech: 'verb', forms, ...extra }) as GameWord;

const STOL = noun(1, 'стол', { gen_sg: 'стола́', nom_pl: 'столы́', gen_pl: 'столо́в' }, { gender: 'm' });
const KNIGA = noun(9, 'книга', { gen_sg: 'кни́ги', gen_pl: 'кни́г' }, { gender: 'f' });
const NOZHNITSY = noun(10, 'ножницы', { gen_pl: 'но́жниц' }, { gender: 'pl' });
const DELAT = verb(2, 'делать', { sg1: 'де́лаю', sg2: 'де́лаешь', pl3: 'де́лают' }, { aspect: 'impf', aspect_partner: 'сде́лать' });

describe('the Forms drill', () => {
  it('knows each word’s frames, the genitive plural and first person first, and skips guessed facts', () => {
    expect(framesOf(STOL).map((f) => [f.kind, f.expected])).toEqual([
      ['gen_pl', 'столо́в'],
      ['gen_sg', 'стола́'],
      ['two', 'стола́'],
    ]);
    expect(framesOf(DELAT).map((f) => f.kind)).toEqual(['sg1', 'sg2', 'pl3', 'partner']);
    expect(canAskForms(noun(3, 'кот', { gen_sg: 'кота́' }, { sources: { forms: 'suggested' } }))).toBe(false);
    expect(framesOf(verb(4, 'делать', {}, { aspect_partner: 'сделать', sources: { aspect_partner: 'suggested' } }))).toEqual([]);
    expect(canAskForms(noun(5, 'молоко', undefined))).toBe(false);
  });

  it('counts a feminine noun with «две», and asks «два …» only of a noun whose gender is known and has a singular', () => {
    expect(frameLead('two', STOL)).toBe('два');
    expect(frameLead('two', KNIGA)).toBe('две');
    expect(framesOf(KNIGA).map((f) => f.kind)).toContain('two');
    expect(framesOf(NOZHNITSY).map((f) => f.kind)).toEqual(['gen_pl']);
    expect(framesOf({ ...STOL, gender: undefined }).map((f) => f.kind)).not.toContain('two');
    expect(framesOf({ ...KNIGA, sources: { gender: 'suggested' } }).map((f) => f.kind)).not.toContain('two');
    expect(frameLead('gen_pl', KNIGA)).toBe('много');
    expect(frameLead('partner', DELAT)).toBe('');
  });

  it('spreads the frame kinds across a round', () => {
    const words = [STOL, { ...STOL, id: 6 }, { ...STOL, id: 7 }, DELAT, { ...DELAT, id: 8 }];
    const kinds = formsQuestions(words, 20, () => 0.5).map((q) => q.kind);
    expect(kinds).toEqual(['gen_pl', 'gen_sg', 'two', 'sg1', 'sg2']);
  });

  it('judges typed forms whatever their stress and ё/е, one letter off as Almost, nothing typed as skipped', () => {
    expect(judgeTyped('столов', 'столо́в')).toBe('right');
    expect(judgeTyped('СТОЛО́В ', 'столо́в')).toBe('right');
    expect(judgeTyped('слезы', 'слёзы')).toBe('right');
    expect(judgeTyped('столав', 'столо́в')).toBe('right-with-help');
    expect(judgeTyped('стол', 'столо́в')).toBe('wrong');
    expect(judgeTyped('  ', 'столо́в')).toBe('skipped');
    // Typed on the English layout: read as Russian.
    expect(judgeTyped('cnjkjd', 'столо́в')).toBe('right');
  });

  it('offers four unique options at small rounds, the answer among them, a right choice right with help', () => {
    const [question] = formsQuestions([STOL, DELAT], 10, () => 0.3);
    expect(question!.choices).toHaveLength(4);
    expect(new Set(question!.choices!.map((c) => c.replace(/\u0301/g, ''))).size).toBe(4);
    // No option carries a stress mark, so none stands out as the known form.
    expect(question!.choices!.some((c) => c.includes('\u0301'))).toBe(false);
    expect(question!.choices).toContain('столов');
    expect(distractors(STOL, 'столо́в', [DELAT], () => 0.1)).not.toContain('столо́в');
    expect(judgeChoice('столо́в', 'столо́в')).toBe('right-with-help');
    expect(judgeChoice('стола́', 'столо́в')).toBe('wrong');
    expect(formsQuestions([STOL, DELAT], 15)[0]!.choices).toHaveLength(4);
    expect(formsQuestions([STOL, DELAT], 20).every((q) => q.choices === null)).toBe(true);
    expect(formsQuestions([STOL, DELAT], -1).every((q) => q.choices === null)).toBe(true);
  });
});
