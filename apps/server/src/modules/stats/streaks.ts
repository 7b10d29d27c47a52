/**
 * Streaks of days with reviews, from the sorted list of such days ('YYYY-MM-DD', oldest first).
 * Pure: dates are compared as UTC calendar days, whatever the player's offset was.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayString = (dayNo: number): string => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

/**
 * current: the run of consecutive days ending today, or yesterday when today has none yet (the
 * streak is not lost before the day is over); longest: the longest run ever.
 */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  const numbers = days.map(dayNumber);
  let longest = 0;
  let run = 0;
  for (let index = 0; index < numbers.length; index += 1) {
    run = index > 0 && numbers[index] === numbers[index - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const present = new Set(numbers);
  let cursor = dayNumber(today);
  if (!present.has(cursor)) cursor -= 1;
  let current = 0;
  while (present.has(cursor)) {
    current += 1;
    cursor -= 1;
  }
  return { current, longest };
}
