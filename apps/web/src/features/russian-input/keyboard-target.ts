/**
 * What the on-screen keyboard's keys act on: a text field (text-fields.ts) or a game's own way of
 * taking keys (Typer's letter boxes). The keyboard knows nothing else about its host.
 */
export interface KeyboardTarget {
  /** Types `text` where the caret is. */
  type: (text: string) => void;
  /** Erases the character before the caret (or the selection). */
  erase: () => void;
  /** What has been typed, read back to screen readers after a key. */
  read: () => string;
  /** Gives the field the focus again after a key pressed with a mouse or a finger. */
  focus: () => void;
}
