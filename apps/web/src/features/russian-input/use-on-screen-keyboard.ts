import { useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

/** Fingers rather than a mouse: phones and tablets, where a keyboard of our own stands in for the device's. */
const TOUCH_SCREEN = '(pointer: coarse)';

export interface OnScreenKeyboardState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The device's own keyboard is kept away while ours is open (touch screens only). */
  hidesSystemKeyboard: boolean;
}

/**
 * Whether the on-screen keyboard shows. `openOnTouch`: a game asking for Russian opens it by itself
 * on a touch screen, where the device's keyboard may have no Russian.
 */
export function useOnScreenKeyboard({ openOnTouch = false }: { openOnTouch?: boolean } = {}): OnScreenKeyboardState {
  const touch = useMediaQuery(TOUCH_SCREEN);
  const [open, setOpen] = useState(() => openOnTouch && typeof matchMedia === 'function' && matchMedia(TOUCH_SCREEN).matches);
  return { open, setOpen, hidesSystemKeyboard: open && touch };
}
