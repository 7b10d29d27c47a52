import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/i18n';
import { CATEGORY_BROWSER_TEXT } from './category-browser.i18n';
import type { CategoryPrivacy } from './types';

interface PrivacyToggleProps {
  categoryTitle: string;
  privacy: CategoryPrivacy;
  /** The shared count has reached the maximum: sharing is refused, un-sharing is not. */
  limitReached: boolean;
  onChange: (next: CategoryPrivacy) => void | Promise<unknown>;
  badgeMs: number;
  tabIndex: 0 | -1;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * A switch between Private and Shared (§2, §4). It stays focusable while blocked or pending
 * (aria-disabled rather than disabled) so focus is not lost mid-change and the reason can be read.
 */
export function PrivacyToggle({ categoryTitle, privacy, limitReached, onChange, badgeMs, tabIndex }: PrivacyToggleProps) {
  const [pending, setPending] = useState(false);
  const [badge, setBadge] = useState<CategoryPrivacy | null>(null);
  const badgeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const noteId = useId();
  const TEXT = useMessages(CATEGORY_BROWSER_TEXT);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(badgeTimer.current);
    };
  }, []);

  const shared = privacy === 'shared';
  const blocked = !shared && limitReached;

  const showBadge = (value: CategoryPrivacy) => {
    clearTimeout(badgeTimer.current);
    setBadge(value);
    badgeTimer.current = setTimeout(() => setBadge(null), badgeMs);
  };

  const toggle = () => {
    if (pending || blocked) return;
    const next: CategoryPrivacy = shared ? 'private' : 'shared';
    const result = onChange(next);
    if (!isThenable(result)) {
      showBadge(next);
      return;
    }
    setPending(true);
    result.then(
      () => {
        if (!mounted.current) return;
        setPending(false);
        showBadge(next);
      },
      () => {
        if (mounted.current) setPending(false);
      },
    );
  };

  return (
    <div className="privacy-toggle">
      <button
        type="button"
        role="switch"
        className="privacy-toggle__switch"
        aria-checked={shared}
        aria-label={TEXT.shareCategory(categoryTitle)}
        aria-disabled={blocked || pending || undefined}
        aria-busy={pending || undefined}
        aria-describedby={blocked ? noteId : undefined}
        tabIndex={tabIndex}
        onClick={toggle}
      >
        <span className="privacy-toggle__track" aria-hidden="true">
          <span className="privacy-toggle__thumb">{pending && <Spinner size="sm" />}</span>
        </span>
        {/* After a confirmed change the state word turns into a badge for badgeMs, in place, so
            nothing around it moves; the status region below says the same to screen readers. */}
        <span
          className={badge ? `privacy-toggle__state privacy-toggle__state--badge-${badge}` : 'privacy-toggle__state'}
          aria-hidden="true"
        >
          {(badge ?? privacy) === 'shared' ? TEXT.shared : TEXT.private}
        </span>
      </button>
      {blocked && (
        <span id={noteId} className="privacy-toggle__limit">
          {TEXT.limitReached}
        </span>
      )}
      <span role="status" className="visually-hidden">
        {badge && (badge === 'shared' ? TEXT.shared : TEXT.private)}
      </span>
    </div>
  );
}
