import { StreakIcon, TrophyIcon, LearningIcon, SuccessIcon, type IconComponent } from '@/components/icons';
import type { Stats } from '../api/get-stats';
import { useFormat, useMessages } from '@/i18n';
import { STATS_TEXT } from '../stats.i18n';

interface Tile {
  label: string;
  value: string;
  icon: IconComponent;
}

/** The four headline numbers: streaks of days with reviews, all reviews, words learned. */
export function StatsOverview({ stats }: { stats: Stats }) {
  const TEXT = useMessages(STATS_TEXT);
  const format = useFormat();
  const tiles: Tile[] = [
    { label: TEXT.currentStreak, value: TEXT.days(stats.streak.current), icon: StreakIcon },
    { label: TEXT.longestStreak, value: TEXT.days(stats.streak.longest), icon: TrophyIcon },
    { label: TEXT.totalReviews, value: format.number(stats.totals.reviews), icon: LearningIcon },
    { label: TEXT.wordsLearned, value: format.number(stats.totals.learned), icon: SuccessIcon },
  ];
  return (
    <section className="stats__overview" aria-label={TEXT.overviewTitle}>
      <dl className="stats__tiles">
        {tiles.map((tile) => (
          <div key={tile.label} className="stats__tile card">
            <dt className="stats__tile-label">
              <tile.icon aria-hidden="true" className="stats__tile-icon" />
              {tile.label}
            </dt>
            <dd className="stats__tile-value">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
