import { useMessages } from '@/i18n';
import { CATEGORY_BROWSER_TEXT } from './category-browser.i18n';
import { canChangePage, pageWindow } from './page-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  busy: boolean;
  onPageChange: (page: number) => void;
}

/** Numbered pagination (§4, §9). Every button is disabled while a load is running. */
export function Pagination({ page, totalPages, busy, onPageChange }: PaginationProps) {
  const TEXT = useMessages(CATEGORY_BROWSER_TEXT);
  const go = (target: number) => {
    if (canChangePage(target, page, totalPages, busy)) onPageChange(target);
  };

  return (
    <nav className="category-pagination" aria-label={TEXT.paginationLabel}>
      <ul className="category-pagination__list" role="list">
        <li>
          <button
            type="button"
            className="category-pagination__button category-pagination__step"
            disabled={busy || page <= 1}
            onClick={() => go(page - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="category-pagination__step-text">{TEXT.previous}</span>
          </button>
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className="category-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="category-pagination__button"
                aria-label={TEXT.pageButton(item)}
                aria-current={item === page ? 'page' : undefined}
                disabled={busy}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="category-pagination__button category-pagination__step"
            disabled={busy || page >= totalPages}
            onClick={() => go(page + 1)}
          >
            <span className="category-pagination__step-text">{TEXT.next}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
