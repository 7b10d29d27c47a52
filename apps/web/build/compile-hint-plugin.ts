import type { Plugin } from 'vite';

/**
 * Marks the entry chunk with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome
 * 136+; a plain comment elsewhere): its functions are compiled on a background thread while the
 * file streams in, instead of one by one on the main thread when the first screen first calls
 * them. Measured with Chromium traces, 7 cold loads each: main-thread CPU from the file's arrival
 * to interactive 147 → 112 ms (the render task 47 → 25 ms, the yardstick's 22). The price: all 2,014
 * functions are compiled, of which 695 run before Home is interactive, so on a busy machine the
 * module waits longer for the compile; it still came out ahead there (docs/performance.md, issue 17). After
 * Vite's own additions, so the comment is the file's first line.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'slovo-compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}
