import { checkAnswer, type AnswerVerdict } from './answer-check';
import { englishKeysToRussian, russianKeysToEnglish } from './keyboard-layout';
import { cyrillicToLatin } from './phonetic-typing';

/**
 * A typed answer judged as the games judge it (Typer, Mission; issue 33 §5): by the answer
 * checker, and — when that does not find it right — once more as the same keys would have typed
 * it on the other language's layout. "ghbdtn" for «привет» (the keyboard was left on English) and
 * «руддщ» for "hello" are right, with a note saying how they were read. A right answer is never
 * read another way.
 */

export type KeyboardLayout = 'english' | 'russian';

/** The answer as it was meant, and the layout it was typed on. */
export interface LayoutReading {
  text: string;
  typedOn: KeyboardLayout;
}

export interface TypedAnswerCheck {
  verdict: AnswerVerdict;
  /** Set when the verdict is about the answer read on the other layout. */
  readAs: LayoutReading | null;
}

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The other readings worth judging. Russian asked: the keys as the Russian layout types them —
 * also when phonetic typing already turned them into letters ("ghbdtn" shows as «гhбдтн»), so
 * its keys are recovered first. English asked: Cyrillic read back as English keys.
 */
function layoutReadings(given: string, expected: string): LayoutReading[] {
  if (CYRILLIC.test(expected)) {
    const texts = new Set([englishKeysToRussian(given), englishKeysToRussian(cyrillicToLatin(given))]);
    texts.delete(given);
    return [...texts].map((text) => ({ text, typedOn: 'english' }));
  }
  if (LATIN.test(expected) && CYRILLIC.test(given)) return [{ text: russianKeysToEnglish(given), typedOn: 'russian' }];
  return [];
}

/** How `given` answers `expected`, read on the other layout only when it is not right as typed. */
export function checkTypedAnswer(given: string, expected: string): TypedAnswerCheck {
  const verdict = checkAnswer(given, expected);
  if (verdict === 'correct') return { verdict, readAs: null };
  const judged = layoutReadings(given, expected).map((readAs) => ({ verdict: checkAnswer(readAs.text, expected), readAs }));
  const right = judged.find((reading) => reading.verdict === 'correct');
  if (right) return right;
  const near = verdict === 'wrong' ? judged.find((reading) => reading.verdict === 'almost') : undefined;
  return near ?? { verdict, readAs: null };
}
