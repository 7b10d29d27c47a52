import type { CSSProperties } from 'react';
import type { MissionPhase, VisibleTile } from './logic';

interface LetterTilesProps {
  tiles: VisibleTile[];
  phase: MissionPhase;
  /** Changes with every word, so the tiles drop in afresh. */
  turnKey: string;
  /** Language of the letters. */
  lang: 'en' | 'ru';
}

/**
 * The word's letters as tiles, one group per word of a phrase (groups wrap as wholes where they
 * can; a word too long even for the smallest tiles wraps inside). Hidden from screen readers: the game states the letters and the feedback in words.
 */
export function LetterTiles({ tiles, phase, turnKey, lang }: LetterTilesProps) {
  const groups: (VisibleTile & { index: number })[][] = [[]];
  tiles.forEach((tile, index) => {
    if (tile.character === ' ') groups.push([]);
    else groups[groups.length - 1]!.push({ ...tile, index });
  });
  // Tiles shrink so the longest word of the phrase fits one row where it can (see mission.css).
  const longest = Math.max(1, ...groups.map((group) => group.length));

  return (
    <div
      className="mission-tiles"
      style={{ '--tile-count': longest, ...(longest >= 10 && { '--tile-gap-long': '4px' }) } as CSSProperties}
      data-phase={phase}
      data-testid="mission-letters"
      aria-hidden="true"
      lang={lang}
    >
      {groups.map((group, g) => (
        <span className="mission-tiles__word" key={`${turnKey}-${g}`}>
          {group.map((tile) => {
            // A bracketed part's tiles stay as given: not the player's to rebuild, so never red or green.
            const tone = tile.given
              ? ' mission-tile--given'
              : phase === 'correct'
                ? ' mission-tile--correct'
                : tile.revealed
                  ? ' mission-tile--wrong'
                  : '';
            return (
              <span
                key={`${turnKey}-${tile.index}`}
                className={`mission-tile${tone}`}
                // Staggers the entrance and the green wave; the CSSOM route satisfies the strict CSP.
                style={{ '--tile-index': tile.index } as CSSProperties}
              >
                {tile.character}
              </span>
            );
          })}
        </span>
      ))}
    </div>
  );
}
