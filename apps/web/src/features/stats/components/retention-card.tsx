import { useId } from 'react';
import type { Stats } from '../api/get-stats';
import { useLocale, useMessages } from '@/i18n';
import { STATS_TEXT, percent } from '../stats.i18n';

/** FSRS's "true retention": how often a learned word was remembered when it came up again. */
export function RetentionCard({ retention }: { retention: Stats['retention'] }) {
  const titleId = useId();
  const TEXT = useMessages(STATS_TEXT);
  const locale = useLocale();
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
          <span className="stats-retention__value">{percent(retention.rate, locale)}</span>{' '}
          <span className="stats-retention__detail">{TEXT.retentionDetail(retention.passed, retention.reviews)}</span>
        </p>
      )}
      <p className="stats__hint">{TEXT.retentionExplained}</p>
    </section>
  );
}
