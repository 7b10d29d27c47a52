import { Worker } from 'node:worker_threads';
import type { WordAnnotations } from '@slovo/shared';
import type { FactsRequest, WordToAnnotate } from './annotate';

/**
 * The open dictionaries live in one worker thread of their own (lookup-worker.mjs): the request
 * thread sends batches of words and gets each word's missing facts back, so a 10,000-word import's
 * lookups (about 100 ms) neither hold the thread that answers other requests nor add to the
 * import's time: they run while the previous batch is written (docs/performance.md). One thread,
 * started on the first lookup and kept for the life of the process: the dictionaries take about
 * 120 MB and 0.3 s to load, once. It keeps the process alive only while it has work.
 */

interface Pending {
  resolve: (facts: WordAnnotations[]) => void;
  reject: (error: Error) => void;
}

interface LookupThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

let thread: LookupThread | null = null;
let nextId = 0;
let warned = false;

function startThread(): LookupThread {
  const worker = new Worker(new URL('./lookup-worker.mjs', import.meta.url));
  const started: LookupThread = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', ({ id, facts, error }: { id: number; facts?: WordAnnotations[]; error?: string }) => {
    const waiting = started.pending.get(id);
    started.pending.delete(id);
    if (started.pending.size === 0) worker.unref();
    if (facts) waiting?.resolve(facts);
    else waiting?.reject(new Error(error));
  });
  // A thread that stops (it failed to start, or crashed) fails what it had; the next lookup starts another.
  const stop = (error: Error) => {
    if (thread === started) thread = null;
    for (const waiting of started.pending.values()) waiting.reject(error);
    started.pending.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The dictionary thread stopped (exit code ${code})`)));
  return started;
}

/**
 * The missing facts of each word, in order. A failure gives no facts (reported once as a process
 * warning): a write never fails because a dictionary could not be read.
 */
async function lookUpMissingFacts(requests: readonly FactsRequest[]): Promise<WordAnnotations[]> {
  thread ??= startThread();
  const { worker, pending } = thread;
  const id = (nextId += 1);
  try {
    return await new Promise<WordAnnotations[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, requests });
    });
  } catch (error) {
    if (!warned) process.emitWarning(`The dictionary lookups failed: ${String(error)}`, 'DictionaryWarning');
    warned = true;
    return requests.map(() => ({}));
  }
}

/** A word's own facts with the missing ones beside them (no field is in both: see dictionaryAnnotations). */
const completed = (known: WordAnnotations, missing: WordAnnotations): WordAnnotations => ({
  ...known,
  ...missing,
  sources: { ...known.sources, ...missing.sources },
});

/**
 * The words in batches of `batchSize`, each batch's words with their annotations completed (their
 * own first, then the dictionaries'), in the order given. Every batch is sent to the lookup thread
 * at once and each promise settles as its batch comes back, so the caller can write one batch while
 * the next is looked up. The promises never reject. `earlierStress`: Russian text → the owner's
 * stressed form of it.
 */
export function withDictionaryAnnotations<W extends WordToAnnotate & { annotations?: WordAnnotations }>(
  words: readonly W[],
  earlierStress: ReadonlyMap<string, string>,
  batchSize: number,
): Array<Promise<W[]>> {
  const batches: Array<Promise<W[]>> = [];
  for (let start = 0; start < words.length; start += batchSize) {
    const batch = words.slice(start, start + batchSize);
    const requests = batch.map(({ english, russian, part_of_speech, annotations }) => ({
      english,
      russian,
      part_of_speech,
      known: annotations ?? {},
      earlierStress: earlierStress.get(russian),
    }));
    batches.push(
      lookUpMissingFacts(requests).then((facts) =>
        batch.map((word, index) => {
          const missing = facts[index] as WordAnnotations;
          return missing.sources === undefined ? word : { ...word, annotations: completed(word.annotations ?? {}, missing) };
        }),
      ),
    );
  }
  return batches;
}
