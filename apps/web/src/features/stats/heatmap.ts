/**
 * The review calendar's layout, pure: a GitHub-style grid of weeks (columns, Monday on top) ending
 * with today's week, each day coloured by how many reviews it had compared with the busiest day.
 */
import { STATS_HEATMAP_DAYS } from '@slovo/shared';
import type { Locale } from '@/i18n';
import { addDays, daysBetween, monthLabel, weekdayIndex } from './calendar';

/** Columns drawn: 53 weeks hold a whole year whatever weekday today is. */
export const HEATMAP_WEEKS = 53;
/** Colour steps above "none"; level 0 is a day without reviews. */
export const HEAT_LEVELS = 4;

export interface HeatmapDay {
  date: string;
  reviews: number;
  level: number;
}

export interface HeatmapWeek {
  /** The week's Monday. */
  start: string;
  /** Monday … Sunday; null for a day after today or before the reviews the server reports. */
  days: (HeatmapDay | null)[];
  /** The short month name when this column is where a month begins, for the label above it. */
  month: string | null;
}

/**
 * 0 for no reviews; otherwise 1–HEAT_LEVELS by the day's share of the busiest day, so the
 * brightest colour always means "as busy as you have been" whatever the learner's pace.
 */
export function heatLevel(reviews: number, busiest: number): number {
  if (reviews <= 0 || busiest <= 0) return 0;
  return Math.min(HEAT_LEVELS, Math.max(1, Math.ceil((reviews / busiest) * HEAT_LEVELS)));
}

export interface HeatLevelRange {
  level: number;
  /** Fewest and most reviews a day of this level has (equal for a one-count level). */
  from: number;
  to: number;
}

/** What each colour of the legend stands for, levels no whole count reaches left out. */
export function heatLevelRanges(busiest: number): HeatLevelRange[] {
  const ranges: HeatLevelRange[] = [{ level: 0, from: 0, to: 0 }];
  let from = 1;
  for (let level = 1; level <= HEAT_LEVELS; level += 1) {
    const to = Math.floor((busiest * level) / HEAT_LEVELS);
    if (to >= from) {
      ranges.push({ level, from, to });
      from = to + 1;
    }
  }
  return ranges;
}

/**
 * The weeks to draw for `days` (days with reviews, any order) up to `today`: HEATMAP_WEEKS columns,
 * the last holding today. Days before the first the server reports on (STATS_HEATMAP_DAYS back)
 * stay empty rather than claim zero reviews; so do the days after today.
 */
export function heatmapWeeks(
  days: readonly { date: string; reviews: number }[],
  today: string,
  locale: Locale = 'en',
): HeatmapWeek[] {
  const counts = new Map(days.map((day) => [day.date, day.reviews]));
  const busiest = Math.max(0, ...days.map((day) => day.reviews));
  const firstReported = addDays(today, -(STATS_HEATMAP_DAYS - 1));
  const firstMonday = addDays(today, -weekdayIndex(today) - (HEATMAP_WEEKS - 1) * 7);

  const weeks: HeatmapWeek[] = [];
  let previousMonth: string | null = null;
  for (let week = 0; week < HEATMAP_WEEKS; week += 1) {
    const start = addDays(firstMonday, week * 7);
    const cells: (HeatmapDay | null)[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = addDays(start, weekday);
      const shown = daysBetween(firstReported, date) >= 0 && daysBetween(date, today) >= 0;
      const reviews = counts.get(date) ?? 0;
      cells.push(shown ? { date, reviews, level: heatLevel(reviews, busiest) } : null);
    }
    const firstShown = cells.find((cell) => cell !== null);
    const month = firstShown ? monthLabel(firstShown.date, locale) : null;
    weeks.push({ start, days: cells, month: month !== previousMonth ? month : null });
    if (month) previousMonth = month;
  }
  // A month whose label would sit right before the next one's (the grid's first, partial month)
  // loses it: two labels would overlap.
  const firstLabel = weeks.findIndex((week) => week.month !== null);
  const secondLabel = weeks.findIndex((week, index) => index > firstLabel && week.month !== null);
  if (firstLabel >= 0 && secondLabel >= 0 && secondLabel - firstLabel < 3) weeks[firstLabel]!.month = null;
  return weeks;
}

/** The numbers the calendar's summary states. */
export function heatmapSummary(days: readonly { date: string; reviews: number }[]) {
  let total = 0;
  let activeDays = 0;
  let busiest: { date: string; reviews: number } | null = null;
  for (const day of days) {
    if (day.reviews <= 0) continue;
    total += day.reviews;
    activeDays += 1;
    if (!busiest || day.reviews > busiest.reviews) busiest = day;
  }
  return { total, activeDays, busiest };
}
