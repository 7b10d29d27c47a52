import { useId } from 'react';
import type { Stats } from '../api/get-stats';
import { useMessages } from '@/i18n';
import { STATS_TEXT } from '../stats.i18n';

type Category = Stats['categories'][number];

const PARTS = ['learned', 'learning', 'new'] as const;

/** Share of the category's words in one part, as a CSS width; 0 for an empty category. */
function share(category: Category, part: (typeof PARTS)[number]): string {
  const total = category.learned + category.learning + category.new;
  return total === 0 ? '0%' : `${(category[part] / total) * 100}%`;
}

/**
 * Per category the player has played: words learned, learning and new as one stacked bar. The
 * bar is decoration; the line under it says the same numbers in words.
 */
export function CategoryProgress({ categories }: { categories: Stats['categories'] }) {
  const titleId = useId();
  const TEXT = useMessages(STATS_TEXT);
  return (
    <section className="stats__card stats__card--wide card" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats__card-title">
        {TEXT.categoriesTitle}
      </h2>
      {categories.length === 0 ? (
        <p className="stats__muted">{TEXT.categoriesEmpty}</p>
      ) : (
        <>
          <ul className="stats-categories__key" aria-hidden="true">
            {PARTS.map((part) => (
              <li key={part}>
                <span className={`stats-categories__swatch stats-categories__part--${part}`} />
                {TEXT[part]}
              </li>
            ))}
          </ul>
          <ul className="stats-categories">
            {categories.map((category) => (
              <li key={category.name} className="stats-categories__item">
                <span className="stats-categories__name">{category.displayName}</span>
                <span className="stats-categories__bar" aria-hidden="true">
                  {PARTS.map((part) => (
                    <span
                      key={part}
                      className={`stats-categories__part stats-categories__part--${part}`}
                      style={{ width: share(category, part) }}
                    />
                  ))}
                </span>
                <span className="stats-categories__counts">
                  {TEXT.categoryCounts(category.learned, category.learning, category.new)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
