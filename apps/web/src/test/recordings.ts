import { vi } from 'vitest';

/**
 * jsdom has no audio: stands in for HTMLMediaElement's play and pause, and keeps which recordings
 * (their paths) were played and stopped. `refuse`: play() rejects, as a browser blocking it does.
 */
export function spyOnRecordings({ refuse = false }: { refuse?: boolean } = {}) {
  const played: string[] = [];
  const stopped: string[] = [];
  const pathOf = (element: HTMLMediaElement) => new URL(element.src, location.href).pathname;
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(pathOf(this));
    return refuse ? Promise.reject(new DOMException('Refused', 'NotAllowedError')) : Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    stopped.push(pathOf(this));
  });
  return { played, stopped, play };
}
