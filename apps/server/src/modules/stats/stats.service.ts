import type { StatsQuery, StatsResponse } from '@slovo/shared';
import { STATS_FORECAST_DAYS, STATS_HEATMAP_DAYS, STATS_RETENTION_DAYS, inKindOrder } from '@slovo/shared';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { localDay } from '../reviews';
import { canViewCategory, withClassCategories } from '../vocabulary';
import type { ReviewDayRecord } from './stats.repository';
import { countCardsPerCategory, countCardsPerKind, countDueBefore, findCategories, listReviewDays } from './stats.repository';
import { dayNumber, dayString, streaks } from './streaks';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The UTC instant local day `dayNo` begins at, `utcOffsetMinutes` east of UTC. */
const localMidnight = (dayNo: number, utcOffsetMinutes: number): string =>
  new Date(dayNo * DAY_MS - utcOffsetMinutes * MINUTE_MS).toISOString();

/** Reviews per day, the kinds of card added up, oldest first (the rows come in day order). */
function reviewsPerDay(rows: readonly ReviewDayRecord[]): Array<{ day: string; reviews: number }> {
  const days: Array<{ day: string; reviews: number }> = [];
  for (const row of rows) {
    const last = days.at(-1);
    if (last?.day === row.day) last.reviews += row.reviews;
    else days.push({ day: row.day, reviews: row.reviews });
  }
  return days;
}

/** True retention over these day rows: reviews of cards in Review state, and how many passed. */
function retentionOf(rows: readonly ReviewDayRecord[]): StatsResponse['retention'] {
  const reviews = rows.reduce((sum, day) => sum + day.review_state_reviews, 0);
  const passed = rows.reduce((sum, day) => sum + day.review_state_passes, 0);
  return { reviews, passed, rate: reviews === 0 ? null : passed / reviews };
}

/** The caller's progress (statsResponseSchema): days are local days at `utcOffsetMinutes`. */
export async function getStats(context: ServiceContext, query: StatsQuery): Promise<StatsResponse> {
  const actor = requireActor(context);
  const offset = query.utcOffsetMinutes;
  const today = localDay(context.clock.now(), offset);
  const todayNo = dayNumber(today);
  // Forecast day k (0 = today, with every overdue card) ends at the start of local day k + 1.
  const boundaries = Array.from({ length: STATS_FORECAST_DAYS }, (_unused, k) => localMidnight(todayNo + k + 1, offset));

  const [dayRows, allCategories] = await Promise.all([
    listReviewDays(context.db, actor.id),
    countCardsPerCategory(context.db, actor.id),
  ]);
  // Only what the caller may still see counts: a category another learner has made private since
  // is left out of the categories, the card totals and the forecast (its cards are kept, and count
  // again if it is shared again). The days' reviews were played all the same and stay.
  const classViewer = await withClassCategories(context.db, actor);
  const categoryById = new Map(
    (
      await findCategories(
        context.db,
        allCategories.map((category) => category.category_id),
      )
    )
      .filter((category) => canViewCategory(classViewer, category))
      .map((category) => [category.id, category]),
  );
  const perCategory = allCategories.filter((counts) => categoryById.has(counts.category_id));
  const hidden = allCategories.filter((counts) => !categoryById.has(counts.category_id)).map((counts) => counts.category_id);
  const [dueBefore, perKind] = await Promise.all([
    countDueBefore(context.db, actor.id, boundaries, hidden),
    countCardsPerKind(context.db, actor.id, context.clock.now().toISOString(), hidden),
  ]);
  const categories = perCategory.flatMap((counts) => {
    const category = categoryById.get(counts.category_id);
    if (!category) return [];
    return [
      {
        name: category.name,
        displayName: category.display_name,
        learned: counts.learned,
        learning: counts.learning,
        new: Math.max(0, category.word_count - counts.learned - counts.learning),
      },
    ];
  });
  categories.sort((a, b) => a.displayName.localeCompare(b.displayName, 'en') || a.name.localeCompare(b.name, 'en'));

  const firstShown = dayString(todayNo - STATS_HEATMAP_DAYS + 1);
  const firstMeasured = dayString(todayNo - STATS_RETENTION_DAYS + 1);
  // A day later than today (a game played at a more eastern offset) is still counted, never shown.
  const recent = dayRows.filter((day) => day.day >= firstMeasured && day.day <= today);
  const days = reviewsPerDay(dayRows);

  return {
    today,
    days: days.filter((day) => day.day >= firstShown && day.day <= today).map((day) => ({ date: day.day, reviews: day.reviews })),
    streak: streaks(
      days.filter((day) => day.day <= today).map((day) => day.day),
      today,
    ),
    categories,
    retention: retentionOf(recent),
    forecast: boundaries.map((_boundary, k) => ({
      date: dayString(todayNo + k),
      due: dueBefore[k]! - (k === 0 ? 0 : dueBefore[k - 1]!),
    })),
    totals: {
      reviews: days.reduce((sum, day) => sum + day.reviews, 0),
      cards: perCategory.reduce((sum, category) => sum + category.cards, 0),
      learned: perCategory.reduce((sum, category) => sum + category.learned, 0),
    },
    skills: inKindOrder(perKind).map((kind) => ({
      ...kind,
      retention: retentionOf(recent.filter((day) => day.skill === kind.skill && day.direction === kind.direction)),
    })),
  };
}
