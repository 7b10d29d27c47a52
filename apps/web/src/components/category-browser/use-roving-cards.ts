import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { countColumns, nextActiveIndex } from './navigation';
import type { BrowserCategory, CategoryBrowserProps } from './types';

/**
 * The list as one tab stop (a roving tabindex on each card's main button). While focus is inside
 * the list it stays on the card last focused; from outside, the list is entered on the selected
 * card (the listbox convention), else on the card last focused, else on the first. Ids, not
 * indexes, so reloads and deletions are safe. Arrow keys, Home and End move between cards.
 */
export function useRovingCards<C extends BrowserCategory>(
  categories: readonly C[],
  selectedId: C['id'] | null,
  layout: NonNullable<CategoryBrowserProps<C>['layout']>,
) {
  const cardButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = categories.length;
  const selectedIndex = categories.findIndex((category) => category.id === selectedId);
  const [activeId, setActiveId] = useState<C['id'] | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  const activeIndex = activeId === null ? -1 : categories.findIndex((category) => category.id === activeId);
  // A list removed while it held focus (a reload, an error) fires no blur: forget the focus then.
  const listRef = useCallback((node: HTMLUListElement | null) => {
    if (node === null) setFocusInside(false);
  }, []);
  const tabStop = focusInside && activeIndex >= 0 ? activeIndex : selectedIndex >= 0 ? selectedIndex : Math.max(0, activeIndex);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const index = cardButtons.current.indexOf(event.target as HTMLButtonElement);
    if (index < 0 || index >= count) return;
    const columns =
      layout === 'grid'
        ? countColumns(
            cardButtons.current.slice(0, count).map((button) => button?.closest('li')?.getBoundingClientRect() ?? new DOMRect()),
          )
        : null;
    const next = nextActiveIndex(event.key, index, count, columns);
    if (next === null) return;
    event.preventDefault();
    cardButtons.current[next]?.focus();
  };

  return {
    selectedIndex,
    tabStop,
    listProps: {
      ref: listRef,
      onKeyDown,
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLUListElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
    },
    mainRef: (index: number) => (node: HTMLButtonElement | null) => {
      cardButtons.current[index] = node;
    },
    setActiveId,
  };
}
