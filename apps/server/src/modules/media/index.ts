// What other modules may use of a word's pictures and sounds (issue 34).
export { attachCheckedMedia, checkMedia, mediaHash } from './media.service';
export { findStoredHashes } from './media.repository';
export type { CheckedMedia } from './picture-check';
