import { afterEach, describe, expect, it } from 'vitest';
import { readDrillProgress, saveDrillScore } from './drill-progress';

afterEach(() => localStorage.clear());

describe('a drill’s scores kept in the browser', () => {
  it('keeps the last score and the best, which never goes down, per player and drill', () => {
    saveDrillScore('7', 'stress', 60);
    saveDrillScore('7', 'stress', 90);
    saveDrillScore('7', 'stress', 30);
    expect(readDrillProgress('7', 'stress')).toEqual({ score: 30, bestScore: 90 });
    expect(readDrillProgress('7', 'gender')).toBeNull();
    expect(readDrillProgress(null, 'stress')).toBeNull();
    saveDrillScore(null, 'gender', 100);
    expect(readDrillProgress(null, 'gender')).toEqual({ score: 100, bestScore: 100 });
    expect(readDrillProgress('7', 'stress')).toEqual({ score: 30, bestScore: 90 });
  });

  it('ignores what it cannot trust', () => {
    localStorage.setItem('slovo.drillProgress', JSON.stringify({ visitor: { stress: { score: 'a lot', bestScore: 900 } } }));
    expect(readDrillProgress(null, 'stress')).toBeNull();
    localStorage.setItem('slovo.drillProgress', '[1, 2]');
    expect(readDrillProgress(null, 'stress')).toBeNull();
    saveDrillScore(null, 'stress', 50);
    expect(readDrillProgress(null, 'stress')).toEqual({ score: 50, bestScore: 50 });
  });
});
