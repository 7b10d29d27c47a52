/**
 * `node --expose-gc --import tsx bench/dictionaries.ts`: what the open dictionaries (issue 32 §2)
 * cost the server, for docs/performance.md.
 *
 * 1. Each dictionary loaded alone in a fresh process (bench/dictionary-memory.ts), then all of
 *    them, then all of them in the lookup thread as the server loads them: load time, RSS and
 *    heap before and after (after a full collection).
 * 2. Lookups: dictionaryAnnotations over the seeded pairs (real words, mostly known) and over
 *    as many generated ones (known to none), per word.
 * 3. The admin's 10,000-word JSON import of real words (200 new categories, one transaction), the
 *    whole request through the real app, with the dictionaries and without, in alternating rounds
 *    on one database (SQLite, and PostgreSQL when BENCH_DATABASE_URL's server answers).
 *    DICTIONARY_BENCH_ROUNDS (default 5) rounds of each.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PartOfSpeech } from '@slovo/shared';
import { dictionaryAnnotations, loadDictionaries, useDictionaries } from '../apps/server/src/dictionaries/annotate';
import type { TestApp } from '../apps/server/src/test';
import { createTestApp } from '../apps/server/src/test';
import { batchPairs } from './dataset';
import type { DictionaryMemory } from './dictionary-memory';
import { REAL_PAIRS, realWordsImportFile } from './real-words';

const ROUNDS = Number(process.env.DICTIONARY_BENCH_ROUNDS ?? 5);
const IMPORT_WORDS = 10_000;
const IMPORT_CATEGORIES = 200;
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function measureLoads(): DictionaryMemory[] {
  const child = fileURLToPath(new URL('./dictionary-memory.ts', import.meta.url));
  return ['az', 'cmudict', 'english-forms', 'seed', 'all', 'thread'].map((name) => {
    const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', child, name], { encoding: 'utf8' });
    return JSON.parse(output.trim().split('\n').at(-1) as string) as DictionaryMemory;
  });
}

async function measureLookups(): Promise<Array<{ words: string; count: number; usPerWord: number; withFacts: number }>> {
  const dictionaries = await loadDictionaries();
  const generated = batchPairs(1, REAL_PAIRS.length).map((pair) => ({ ...pair, part_of_speech: 'noun' as PartOfSpeech }));
  // Without the seeded words' facts: a real word the seed list does not hold, whose forms az builds.
  const unseeded = { ...dictionaries, seed: null };
  return [
    { words: `the ${REAL_PAIRS.length} seeded pairs (real words)`, list: REAL_PAIRS, from: dictionaries },
    { words: `the same, as words the seed list does not hold`, list: REAL_PAIRS, from: unseeded },
    { words: `${REAL_PAIRS.length} generated pairs (unknown words)`, list: generated, from: dictionaries },
  ].map(({ words, list, from }) => {
    for (const word of list) dictionaryAnnotations(from, word, {}); // warm-up
    const repeats = 20;
    const start = performance.now();
    let withFacts = 0;
    for (let round = 0; round < repeats; round += 1) {
      for (const word of list) if (Object.keys(dictionaryAnnotations(from, word, {})).length > 0 && round === 0) withFacts += 1;
    }
    const usPerWord = ((performance.now() - start) * 1000) / (repeats * list.length);
    return { words, count: list.length, usPerWord, withFacts };
  });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function measureImports(dialect: 'sqlite' | 'postgres') {
  process.env.TEST_DB = dialect;
  let t: TestApp;
  try {
    t = await createTestApp({ config: { wordDictionaries: true } });
  } catch (error) {
    console.log(`[dictionaries] ${dialect}: skipped (${(error as Error).message.split('\n')[0]})`);
    return null;
  }
  try {
    const admin = await t.createAdmin();
    const stamp = Date.now().toString(36);
    let request = 0;
    const importOnce = async (withDictionaries: boolean) => {
      useDictionaries(withDictionaries);
      const payload = realWordsImportFile(stamp, (request += 1), IMPORT_WORDS, IMPORT_CATEGORIES);
      const start = performance.now();
      const cpu = process.cpuUsage();
      const response = await t.request('POST', '/api/vocabulary-admin/import', {
        user: admin,
        payload: JSON.parse(payload) as unknown,
      });
      const used = process.cpuUsage(cpu);
      const ms = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`import answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      return { ms, cpuMs: (used.user + used.system) / 1000 };
    };
    await importOnce(false); // warm-up without: the JIT, the first categories
    const firstWith = (await importOnce(true)).ms; // loads the dictionaries
    const without: number[] = [];
    const withDictionaries: number[] = [];
    const cpuWithout: number[] = [];
    const cpuWith: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const off = await importOnce(false);
      const on = await importOnce(true);
      without.push(off.ms);
      withDictionaries.push(on.ms);
      cpuWithout.push(off.cpuMs);
      cpuWith.push(on.cpuMs);
    }
    const annotated = await t.db
      .selectFrom('words')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('annotations', 'is not', null)
      .executeTakeFirstOrThrow();
    return { dialect, firstWith, without, withDictionaries, cpuWithout, cpuWith, annotatedWords: Number(annotated.count) };
  } finally {
    useDictionaries(true);
    await t.close();
  }
}

async function main(): Promise<void> {
  console.log('[dictionaries] loading each dictionary in a fresh process…');
  for (const load of measureLoads()) {
    console.log(
      `  ${load.name.padEnd(14)} load ${load.loadMs.toFixed(0).padStart(5)} ms   RSS ${mb(load.before.rss)} → ${mb(load.after.rss)} (+${mb(load.after.rss - load.before.rss)})   heap ${mb(load.before.heapUsed)} → ${mb(load.after.heapUsed)} (+${mb(load.after.heapUsed - load.before.heapUsed)})   external +${mb(load.after.external - load.before.external)}`,
    );
  }
  console.log('[dictionaries] lookups (dictionaryAnnotations, dictionaries loaded)…');
  for (const lookup of await measureLookups()) {
    console.log(`  ${lookup.words}: ${lookup.usPerWord.toFixed(1)} µs a word; ${lookup.withFacts} of ${lookup.count} got facts`);
  }
  for (const dialect of ['sqlite', 'postgres'] as const) {
    console.log(`[dictionaries] ${dialect}: a 10,000-word import of real words, ${ROUNDS} rounds each way…`);
    const figures = await measureImports(dialect);
    if (!figures) continue;
    const off = median(figures.without);
    const on = median(figures.withDictionaries);
    console.log(`  first import with dictionaries (loads them): ${figures.firstWith.toFixed(0)} ms`);
    console.log(`  without: ${figures.without.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${off.toFixed(0)})`);
    console.log(`  with:    ${figures.withDictionaries.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${on.toFixed(0)})`);
    console.log(
      `  ratio ${(on / off).toFixed(2)}× (target ≤ 1.5×: ${on / off <= 1.5 ? 'PASS' : 'MISS'}); words with facts: ${figures.annotatedWords}`,
    );
    const cpuOff = median(figures.cpuWithout);
    const cpuOn = median(figures.cpuWith);
    const whose =
      dialect === 'sqlite' ? 'the app, its worker threads and SQLite' : "the app and its worker threads, not PostgreSQL's";
    console.log(
      `  CPU of this process per import (${whose}): median ${cpuOff.toFixed(0)} ms without, ${cpuOn.toFixed(0)} ms with (${(cpuOn / cpuOff).toFixed(2)}×)`,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
