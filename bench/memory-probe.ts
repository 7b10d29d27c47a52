/**
 * How much memory the app server uses while a route streams a large answer (the export), between
 * a start and a stop message from the bench, against the figures taken right before, after a full
 * garbage collection (the app child runs with --expose-gc), so garbage left by earlier scenarios is
 * not counted as growth.
 *
 * - Peak RSS: the kernel's own high-water mark (VmHWM in /proc/self/status, reset at the start by
 *   writing 5 to /proc/self/clear_refs), so no peak between two samples is missed; sampled where
 *   that is not available (not Linux).
 * - Peak heap: process.memoryUsage() every 5 ms on the event loop (the export yields to it between
 *   its pages). It includes garbage not yet collected, which V8 lets grow by tens of megabytes when
 *   it allocates fast, whatever the code holds on to.
 * - Live heap (when asked for: `liveEveryMs`): a full collection every that many ms, and the heap
 *   right after it — what the code really holds. An answer built in memory holds all of it at its
 *   peak; a streamed one only the page in flight. The collections slow the answer, so its time is
 *   taken from a run without them.
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
  /** The largest heap right after a forced full collection (null without liveEveryMs). */
  peakLiveHeapBytes: number | null;
  samples: number;
}

export type MemoryProbeMessage = { type: 'memory-start'; liveEveryMs?: number } | { type: 'memory-stop' };
export interface MemoryProbeAnswer {
  type: 'memory-started' | 'memory';
  watch?: MemoryWatch;
}

const SAMPLE_MS = 5;

const figures = (): MemoryFigures => {
  const usage = process.memoryUsage();
  return { rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, externalBytes: usage.external };
};

const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

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
  const timers: NodeJS.Timeout[] = [];
  let watch: MemoryWatch | null = null;
  let kernelPeak = false;
  const stopTimers = () => {
    for (const timer of timers.splice(0)) clearInterval(timer);
  };
  process.on('message', (message: MemoryProbeMessage) => {
    if (message?.type === 'memory-start') {
      stopTimers();
      collectGarbage();
      kernelPeak = resetPeakRss();
      const before = figures();
      const current: MemoryWatch = { before, peak: { ...before }, peakLiveHeapBytes: null, samples: 1 };
      watch = current;
      timers.push(
        setInterval(() => {
          const now = figures();
          current.samples += 1;
          current.peak = {
            rssBytes: Math.max(current.peak.rssBytes, now.rssBytes),
            heapUsedBytes: Math.max(current.peak.heapUsedBytes, now.heapUsedBytes),
            externalBytes: Math.max(current.peak.externalBytes, now.externalBytes),
          };
        }, SAMPLE_MS),
      );
      if (message.liveEveryMs) {
        timers.push(
          setInterval(() => {
            collectGarbage();
            current.peakLiveHeapBytes = Math.max(current.peakLiveHeapBytes ?? 0, process.memoryUsage().heapUsed);
          }, message.liveEveryMs),
        );
      }
      process.send?.({ type: 'memory-started' } satisfies MemoryProbeAnswer);
    } else if (message?.type === 'memory-stop') {
      stopTimers();
      const kernel = kernelPeak ? peakRss() : null;
      if (watch && kernel !== null) watch.peak.rssBytes = Math.max(watch.peak.rssBytes, kernel);
      process.send?.({ type: 'memory', ...(watch ? { watch } : {}) } satisfies MemoryProbeAnswer);
      watch = null;
    }
  });
}
