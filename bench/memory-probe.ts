/**
 * How much memory the app server uses while a route streams a large answer (the export), between
 * a start and a stop message from the bench, against the figures taken right before, after a full
 * garbage collection (the app child runs with --expose-gc), so garbage left by earlier scenarios is
 * not counted as growth.
 *
 * The peak RSS is the kernel's own high-water mark (VmHWM in /proc/self/status, reset at the start
 * by writing 5 to /proc/self/clear_refs), so no peak between two samples is missed; where that is
 * not available (not Linux) it is sampled. The heap and external memory are sampled every 5 ms on
 * the event loop (the export yields to it between its pages).
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface MemoryFigures {
  rssBytes: number;
  heapUsedBytes: number;
  /** Buffers and other memory outside the V8 heap (socket writes, better-sqlite3 rows in flight). */
  externalBytes: number;
}

export interface MemoryWatch {
  before: MemoryFigures;
  peak: MemoryFigures;
  samples: number;
}

export type MemoryProbeMessage = { type: 'memory-start' } | { type: 'memory-stop' };
export interface MemoryProbeAnswer {
  type: 'memory-started' | 'memory';
  watch?: MemoryWatch;
}

const SAMPLE_MS = 5;

const figures = (): MemoryFigures => {
  const usage = process.memoryUsage();
  return { rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, externalBytes: usage.external };
};

/** Resets the kernel's peak-RSS mark of this process; false where that is not possible. */
function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** The kernel's peak RSS of this process since the last reset, bytes (null where unknown). */
function peakRss(): number | null {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Child side: answers the bench's memory-start and memory-stop messages. */
export function serveMemoryProbe(): void {
  let timer: NodeJS.Timeout | null = null;
  let watch: MemoryWatch | null = null;
  let kernelPeak = false;
  process.on('message', (message: MemoryProbeMessage) => {
    if (message?.type === 'memory-start') {
      (globalThis as { gc?: () => void }).gc?.();
      kernelPeak = resetPeakRss();
      const before = figures();
      const current: MemoryWatch = { before, peak: { ...before }, samples: 1 };
      watch = current;
      if (timer) clearInterval(timer);
      timer = setInterval(() => {
        const now = figures();
        current.samples += 1;
        current.peak = {
          rssBytes: Math.max(current.peak.rssBytes, now.rssBytes),
          heapUsedBytes: Math.max(current.peak.heapUsedBytes, now.heapUsedBytes),
          externalBytes: Math.max(current.peak.externalBytes, now.externalBytes),
        };
      }, SAMPLE_MS);
      process.send?.({ type: 'memory-started' } satisfies MemoryProbeAnswer);
    } else if (message?.type === 'memory-stop') {
      if (timer) clearInterval(timer);
      timer = null;
      const kernel = kernelPeak ? peakRss() : null;
      if (watch && kernel !== null) watch.peak.rssBytes = Math.max(watch.peak.rssBytes, kernel);
      process.send?.({ type: 'memory', ...(watch ? { watch } : {}) } satisfies MemoryProbeAnswer);
      watch = null;
    }
  });
}
