import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepRoundMedia } from './keep-round-media';

const WORDS = [{ image: '/api/media/aa', sound: '/api/media/bb' }, { image: '/api/media/aa', sound: null }, { image: null }];

function withWorker(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('keepRoundMedia', () => {
  it('fetches each picture and sound of the round once, where a service worker keeps them', async () => {
    const fetchSpy = vi.fn(async (_url: string) => new Response('x'));
    vi.stubGlobal('fetch', fetchSpy);
    withWorker({});
    keepRoundMedia(WORDS);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/api/media/aa', '/api/media/bb']);
  });

  it('fetches nothing without a service worker', () => {
    const fetchSpy = vi.fn(async (_url: string) => new Response('x'));
    vi.stubGlobal('fetch', fetchSpy);
    withWorker(null);
    keepRoundMedia(WORDS);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
