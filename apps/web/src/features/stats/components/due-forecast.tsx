import { useId } from 'react';
import type { Stats } from '../api/get-stats';
import { useFormat, useLocale, useMessages, type Locale } from '@/i18n';
import { longDayLabel, weekdayLabel } from '../calendar';
import { STATS_TEXT } from '../stats.i18n';

// SVG units: a column per day, room for the count above a bar and the day below it.
const COLUMN = 44;
const BAR = 26;
const TOP = 16;
const CHART = 80;
const BOTTOM = 18;

function dayName(date: string, today: string, todayText: string, locale: Locale): string {
  return date === today ? todayText : weekdayLabel(date, locale);
}

/** Words coming due on each of the next days (today holds the overdue ones): bars, and a table. */
export function DueForecast({ forecast, today }: { forecast: Stats['forecast']; today: string }) {
  const titleId = useId();
  const TEXT = useMessages(STATS_TEXT);
  const locale = useLocale();
  const format = useFormat();
  const most = Math.max(1, ...forecast.map((day) => day.due));
  const width = Math.max(1, forecast.length) * COLUMN;
  const height = TOP + CHART + BOTTOM;
  const label = `${TEXT.forecastTitle}: ${forecast.map((day) => `${dayName(day.date, today, TEXT.today, locale)} ${day.due}`).join(', ')}`;

  return (
    <section className="stats__card card" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats__card-title">
        {TEXT.forecastTitle}
      </h2>
      <svg className="stats-forecast" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        {forecast.map((day, index) => {
          const barHeight = day.due === 0 ? 0 : Math.max(2, (day.due / most) * CHART);
          const x = index * COLUMN + (COLUMN - BAR) / 2;
          const centre = index * COLUMN + COLUMN / 2;
          return (
            <g key={day.date}>
              <title>{TEXT.forecastDay(longDayLabel(day.date, locale), day.due)}</title>
              <rect className="stats-forecast__track" x={x} y={TOP} width={BAR} height={CHART} rx={3} />
              <rect className="stats-forecast__bar" x={x} y={TOP + CHART - barHeight} width={BAR} height={barHeight} rx={3} />
              <text className="stats-chart__value" x={centre} y={TOP + CHART - barHeight - 4} textAnchor="middle">
                {day.due}
              </text>
              <text className="stats-chart__label" x={centre} y={height - 4} textAnchor="middle">
                {dayName(day.date, today, TEXT.today, locale)}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="stats__details">
        <summary>{TEXT.forecastTable}</summary>
        <table className="stats__table">
          <caption className="visually-hidden">{TEXT.forecastTable}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXT.date}</th>
              <th scope="col">{TEXT.due}</th>
            </tr>
          </thead>
          <tbody>
            {forecast.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>
                    {day.date === today ? `${TEXT.today}, ${longDayLabel(day.date, locale)}` : longDayLabel(day.date, locale)}
                  </time>
                </th>
                <td>{format.number(day.due)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
