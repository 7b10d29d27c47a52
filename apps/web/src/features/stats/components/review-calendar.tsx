import { useEffect, useId, useMemo, useRef } from 'react';
import type { Stats } from '../api/get-stats';
import { useFormat, useLocale, useMessages } from '@/i18n';
import { addDays, longDayLabel, weekdayIndex, weekdayLabel } from '../calendar';
import { HEATMAP_WEEKS, heatLevelRanges, heatmapSummary, heatmapWeeks } from '../heatmap';
import { STATS_TEXT } from '../stats.i18n';

// The grid in SVG units; the drawing scales with its box (never below its min-width, see stats.css).
const CELL = 11;
const STEP = 14;
const LEFT = 30;
const TOP = 16;
const WIDTH = LEFT + HEATMAP_WEEKS * STEP;
const HEIGHT = TOP + 7 * STEP;
/** Rows that carry a weekday label, as GitHub does: every other row is enough to read the grid. */
const LABELLED_ROWS = [0, 2, 4] as const;
/** A Monday, for the weekday names (Intl's, in the interface language). */
const A_MONDAY = '2026-11-23';

/**
 * Reviews per day over the last year, GitHub-style: a week per column, a square per day, darker
 * for busier days. The drawing is one image with a summary for screen readers, each square's
 * <title> a tooltip; the table below it (in a <details>) gives every day with reviews as text.
 */
export function ReviewCalendar({ stats }: { stats: Stats }) {
  const titleId = useId();
  const TEXT = useMessages(STATS_TEXT);
  const locale = useLocale();
  const format = useFormat();
  const weeks = useMemo(() => heatmapWeeks(stats.days, stats.today, locale), [stats.days, stats.today, locale]);
  const summary = useMemo(() => heatmapSummary(stats.days), [stats.days]);
  const legend = heatLevelRanges(summary.busiest?.reviews ?? 0);
  const scroller = useRef<HTMLDivElement>(null);

  // On a narrow screen the calendar scrolls sideways: start at its end, where today is.
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, []);

  const label =
    summary.total === 0
      ? `${TEXT.calendarTitle}: ${TEXT.calendarNone}`
      : `${TEXT.calendarTitle}: ${TEXT.calendarSummary(summary.total, summary.activeDays)}` +
        (summary.busiest ? TEXT.calendarBusiest(longDayLabel(summary.busiest.date, locale), summary.busiest.reviews) : '.');
  const rows = [...stats.days].filter((day) => day.reviews > 0).reverse();

  return (
    <section className="stats__card stats__card--wide card" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats__card-title">
        {TEXT.calendarTitle}
      </h2>
      {/* Focusable so a keyboard can scroll it; named so that stop is announced. */}
      <div ref={scroller} className="stats-calendar__scroll" tabIndex={0} role="region" aria-label={TEXT.calendarScroll}>
        <svg className="stats-calendar" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
          {weeks.map((week, column) =>
            week.month ? (
              <text key={`m${week.start}`} className="stats-chart__label" x={LEFT + column * STEP} y={TOP - 5}>
                {week.month}
              </text>
            ) : null,
          )}
          {LABELLED_ROWS.map((row) => (
            <text key={row} className="stats-chart__label" x={0} y={TOP + row * STEP + CELL - 1}>
              {weekdayLabel(addDays(A_MONDAY, row), locale)}
            </text>
          ))}
          {weeks.map((week, column) =>
            week.days.map((day) =>
              day ? (
                <rect
                  key={day.date}
                  className={`stats-heat stats-heat--${day.level}`}
                  data-date={day.date}
                  x={LEFT + column * STEP}
                  y={TOP + weekdayIndex(day.date) * STEP}
                  width={CELL}
                  height={CELL}
                  rx={2}
                >
                  <title>{`${longDayLabel(day.date, locale)}: ${TEXT.reviewCount(day.reviews)}`}</title>
                </rect>
              ) : null,
            ),
          )}
        </svg>
      </div>

      <div className="stats-calendar__legend">
        <span>{TEXT.calendarLess}</span>
        <ul className="stats-calendar__levels" aria-label={TEXT.colourKey}>
          {legend.map((range) => {
            const text = range.from === range.to ? TEXT.reviewCount(range.from) : TEXT.reviewRange(range.from, range.to);
            return (
              <li key={range.level} title={text}>
                <span className={`stats-heat-swatch stats-heat--${range.level}`} aria-hidden="true" />
                <span className="visually-hidden">{text}</span>
              </li>
            );
          })}
        </ul>
        <span>{TEXT.calendarMore}</span>
      </div>

      <details className="stats__details">
        <summary>{TEXT.calendarTable}</summary>
        {rows.length === 0 ? (
          <p className="stats__muted">{TEXT.calendarNone}</p>
        ) : (
          // A year of days scrolls inside its box: focusable so a keyboard can scroll it too.
          <div className="stats__table-scroll" tabIndex={0} role="region" aria-label={TEXT.calendarTable}>
            <table className="stats__table">
              <caption className="visually-hidden">{TEXT.calendarTableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.date}</th>
                  <th scope="col">{TEXT.reviews}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">
                      <time dateTime={day.date}>
                        {day.date === stats.today
                          ? `${TEXT.today}, ${longDayLabel(day.date, locale)}`
                          : longDayLabel(day.date, locale)}
                      </time>
                    </th>
                    <td>{format.number(day.reviews)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </section>
  );
}
