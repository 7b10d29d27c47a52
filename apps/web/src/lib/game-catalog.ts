/** The five games as data (from the shared catalogue): lookups any layer may use without loading a game. */
import { GAMES } from '@slovo/shared';

/** A game's path, id and English texts; its title and description in the interface language are GAME_TEXT's (@/i18n). */
export type GameInfo = (typeof GAMES)[number];

/** The game whose route is `pathname`, if any (trailing slash tolerated). */
export function gameByPath(pathname: string): GameInfo | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return GAMES.find((game) => game.path === path);
}
