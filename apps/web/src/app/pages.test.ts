import { describe, expect, it } from 'vitest';
import { GAMES } from '@slovo/shared';
import { GAME_ICONS } from '@/components/icons';
import { PAGES, PAGE_LIST, canOpen, hubPages, pageAt } from './pages';

describe('the list of pages', () => {
  it("lists the games in the catalogue order, with the catalogue titles and each game's SVG icon", () => {
    expect(hubPages('games').map((page) => [page.path, page.title, page.icon])).toEqual(
      GAMES.map((game) => [game.path, game.title, GAME_ICONS[game.id]]),
    );
  });

  it('has one entry per path', () => {
    const paths = PAGE_LIST.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('offers user pages to any signed-in user and admin pages to admins only', () => {
    const visitor = null;
    const user = { role: 'user' as const };
    const admin = { role: 'admin' as const };
    expect([visitor, user, admin].map((who) => canOpen(PAGES.components, who))).toEqual([true, true, true]);
    expect([visitor, user, admin].map((who) => canOpen(PAGES.myVocabulary, who))).toEqual([false, true, true]);
    expect([visitor, user, admin].map((who) => canOpen(PAGES.adminUsers, who))).toEqual([false, false, true]);
  });

  it('finds the page at a path, a trailing slash tolerated', () => {
    expect(pageAt('/game3/')).toBe(PAGES.game3);
    expect(pageAt('/')).toBe(PAGES.home);
    expect(pageAt('/nowhere')).toBeUndefined();
  });
});
