import { useEffect, useRef, type RefObject } from 'react';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A short slide in the direction of travel when the shown card changes, so moving reads as movement. */
export function useCardSlide(cardRef: RefObject<HTMLElement | null>, index: number) {
  const shownIndex = useRef(index);
  useEffect(() => {
    const from = shownIndex.current;
    shownIndex.current = index;
    const element = cardRef.current;
    if (from === index || !element || typeof element.animate !== 'function' || prefersReducedMotion()) return;
    const offset = index > from ? 24 : -24;
    element.animate(
      [
        { opacity: 0, transform: `translateX(${offset}px)` },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 200, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
    );
  }, [cardRef, index]);
}
