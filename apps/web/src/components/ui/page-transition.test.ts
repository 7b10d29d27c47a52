import { describe, expect, it } from 'vitest';
import {
  BACKWARD_SUBTITLES,
  FORWARD_SUBTITLES,
  pickSubtitle,
  progressAfterTicks,
  progressAt,
  transitionDirection,
  transitionPhase,
} from './page-transition';

describe('transitionDirection', () => {
  it('is forward when moving later in the order', () => {
    expect(transitionDirection('/', '/game2')).toBe('forward');
    expect(transitionDirection('/game2', '/game1')).toBe('forward');
    expect(transitionDirection('/game5', '/components')).toBe('forward');
  });

  it('is backward when moving to an earlier entry', () => {
    expect(transitionDirection('/game1', '/game2')).toBe('backward');
    expect(transitionDirection('/components', '/game3')).toBe('backward');
    expect(transitionDirection('/components', '/')).toBe('backward');
  });

  it('is backward from any game to home', () => {
    for (const game of ['/game1', '/game2', '/game3', '/game4', '/game5']) {
      expect(transitionDirection(game, '/')).toBe('backward');
    }
  });

  it('treats pages outside the order as forward and ignores trailing slashes', () => {
    expect(transitionDirection('/admin/users', '/')).toBe('forward');
    expect(transitionDirection('/game3', '/my-vocabulary')).toBe('forward');
    expect(transitionDirection('/game4/', '/game1/')).toBe('backward');
  });
});

describe('progress', () => {
  it('grows 1.5 per 16 ms tick and stops at 100', () => {
    expect(progressAfterTicks(0)).toBe(0);
    expect(progressAfterTicks(1)).toBe(1.5);
    expect(progressAfterTicks(10)).toBe(15);
    expect(progressAfterTicks(66)).toBe(99);
    expect(progressAfterTicks(67)).toBe(100);
    expect(progressAfterTicks(500)).toBe(100);
  });

  it('counts whole ticks of elapsed time', () => {
    expect(progressAt(15)).toBe(0);
    expect(progressAt(16)).toBe(1.5);
    expect(progressAt(160)).toBe(15);
    expect(progressAt(1200)).toBe(100);
  });
});

describe('transitionPhase', () => {
  it('shows for 1200 ms, fades for 500 ms, then is done', () => {
    expect(transitionPhase(0)).toBe('showing');
    expect(transitionPhase(1199)).toBe('showing');
    expect(transitionPhase(1200)).toBe('fading');
    expect(transitionPhase(1699)).toBe('fading');
    expect(transitionPhase(1700)).toBe('done');
  });
});

describe('pickSubtitle', () => {
  it('uses "Going back" phrases going backward and loading phrases going forward', () => {
    for (const r of [0, 0.3, 0.7, 0.9999]) {
      expect(pickSubtitle('backward', () => r)).toMatch(/^Going back/);
      expect(FORWARD_SUBTITLES).toContain(pickSubtitle('forward', () => r));
    }
    expect(FORWARD_SUBTITLES.some((s) => s.startsWith('Going back'))).toBe(false);
    expect(BACKWARD_SUBTITLES.length).toBeGreaterThan(1);
  });
});
