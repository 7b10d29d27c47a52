/** A word's picture (issue 34); its recorded sound is played by the speech feature's speaker. */
export { WordPicture } from './word-picture';
export { keepRoundMedia } from './keep-round-media';
