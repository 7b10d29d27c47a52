/**
 * Where a server's CPU time went: `node --import tsx bench/profile-summary.ts FILE.cpuprofile`
 * (a profile written with BENCH_CPU_PROF=1). Prints self time by package / Node subsystem and the
 * functions with the most self time — enough to tell routing, validation, hooks, the database
 * driver, serialisation and socket writes apart.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** "fastify", "zod", "node:net", "slovo server", "(garbage collector)"… */
function areaOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return url;
  if (url.includes('/apps/server/')) return 'slovo server';
  if (url.includes('/packages/shared/')) return '@slovo/shared';
  return url;
}

const file = process.argv[2];
if (!file) {
  console.error('usage: node --import tsx bench/profile-summary.ts FILE.cpuprofile');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const node = byId.get(id);
  if (!node) continue;
  const area = areaOf(node);
  byArea.set(area, (byArea.get(area) ?? 0) + micros);
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
}

const share = (micros: number) => `${((micros / total) * 100).toFixed(1).padStart(5)} %`;
const top = (map: Map<string, number>, count: number) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
console.log(`${(total / 1e6).toFixed(1)} s of samples in ${file}\n\nSelf time by area:`);
for (const [area, micros] of top(byArea, 20)) console.log(`${share(micros)}  ${area}`);
console.log('\nSelf time by function:');
for (const [name, micros] of top(byFunction, 30)) console.log(`${share(micros)}  ${name}`);
