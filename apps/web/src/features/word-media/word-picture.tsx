import { useState } from 'react';
import { stripStressMarks } from '@slovo/shared';
import './word-picture.css';

/** The sizes a picture is shown at: a list row's thumbnail, a hint beside a question, a card's face. */
const SIZE_PX = { thumb: 40, hint: 120, card: 160 } as const;
type WordPictureSize = keyof typeof SIZE_PX;

interface PicturedWord {
  english: string;
  /** `/api/media/<hash>`: a WebP of at most 512 px (issue 34), or none. */
  image?: string | null;
}

interface WordPictureProps {
  word: PicturedWord;
  size?: WordPictureSize;
  className?: string;
}

/**
 * A word's picture, named by its English word. Its square box is reserved by the width and
 * height attributes before the file arrives (nothing below it moves), it loads lazily and is
 * decoded off the main thread; a picture that fails to load is taken away rather than shown broken.
 */
export function WordPicture({ word, size = 'card', className }: WordPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = word.image;
  if (!src || failed === src) return null;
  const px = SIZE_PX[size];
  return (
    <img
      className={['word-picture', `word-picture--${size}`, className].filter(Boolean).join(' ')}
      src={src}
      alt={stripStressMarks(word.english).trim()}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}
