/**
 * When an assignment is due, as Home says it (issue 35 §2): "today", "tomorrow", a weekday for the
 * rest of the next 7 days, a date after that; "overdue" once the day has passed. Pure: the day it
 * is today comes in, so the tests fix it.
 */

/** A due date (YYYY-MM-DD, the teacher's calendar day) against today, in the learner's calendar. */
export type DueWhen =
  | { kind: 'none' }
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  /** 2–6 days ahead: the weekday (0 Sunday … 6 Saturday) names it without doubt. */
  | { kind: 'weekday'; weekday: number }
  /** 7 days ahead or more. */
  | { kind: 'date'; date: Date }
  | { kind: 'overdue'; yesterday: boolean; date: Date };

const DAY_MS = 86_400_000;

/** The local calendar day of YYYY-MM-DD (midnight), or null for anything else. */
export function calendarDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function dueWhen(dueDate: string | null, now: Date): DueWhen {
  const due = dueDate === null ? null : calendarDay(dueDate);
  if (due === null) return { kind: 'none' };
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // Rounded: a day across a clock change is 23 or 25 hours long.
  const days = Math.round((due.getTime() - today.getTime()) / DAY_MS);
  if (days < 0) return { kind: 'overdue', yesterday: days === -1, date: due };
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  if (days < 7) return { kind: 'weekday', weekday: due.getDay() };
  return { kind: 'date', date: due };
}
