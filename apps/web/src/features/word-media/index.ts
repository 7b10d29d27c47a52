/** A word's picture (issue 34); its recorded sound is played by the speech feature's speaker. */
export { WordPicture, type PicturedWord, type WordPictureSize } from './word-picture';
