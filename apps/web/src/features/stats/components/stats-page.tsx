import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { StreakIcon } from '@/components/icons';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState, EmptyStateText } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/features/auth';
import { localUtcOffsetMinutes, statsQuery } from '../api/get-stats';
import { failureReason } from '../failure-reason';
import { localizeServerText, useMessages } from '@/i18n';
import { STATS_TEXT } from '../stats.i18n';
import { CategoryProgress } from './category-progress';
import { DownloadHistoryButton } from './download-history-button';
import { DueForecast } from './due-forecast';
import { MistakeBook } from './mistake-book';
import { RetentionCard } from './retention-card';
import { SkillsCard } from './skills-card';
import { ReviewCalendar } from './review-calendar';
import { ReviewSettingsPanel } from './review-settings-panel';
import { StatsOverview } from './stats-overview';
import './stats.css';

/**
 * /stats (signed-in players; the router's guard asks anybody else to sign in): what spaced
 * repetition has made of the player's answers — the review calendar, streaks, words per category,
 * true retention, the coming reviews, the mistake book — beside the review settings and the CSV download.
 */
export function StatsPage() {
  const TEXT = useMessages(STATS_TEXT);
  const userId = useAuthStore((s) => s.user?.id ?? 'anonymous');
  // Fixed for the visit: the days the server counts in must not move under the page.
  const [utcOffsetMinutes] = useState(() => localUtcOffsetMinutes());
  const stats = useQuery(statsQuery(userId, utcOffsetMinutes));

  let content;
  if (stats.isPending) {
    content = (
      <div className="stats__state" role="status" aria-live="polite" aria-busy="true">
        <Spinner size="lg" />
        <span>{TEXT.loading}</span>
      </div>
    );
  } else if (stats.isError) {
    content = (
      <div className="stats__state stats__failure card" role="alert">
        <h2 className="stats__card-title">{TEXT.loadFailed}</h2>
        <p className="stats__muted">{localizeServerText(failureReason(stats.error))}</p>
        <Button
          variant="primary"
          onClick={() => void stats.refetch()}
          disabled={stats.isFetching}
          aria-busy={stats.isFetching || undefined}
        >
          {stats.isFetching && <Spinner size="sm" />}
          {TEXT.retry}
        </Button>
      </div>
    );
  } else if (stats.data.totals.reviews === 0) {
    content = (
      <EmptyState
        className="stats__state card"
        icon={<StreakIcon />}
        title={TEXT.emptyTitle}
        actions={
          <Link to="/" className={buttonClass({ variant: 'primary' })}>
            {TEXT.chooseGame}
          </Link>
        }
      >
        <EmptyStateText>{TEXT.emptyBody}</EmptyStateText>
      </EmptyState>
    );
  } else {
    const data = stats.data;
    content = (
      <>
        <StatsOverview stats={data} />
        <ReviewCalendar stats={data} />
        <div className="stats__grid">
          <RetentionCard retention={data.retention} />
          <DueForecast forecast={data.forecast} today={data.today} />
        </div>
        <SkillsCard skills={data.skills} />
        <CategoryProgress categories={data.categories} />
        <MistakeBook userId={userId} today={data.today} utcOffsetMinutes={utcOffsetMinutes} />
      </>
    );
  }

  const hasHistory = stats.data !== undefined && stats.data.totals.reviews > 0;
  return (
    <div className="page stats">
      {content}
      <div className="stats__grid">
        <ReviewSettingsPanel userId={userId} />
        {hasHistory && (
          <section className="stats__card card" aria-labelledby="stats-history-title">
            <h2 id="stats-history-title" className="stats__card-title">
              {TEXT.historyTitle}
            </h2>
            <p className="stats__muted">{TEXT.historyBody}</p>
            <DownloadHistoryButton />
          </section>
        )}
      </div>
    </div>
  );
}
