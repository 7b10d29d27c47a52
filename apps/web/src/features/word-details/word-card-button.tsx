import { Suspense, useState } from 'react';
import { InfoIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { preloadable } from '@/lib/preloadable';
import { WORD_DETAILS_TEXT } from './word-details.i18n';
import type { WordCardProps } from './word-card';
import type { CardWord } from './word-facts';

/**
 * The card's code comes with its first opening, or a hover or focus before it. Marked pure so a
 * page that only takes the stress-marks switch from this feature (the header: Home's bundle)
 * carries none of the card.
 */
const loadedCard = /* @__PURE__ */ preloadable<WordCardProps>(() => import('./word-card'));
const prefetch = () => void loadedCard.preload();

/**
 * The word card as a dialog: mounted only while open, its code fetched on first use. For any
 * screen that lists words (a game's completed screen, the stats, the vocabulary editors).
 */
export function WordCardDialog({ word, open, onClose }: { word: CardWord; open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <loadedCard.Component word={word} onClose={onClose} />
    </Suspense>
  );
}

/**
 * A small button beside a word in a list that opens its word card; named by the word
 * ("Word card: молоко — milk"), so a list of them reads well to a screen reader and by keyboard.
 */
export function WordCardButton({ word, className }: { word: CardWord; className?: string }) {
  const [open, setOpen] = useState(false);
  const t = useMessages(WORD_DETAILS_TEXT);
  const label = t.openCard(word.russian, word.english);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        iconOnly
        className={['word-card-button', className].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <InfoIcon aria-hidden="true" />
      </Button>
      <WordCardDialog word={word} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
