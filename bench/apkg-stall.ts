/**
 * Issue 34 §5: an .apkg of 1,000 pictures imported while a cheap GET /api/config is asked again
 * as soon as it answers: each picture is checked and re-encoded (sharp) on the import's worker
 * thread, so the request thread keeps answering. The figure is the GET's longest wait (the
 * hardening issue's measure, 250 ms), reported in the p99 column.
 */
import initSqlJs from 'sql.js';
import sharp from 'sharp';
import { schema11Collection } from '../packages/shared/src/formats/apkg/testing/anki-collection-builder';
import { zipPackage } from '../packages/shared/src/formats/apkg/testing/package-builder';
import type { LoadResult } from './load-test';
import { cpuSecondsOf } from './process-cpu';
import type { Scenario } from './scenarios';

/** A package of `count` notes, each with a picture of its own (96 × 96, a few kB: 1,000 fit in the 10 MiB limit). */
export async function apkgWithPictures(count: number, deck: string): Promise<Buffer> {
  const sql = await initSqlJs();
  const files: Record<string, Uint8Array> = {};
  const map: Record<string, string> = {};
  const notes = [];
  for (let index = 0; index < count; index += 1) {
    const colour = { r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53) % 256 };
    files[String(index)] = await sharp({ create: { width: 96, height: 96, channels: 3, background: colour } })
      .png()
      .toBuffer();
    map[String(index)] = `picture-${index}.png`;
    notes.push({ fields: [`word${index}<img src="picture-${index}.png">`, `слово${index}`], cards: [{ deckId: 5 }] });
  }
  const collection = schema11Collection(sql, {
    decks: [
      { id: 1, name: 'Default' },
      { id: 5, name: deck },
    ],
    notes,
  });
  return Buffer.from(zipPackage({ 'collection.anki2': collection, media: JSON.stringify(map), ...files }));
}

async function cheapGetWaits(port: number, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const waits: number[] = [];
  while (!done) {
    const startedAt = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/config`);
    await response.arrayBuffer();
    waits.push(performance.now() - startedAt);
  }
  return waits;
}

/** The scenario's imports one after the other, the cheap GET timed throughout. */
export async function measureStall(server: { port: number; pid: number }, scenario: Scenario): Promise<LoadResult> {
  const plan = scenario.stall;
  if (!plan) throw new Error(`${scenario.id} has no import to measure a stall by`);
  const packages = await Promise.all(Array.from({ length: plan.runs }, (_, run) => plan.body(run)));
  const cpuAtStart = cpuSecondsOf(server.pid);
  const startedAt = performance.now();
  let failures = 0;
  const imports = (async () => {
    for (const body of packages) {
      const response = await fetch(`http://127.0.0.1:${server.port}${scenario.example}`, {
        method: 'POST',
        headers: { ...scenario.headers, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(body),
      });
      const answer = (await response.json()) as { notices?: string[] };
      if (response.status !== 201 || !answer.notices?.some((notice) => notice.includes('picture or sound from the package')))
        failures += 1;
    }
  })();
  const waits = await cheapGetWaits(server.port, imports);
  await imports;
  const seconds = (performance.now() - startedAt) / 1000;
  const cpuAtEnd = cpuSecondsOf(server.pid);
  const sorted = [...waits].sort((a, b) => a - b);
  return {
    seconds,
    requestsPerSecond: waits.length / seconds,
    p50Ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
    // The longest wait, the figure the target judges.
    p99Ms: sorted[sorted.length - 1] ?? 0,
    meanMs: waits.reduce((sum, wait) => sum + wait, 0) / Math.max(1, waits.length),
    requests: waits.length,
    non2xx: failures,
    errors: 0,
    timeouts: 0,
    bytesPerRequest: 0,
    serverCpuSeconds: cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart,
  };
}
