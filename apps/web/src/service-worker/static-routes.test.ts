import { describe, expect, it } from 'vitest';
import { exactPathname, staticRoutes } from './static-routes';

const KEPT = ['/', '/apple-touch-icon.png', '/assets/index-CpPrtNJ9.js', '/assets/index-BT7nwhzD.css', '/shell.html'];

describe("the worker's static routes", () => {
  it('lets a page navigation race the network against the worker, so online pages never wait for it', () => {
    expect(staticRoutes(KEPT, 'slovo-shell-1')[0]).toEqual({
      condition: { requestMode: 'navigate' },
      source: 'race-network-and-fetch-handler',
    });
  });

  it("answers every kept file, and only those, from this build's cache", () => {
    const files = staticRoutes(KEPT, 'slovo-shell-1')[1]!;
    expect(files.source).toEqual({ cacheName: 'slovo-shell-1' });
    expect(files.condition.or?.map((rule) => rule.urlPattern.pathname)).toEqual([
      '/apple-touch-icon.png',
      '/assets/index-CpPrtNJ9.js',
      '/assets/index-BT7nwhzD.css',
    ]);
  });

  it('leaves the pages themselves to the navigation route, and adds no empty file rule', () => {
    expect(staticRoutes(['/', '/shell.html'], 'slovo-shell-1')).toHaveLength(1);
  });

  it('matches a file name with pattern characters in it exactly', () => {
    expect(exactPathname('/icons/a+b (1).png')).toBe('/icons/a\\+b \\(1\\).png');
    expect(exactPathname('/assets/index-CpPrtNJ9.js')).toBe('/assets/index-CpPrtNJ9.js');
  });
});
