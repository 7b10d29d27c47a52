import { useEffect, useRef, type RefObject } from 'react';

interface QuizKeyHandlers {
  /** Number keys 1–4: the option at that position on screen. */
  onNumber: (position: number) => boolean;
  /** The Space key. */
  onSpace: () => void;
}

const isSpace = (event: KeyboardEvent) => event.key === ' ' || event.code === 'Space';

/**
 * The Quiz's keyboard (spec §4: Space skips; issue 4: 1–4 pick). Keys count only while focus is
 * in the game (or on the page itself, or the game frame around it), never in the header, a
 * dialog or a text field. Space is taken from the focused option button too, so it always
 * means "skip" as the hint promises; Enter still presses a focused button.
 */
export function useQuizKeys(rootRef: RefObject<HTMLElement | null>, handlers: QuizKeyHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const inGame = (event: KeyboardEvent) => {
      const root = rootRef.current;
      const target = event.target;
      if (!root || !(target instanceof Node)) return false;
      if (!root.contains(target) && !target.contains(root)) return false;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return false;
      return !(event.ctrlKey || event.metaKey || event.altKey);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !inGame(event)) return;
      if (isSpace(event)) {
        event.preventDefault();
        if (!event.repeat) latest.current.onSpace();
      } else if (/^[1-4]$/.test(event.key) && !event.repeat) {
        if (latest.current.onNumber(Number(event.key))) event.preventDefault();
      }
    };
    // A button is clicked by Space on key-up; stop that, the key-down already skipped.
    const onKeyUp = (event: KeyboardEvent) => {
      if (isSpace(event) && inGame(event)) event.preventDefault();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [rootRef]);
}
