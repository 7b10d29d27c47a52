/**
 * Russian on any keyboard (issue 33 §5): the on-screen ЙЦУКЕН keyboard and phonetic typing for any
 * field where Russian is typed, and the note for an answer read on the other layout. A new drill
 * drops in useRussianFields (or its own KeyboardTarget), useOnScreenKeyboard and RussianInputBar.
 */
export type { KeyboardTarget } from './keyboard-target';
export { LayoutNote } from './layout-note';
export { usePhoneticTyping, usePhoneticTypingStore } from './phonetic-typing-store';
export { RussianInputBar } from './russian-input-bar';
export { useOnScreenKeyboard } from './use-on-screen-keyboard';
export { useRussianFields } from './use-russian-fields';
