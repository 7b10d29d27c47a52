import { describe, expect, test } from 'vitest';
import { signInNewPlayer } from './support/auth';
import {
  SIZES,
  WAIT,
  findingsInEveryAppearance,
  gameComplete,
  startGame,
  PLAY_TO_THE_END,
  GAMES,
} from './support/accessibility-sweep';
import { useAppInBrowser } from './support/suite';

// The axe-core sweep of issue 13 §2, the games (support/accessibility-sweep.ts says how it looks).

const openPage = useAppInBrowser();

describe('accessibility sweep of the games (axe-core: no serious or critical finding, both themes, 1280×800 and 360×740)', () => {
  for (const game of GAMES) {
    test(`${game.name}: while playing and once completed`, async () => {
      // A new player each: the picker offers the chooser, not the session another game started.
      const page = await openPage();
      await signInNewPlayer(page);
      await startGame(page, game.path, game.withCount);
      await expect.poll(() => page.getByLabel('Category').count(), WAIT).toBe(0);
      const found = await findingsInEveryAppearance(page, `${game.name}, playing`);

      await page.setViewportSize(SIZES[0]);
      await PLAY_TO_THE_END[game.play]!(page);
      await expect.poll(() => gameComplete(page).isVisible(), WAIT).toBe(true);
      found.push(...(await findingsInEveryAppearance(page, `${game.name}, completed`)));

      expect(found).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
