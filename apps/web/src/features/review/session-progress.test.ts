import { beforeEach, describe, expect, it } from 'vitest';
import { keepSessionProgress, readSessionProgress } from './session-progress';

beforeEach(() => sessionStorage.clear());

describe('the session kept over a reload', () => {
  it('keeps the card whose answer shows and the count graded, and forgets a finished session', () => {
    expect(readSessionProgress()).toEqual({ shown: null, graded: 0 });
    keepSessionProgress({ shown: '7|stress|ru', graded: 3 });
    expect(readSessionProgress()).toEqual({ shown: '7|stress|ru', graded: 3 });
    keepSessionProgress({ shown: null, graded: 0 });
    expect(sessionStorage.length).toBe(0);
  });

  it('reads anything else stored there as no progress', () => {
    sessionStorage.setItem('reviewSession', '{"shown": 5, "graded": -2}');
    expect(readSessionProgress()).toEqual({ shown: null, graded: 0 });
    sessionStorage.setItem('reviewSession', 'not json');
    expect(readSessionProgress()).toEqual({ shown: null, graded: 0 });
  });
});
