import { useEffect, useRef, useState } from 'react';
import { INFINITE_SCROLL_DEBOUNCE_MS, INFINITE_SCROLL_THRESHOLD_PX } from './constants';

/**
 * Calls `onLoadMore` once the sentinel (give it the returned ref) is within 200 px of the
 * viewport and has stayed there for 300 ms (§9), while `canLoad`. When a load ends with the
 * sentinel still in view (the new page was too short to push it out), it asks again.
 */
export function useInfiniteScroll(canLoad: boolean, onLoadMore: (() => void) | undefined): (node: HTMLElement | null) => void {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [inView, setInView] = useState(false);
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  });

  const observing = onLoadMore !== undefined;
  useEffect(() => {
    if (!observing || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`,
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [sentinel, observing]);

  useEffect(() => {
    if (!inView || !canLoad) return;
    const timer = setTimeout(() => onLoadMoreRef.current?.(), INFINITE_SCROLL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [inView, canLoad]);

  return setSentinel;
}
