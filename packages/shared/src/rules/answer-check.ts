/**
 * Answer checking shared by every game (issue 4 "Common"): surrounding whitespace is ignored,
 * inner runs of whitespace count as one space, case is ignored, and Russian ё equals е.
 */
export function normalizeAnswer(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');
}

/** True when `given` matches `expected` under the rules above; a blank answer never matches. */
export function isCorrectAnswer(given: string, expected: string): boolean {
  const answer = normalizeAnswer(given);
  return answer !== '' && answer === normalizeAnswer(expected);
}
