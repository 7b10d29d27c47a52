import { useEffect, useId, useMemo, useRef } from 'react';
import type { Stats } from '../api/get-stats';
import { countLabel, longDayLabel, weekdayIndex } from '../calendar';
import { HEATMAP_WEEKS, heatLevelRanges, heatmapSummary, heatmapWeeks } from '../heatmap';
import { STATS_TEXT as TEXT } from '../stats-text';

// The grid in SVG units; the drawing scales with its box (never below its min-width, see stats.css).
const CELL = 11;
const STEP = 14;
const LEFT = 30;
const TOP = 16;
const WIDTH = LEFT + HEATMAP_WEEKS * STEP;
const HEIGHT = TOP + 7 * STEP;
/** Rows that carry a weekday label, as GitHub does: every other row is enough to read the grid. */
const LABELLED_WEEKDAYS = [
  [0, 'Mon'],
  [2, 'Wed'],
  [4, 'Fri'],
] as const;

function dayTitle(date: string, reviews: number): string {
  return `${longDayLabel(date)}: ${countLabel(reviews, 'review')}`;
}

/**
 * Reviews per day over the last year, GitHub-style: a week per column, a square per day, darker
 * for busier days. The drawing is one image with a summary for screen readers, each square's
 * <title> a tooltip; the table below it (in a <details>) gives every day with reviews as text.
 */
export function ReviewCalendar({ stats }: { stats: Stats }) {
  const titleId = useId();
  const weeks = useMemo(() => heatmapWeeks(stats.days, stats.today), [stats.days, stats.today]);
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
      : `${TEXT.calendarTitle}: ${countLabel(summary.total, 'review')} on ${countLabel(summary.activeDays, 'day')}` +
        (summary.busiest
          ? `, the most on ${longDayLabel(summary.busiest.date)} (${countLabel(summary.busiest.reviews, 'review')}).`
          : '.');
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
          {LABELLED_WEEKDAYS.map(([row, name]) => (
            <text key={name} className="stats-chart__label" x={0} y={TOP + row * STEP + CELL - 1}>
              {name}
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
                  <title>{dayTitle(day.date, day.reviews)}</title>
                </rect>
              ) : null,
            ),
          )}
        </svg>
      </div>

      <div className="stats-calendar__legend">
        <span>{TEXT.calendarLess}</span>
        <ul className="stats-calendar__levels" aria-label="Colour key">
          {legend.map((range) => {
            const text = range.from === range.to ? countLabel(range.from, 'review') : `${range.from}–${range.to} reviews`;
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
              <caption className="visually-hidden">{TEXT.calendarTable}, the latest first</caption>
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
                        {day.date === stats.today ? `${TEXT.today}, ${longDayLabel(day.date)}` : longDayLabel(day.date)}
                      </time>
                    </th>
                    <td>{day.reviews.toLocaleString('en-GB')}</td>
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
