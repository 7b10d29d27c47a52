import { StreakIcon, TrophyIcon, LearningIcon, SuccessIcon, type IconComponent } from '@/components/icons';
import type { Stats } from '../api/get-stats';
import { countLabel } from '../calendar';
import { STATS_TEXT as TEXT } from '../stats-text';

interface Tile {
  label: string;
  value: string;
  icon: IconComponent;
}

/** The four headline numbers: streaks of days with reviews, all reviews, words learned. */
export function StatsOverview({ stats }: { stats: Stats }) {
  const tiles: Tile[] = [
    { label: TEXT.currentStreak, value: countLabel(stats.streak.current, 'day'), icon: StreakIcon },
    { label: TEXT.longestStreak, value: countLabel(stats.streak.longest, 'day'), icon: TrophyIcon },
    { label: TEXT.totalReviews, value: stats.totals.reviews.toLocaleString('en-GB'), icon: LearningIcon },
    { label: TEXT.wordsLearned, value: stats.totals.learned.toLocaleString('en-GB'), icon: SuccessIcon },
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
