import { describe, expect, it } from 'vitest';
import { checkTypedAnswer } from './typed-answer';

describe('a typed answer read on the other layout', () => {
  it('reads an answer typed on the English layout when Russian is asked', () => {
    expect(checkTypedAnswer('ghbdtn', 'привет')).toEqual({ verdict: 'correct', readAs: { text: 'привет', typedOn: 'english' } });
    expect(checkTypedAnswer('k.,k.', 'люблю').verdict).toBe('correct');
    expect(checkTypedAnswer('rjn', 'кошка, кот')).toEqual({ verdict: 'correct', readAs: { text: 'кот', typedOn: 'english' } });
  });

  it('recovers the keys when phonetic typing already turned them into letters', () => {
    // "ghbdtn" typed with phonetic typing on shows «гhбдтн»; "ytn" shows «йтн».
    expect(checkTypedAnswer('гhбдтн', 'привет')).toEqual({ verdict: 'correct', readAs: { text: 'привет', typedOn: 'english' } });
    expect(checkTypedAnswer('йтн', 'нет')).toEqual({ verdict: 'correct', readAs: { text: 'нет', typedOn: 'english' } });
  });

  it('reads an answer typed on the Russian layout when English is asked', () => {
    expect(checkTypedAnswer('руддщ', 'hello')).toEqual({ verdict: 'correct', readAs: { text: 'hello', typedOn: 'russian' } });
    expect(checkTypedAnswer('шсу скуфь', 'ice cream').verdict).toBe('correct');
  });

  it('never reads a right answer another way', () => {
    expect(checkTypedAnswer('привет', 'привет')).toEqual({ verdict: 'correct', readAs: null });
    expect(checkTypedAnswer('hello', 'hello')).toEqual({ verdict: 'correct', readAs: null });
    // Right as typed and right on the other layout too ("z" is «я»): kept as typed.
    expect(checkTypedAnswer('z', 'z, я')).toEqual({ verdict: 'correct', readAs: null });
  });

  it('gives a near miss on the other layout as a near miss, with its reading', () => {
    expect(checkTypedAnswer('ghbdty', 'привет')).toEqual({ verdict: 'almost', readAs: { text: 'привен', typedOn: 'english' } });
    // Already one letter off as typed: the typed answer's own verdict stands.
    expect(checkTypedAnswer('привен', 'привет')).toEqual({ verdict: 'almost', readAs: null });
  });

  it('leaves a wrong answer wrong, on either layout', () => {
    expect(checkTypedAnswer('ghbdtnghbdtn', 'привет')).toEqual({ verdict: 'wrong', readAs: null });
    expect(checkTypedAnswer('пока', 'привет')).toEqual({ verdict: 'wrong', readAs: null });
    expect(checkTypedAnswer('hello', 'world')).toEqual({ verdict: 'wrong', readAs: null });
    expect(checkTypedAnswer('', 'привет')).toEqual({ verdict: 'wrong', readAs: null });
  });
});
