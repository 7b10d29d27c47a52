// `npm run bench`: install what is missing, then run the benchmark (bench/run.ts under tsx).
// Settings: BENCH_PARTS (api,web — default both; web alone needs no PostgreSQL), BENCH_DURATION
// (seconds per API scenario, default 8), BENCH_DATABASE_URL (PostgreSQL server, default
// postgres://postgres@127.0.0.1:5432/test), BENCH_DATABASES (sqlite,postgres), BENCH_CPU_PROF=1,
// BENCH_WEB_SAMPLES (browser samples per page timing, default 7), CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureDependencies } from './lib/workspace.mjs';

ensureDependencies();

const bench = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'run.ts')], { cwd: ROOT, stdio: 'inherit' });
// The benchmark cleans up on SIGINT/SIGTERM itself (servers, temporary databases); pass them on and wait.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => bench.kill(signal));
bench.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
