// What other modules may use of a word's pictures and sounds (issue 34).
export { storeImportedMedia } from './media.service';
export { findStoredHashes, loadMediaFiles } from './media.repository';
