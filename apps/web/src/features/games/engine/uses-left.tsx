import { useFormat, useMessages } from '@/i18n';
import { GAME_ENGINE_TEXT } from './engine.i18n';

interface UsesLeftProps {
  count: number;
  /** Read before the number ("Skip 3 left"); hidden on screen, where the badge speaks for itself. */
  before?: string;
  /** Read after the number; default " left" in the interface language. */
  after?: string;
}

/**
 * How many skips or lifelines are left, as a badge on the game's action button. The button's name
 * comes from its content, so what is seen ("Skip 3") is part of what is heard ("Skip 3 left"):
 * speech-input users can say what they see (WCAG 2.5.3).
 */
export function UsesLeft({ count, before = ' ', after }: UsesLeftProps) {
  const t = useMessages(GAME_ENGINE_TEXT);
  const format = useFormat();
  return (
    <span className="game-uses-left">
      <span className="visually-hidden">{before}</span>
      {format.number(count)}
      <span className="visually-hidden">{after ?? t.usesLeft}</span>
    </span>
  );
}
