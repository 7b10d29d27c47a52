import { useId } from 'react';
import type { Stats } from '../api/get-stats';
import { STATS_TEXT as TEXT } from '../stats-text';

type Category = Stats['categories'][number];

const PARTS = [
  { key: 'learned', label: TEXT.learned },
  { key: 'learning', label: TEXT.learning },
  { key: 'new', label: TEXT.new },
] as const;

/** Share of the category's words in one part, as a CSS width; 0 for an empty category. */
function share(category: Category, part: (typeof PARTS)[number]['key']): string {
  const total = category.learned + category.learning + category.new;
  return total === 0 ? '0%' : `${(category[part] / total) * 100}%`;
}

/**
 * Per category the player has played: words learned, learning and new as one stacked bar. The
 * bar is decoration; the line under it says the same numbers in words.
 */
export function CategoryProgress({ categories }: { categories: Stats['categories'] }) {
  const titleId = useId();
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
              <li key={part.key}>
                <span className={`stats-categories__swatch stats-categories__part--${part.key}`} />
                {part.label}
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
                      key={part.key}
                      className={`stats-categories__part stats-categories__part--${part.key}`}
                      style={{ width: share(category, part.key) }}
                    />
                  ))}
                </span>
                <span className="stats-categories__counts">
                  {PARTS.map((part) => `${category[part.key].toLocaleString('en-GB')} ${part.label.toLowerCase()}`).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
