import { useId } from 'react';
import type { Stats } from '../api/get-stats';
import { countLabel } from '../calendar';
import { STATS_TEXT as TEXT, percent } from '../stats-text';

/** FSRS's "true retention": how often a learned word was remembered when it came up again. */
export function RetentionCard({ retention }: { retention: Stats['retention'] }) {
  const titleId = useId();
  return (
    <section className="stats__card card" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats__card-title">
        {TEXT.retentionTitle}
      </h2>
      <p className="stats__muted">{TEXT.retentionPeriod}</p>
      {retention.rate === null ? (
        <p className="stats-retention__none">{TEXT.retentionNotEnough}</p>
      ) : (
        <p className="stats-retention">
          <span className="stats-retention__value">{percent(retention.rate)}</span>{' '}
          <span className="stats-retention__detail">
            {retention.passed.toLocaleString('en-GB')} of {countLabel(retention.reviews, 'review')} remembered
          </span>
        </p>
      )}
      <p className="stats__hint">{TEXT.retentionExplained}</p>
    </section>
  );
}
