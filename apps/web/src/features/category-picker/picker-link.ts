/**
 * Opening a game with a category already chosen (My Vocabulary's "Play" links): the game's path
 * with `?category=<name>`. The game's picker reads it once, chooses that category as if the player
 * had, and drops it from the address so Play Again starts from an empty picker.
 */
export const PICKER_CATEGORY_PARAM = 'category';

/** e.g. gamePathWithCategory('/game3', 'my-travel') → '/game3?category=my-travel'. */
export function gamePathWithCategory(gamePath: string, categoryName: string): string {
  return `${gamePath}?${new URLSearchParams({ [PICKER_CATEGORY_PARAM]: categoryName }).toString()}`;
}
