import { useId, useState, type ReactNode } from 'react';
import { PHONE_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { useMessages } from '@/i18n';
import { WORKSPACE_TEXT } from './workspace.i18n';

interface FilterColumnProps {
  /** How many filters narrow the list now, shown beside the folded heading on phones. */
  activeCount: number;
  /** The heading; 'Filters' by default. */
  title?: string;
  children: ReactNode;
}

/**
 * The left column of a vocabulary workspace: the 'Filters' heading and the controls. On phones the
 * heading is a disclosure button that folds the controls away, so the list comes first.
 */
export function FilterColumn({ activeCount, title, children }: FilterColumnProps) {
  const TEXT = useMessages(WORKSPACE_TEXT);
  const headingId = useId();
  const bodyId = useId();
  // Phones: the filters fold away.
  const narrow = useMediaQuery(PHONE_SCREEN);
  const [open, setOpen] = useState(false);

  return (
    <section className="vocab-ws__panel vocab-ws__filters" aria-labelledby={headingId}>
      {narrow ? (
        <h2 id={headingId} className="vocab-ws__panel-title">
          <button
            type="button"
            className="vocab-ws__filters-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            {title ?? TEXT.filters}
            {activeCount > 0 && <span className="vocab-ws__filters-count">{TEXT.activeFilters(activeCount)}</span>}
            <span className={open ? 'vocab-ws__chevron is-open' : 'vocab-ws__chevron'} aria-hidden="true">
              ▾
            </span>
          </button>
        </h2>
      ) : (
        <h2 id={headingId} className="vocab-ws__panel-title">
          {title ?? TEXT.filters}
        </h2>
      )}
      <div id={bodyId} className="vocab-ws__filters-body" hidden={narrow && !open}>
        {children}
      </div>
    </section>
  );
}
