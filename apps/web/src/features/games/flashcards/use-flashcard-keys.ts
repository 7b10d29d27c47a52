import { useEffect, useRef, type RefObject } from 'react';
import type { CardMark } from './logic';

export interface FlashcardKeyActions {
  flip: () => void;
  next: () => void;
  previous: () => void;
  mark: (mark: CardMark) => void;
}

const EDITABLE = 'input, select, textarea, [contenteditable="true"]';
// Space and Enter already press these; taking them over would make buttons unusable.
const PRESSABLE = `button, a[href], summary, [role="button"], [role="switch"], ${EDITABLE}`;

/**
 * The single-card view's keys, listened for on the document so they work wherever focus sits in
 * the game (the frame focuses its own region when a round starts): ←/→ move, Space/Enter flip
 * unless a button has focus, K and L rate the card. K and L are matched by physical key, so they
 * work the same on a Russian keyboard layout. Keys meant for other parts of the page (a dialog,
 * the header menu) are left alone.
 */
export function useFlashcardKeys(scopeRef: RefObject<HTMLElement | null>, enabled: boolean, actions: FlashcardKeyActions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const scope = scopeRef.current?.closest('.game-flow') ?? scopeRef.current;
      const inScope = !target || target === document.body || (scope?.contains(target) ?? false);
      if (!inScope || target?.closest(EDITABLE)) return;

      const act = (run: () => void) => {
        event.preventDefault();
        run();
      };
      switch (event.key) {
        case 'ArrowRight':
          return act(latest.current.next);
        case 'ArrowLeft':
          return act(latest.current.previous);
        case ' ':
        case 'Enter':
          if (!event.repeat && !target?.closest(PRESSABLE)) act(latest.current.flip);
          return;
      }
      if (event.repeat || event.shiftKey) return;
      if (event.code === 'KeyK') act(() => latest.current.mark('known'));
      else if (event.code === 'KeyL') act(() => latest.current.mark('learning'));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, scopeRef]);
}
