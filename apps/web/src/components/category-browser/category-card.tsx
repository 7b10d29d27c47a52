import { useId, type ReactNode, type Ref } from 'react';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useLocale, useMessages } from '@/i18n';
import { CATEGORY_BROWSER_TEXT } from './category-browser.i18n';
import { PROGRESS_FULL_WORDS } from './constants';
import { formatCreatedDate, progressPercent, wordCountLabel } from './format';
import type { BrowserCategory } from './types';

interface CategoryCardProps<C extends BrowserCategory> {
  category: C;
  selected: boolean;
  /** Holds the list's single tab stop. */
  active: boolean;
  showProgress: boolean;
  mainRef: Ref<HTMLButtonElement>;
  onSelect: () => void;
  onFocusWithin: () => void;
  /** The privacy toggle and the caller's actions, already given the card's tab index. */
  controls: ReactNode;
}

export function categoryTitle(category: Pick<BrowserCategory, 'name' | 'display_name'>): string {
  return category.display_name.trim() || category.name;
}

/**
 * One category. The card's main button is stretched over the whole card (so all of it is a
 * target) while the action buttons sit above it as siblings, never inside it: no nested controls.
 */
export function CategoryCard<C extends BrowserCategory>({
  category,
  selected,
  active,
  showProgress,
  mainRef,
  onSelect,
  onFocusWithin,
  controls,
}: CategoryCardProps<C>) {
  const metaId = useId();
  const title = categoryTitle(category);
  const [firstTag, ...otherTags] = category.tags ?? [];
  const t = useMessages(CATEGORY_BROWSER_TEXT);
  const created = formatCreatedDate(category.created_at, useLocale());
  const percent = progressPercent(category.word_count);

  return (
    <li className={selected ? 'category-card category-card--selected' : 'category-card'} onFocus={onFocusWithin}>
      <button
        ref={mainRef}
        type="button"
        className="category-card__main"
        aria-current={selected ? 'true' : undefined}
        aria-describedby={metaId}
        tabIndex={active ? 0 : -1}
        onClick={onSelect}
      >
        <span className="category-card__title">{title}</span>
      </button>
      <div className="category-card__meta" id={metaId}>
        <span className="category-card__count">{wordCountLabel(category.word_count, t)}</span>
        {category.is_approved_list && <Badge tone="success">{t.approved}</Badge>}
        {firstTag && (
          <span className="category-card__tags">
            <Badge tone="primary">{firstTag.display_name || firstTag.name}</Badge>
            {otherTags.length > 0 && (
              <Badge>
                +{otherTags.length}
                <span className="visually-hidden">{t.moreTags(otherTags.length)}</span>
              </Badge>
            )}
          </span>
        )}
        {created && (
          <span className="category-card__date">
            {t.created}
            <time dateTime={category.created_at}>{created}</time>
          </span>
        )}
        {category.user?.username && <span className="category-card__creator">{t.by(category.user.username)}</span>}
      </div>
      {showProgress && (
        <div className="category-card__progress">
          <ProgressBar value={percent} label={t.progress(title, percent, PROGRESS_FULL_WORDS)} />
          <span className="category-card__percent" aria-hidden="true">
            {percent}%
          </span>
        </div>
      )}
      {controls && <div className="category-card__actions">{controls}</div>}
    </li>
  );
}
