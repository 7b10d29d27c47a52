import { useLayoutEffect, useRef } from 'react';

/**
 * Moves the focus to a field by its id: at once, or once the next render has put it on screen (a
 * row added or removed, a tab switched). The fields register themselves with `ref(id)`.
 */
export function useFocusAfterRender() {
  const elements = useRef(new Map<string, HTMLElement>());
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (pending.current === null) return;
    elements.current.get(pending.current)?.focus();
    pending.current = null;
  });
  return {
    ref: (id: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    now: (id: string) => elements.current.get(id)?.focus(),
    afterRender: (id: string) => {
      pending.current = id;
    },
  };
}

export type FocusAfterRender = ReturnType<typeof useFocusAfterRender>;
