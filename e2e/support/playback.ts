import type { Page } from 'playwright-core';

/** Every <audio> or new Audio() the page plays, kept in window.__played to read how far it got. */
export async function watchPlayback(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    Object.assign(window, { __played: played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this);
      return play.call(this);
    };
  });
}

/** What the page has played: each element's source and how far it got, in seconds. */
export const played = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __played: HTMLMediaElement[] }).__played.map((media) => ({ src: media.src, at: media.currentTime })),
  );
