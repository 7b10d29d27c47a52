import { describe, expect, it, vi } from 'vitest';
import { lazyLoad } from './lazy-load';

describe('lazyLoad', () => {
  it('loads once, on first use, for every caller meanwhile and after', async () => {
    const load = vi.fn(async () => ({ words: 3 }));
    const dictionary = lazyLoad('test', load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([dictionary(), dictionary()]);
    expect(first).toEqual({ words: 3 });
    expect(second).toBe(first);
    expect(await dictionary()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers null when the load fails, warns once, and does not try again', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const load = vi.fn(async () => {
        throw new Error('ENOENT: words.dawg');
      });
      const dictionary = lazyLoad('broken', load);
      expect(await Promise.all([dictionary(), dictionary()])).toEqual([null, null]);
      expect(await dictionary()).toBeNull();
      expect(load).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual(['The broken dictionary could not be loaded: Error: ENOENT: words.dawg']);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
