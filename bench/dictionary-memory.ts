/**
 * Child process of bench/dictionaries.ts: loads one open dictionary (or all of them, as the server
 * does on its first word write) in a fresh process and prints, as one JSON line, the time the load
 * took and the memory before and after it, each after a full garbage collection (run with
 * --expose-gc). Argument: az | cmudict | english-forms | seed | all | thread (all of them in the
 * lookup thread, as the server holds them: its first lookup, tsx starting in the thread included;
 * the heap figures are then this thread's only).
 */
import { loadDictionaries } from '../apps/server/src/dictionaries/annotate';
import { withDictionaryAnnotations } from '../apps/server/src/dictionaries/lookup-thread';
import { loadEnglishForms } from '../apps/server/src/dictionaries/english-forms';
import { loadEnglishPronunciation } from '../apps/server/src/dictionaries/english-pronunciation';
import { loadRussianMorphology } from '../apps/server/src/dictionaries/russian-morphology';
import { loadSeedSuggestions } from '../apps/server/src/dictionaries/seed-suggestions';

export interface DictionaryMemory {
  name: string;
  loadMs: number;
  before: { rss: number; heapUsed: number; external: number };
  after: { rss: number; heapUsed: number; external: number };
}

const LOADERS: Record<string, () => Promise<unknown>> = {
  az: loadRussianMorphology,
  cmudict: loadEnglishPronunciation,
  'english-forms': loadEnglishForms,
  seed: loadSeedSuggestions,
  all: loadDictionaries,
  thread: () =>
    Promise.all(withDictionaryAnnotations([{ english: 'cat', russian: 'кошка', part_of_speech: 'noun' }], new Map(), 1)),
};

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  const load = LOADERS[name];
  if (!load) throw new Error(`dictionary-memory: unknown dictionary "${name}"`);
  const before = memory();
  const start = performance.now();
  const loaded = await load();
  const loadMs = performance.now() - start;
  if (loaded === null) throw new Error(`dictionary-memory: ${name} did not load`);
  const after = memory();
  const figures: DictionaryMemory = { name, loadMs, before, after };
  console.log(JSON.stringify(figures));
}

void main();
