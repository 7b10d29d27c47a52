import { useEffect } from 'react';

/**
 * A page that no longer exists (its last category deleted, here or elsewhere): the list moves to
 * the last one there is. `lastPage` is undefined while it is not known (a placeholder on screen).
 */
export function usePageInRange(
  page: number,
  lastPage: number | undefined,
  dispatch: (action: { type: 'page'; page: number }) => void,
): void {
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(1, lastPage)) dispatch({ type: 'page', page: Math.max(1, lastPage) });
  }, [lastPage, page, dispatch]);
}
