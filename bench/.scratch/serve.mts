import { startChildServer } from '/work/main/bench/child-servers';
const target = process.argv[2] === 'pg' ? { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/slovo_bench' } : { kind: 'sqlite', path: '/tmp/slovo-bench-UStRht/bench.db' };
const s = await startChildServer('./app-server.ts', { env: { BENCH_DB_TARGET: JSON.stringify(target) } });
console.log('port', s.port);
const paths = process.argv.slice(3);
for (const p of paths) {
  for (let i = 0; i < 2; i++) {
    const t = performance.now();
    const r = await fetch(`http://127.0.0.1:${s.port}${p}`);
    const b = await r.text();
    console.log(r.status, b.length, (performance.now() - t).toFixed(1), 'ms', p);
  }
}
await s.stop();
