// `npm test`: install what is missing (npm packages, and Debian's chromium when running as root),
// typecheck, lint and build the web app side by side, then run every Vitest project: shared rules,
// the server on SQLite and on PostgreSQL, the web components, and the end-to-end suite in Chromium.
// Under CI=true PostgreSQL, Redis and the browser are required; elsewhere what needs a missing one is
// left out, with a warning: the PostgreSQL project, the server test files that need Redis (listed in
// vitest.config.ts), the browser suite.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, WEB_BUILD_TASK, ensureDependencies, fail, log, runTogether, webBuildIsCurrent } from './lib/workspace.mjs';
import { chromiumPath, ensureChromium, postgresUrl, postgresReachable, redisReachable, redisUrl } from './lib/test-services.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';

ensureDependencies();
const haveChromium = ensureChromium({ required: isCI });

// The checks and the web build do not depend on each other: on two cores they take about the time
// of the longest (lint) instead of the sum; the build fills the core typecheck leaves free.
const webBuild = webBuildIsCurrent() ? [] : [WEB_BUILD_TASK];
log(`Typechecking and linting${webBuild.length > 0 ? ', and building the web app' : ''}...`);
await runTogether([
  { label: 'Typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { label: 'Lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  ...webBuild,
]);

const vitestEnv = { ...process.env, CHROMIUM_PATH: chromiumPath() };
const projects = ['shared', 'server-sqlite', 'web'];
if (await postgresReachable()) {
  projects.push('server-postgres');
} else if (isCI) {
  fail(`PostgreSQL is required under CI but does not answer at ${postgresUrl()}.`);
} else {
  log(`WARNING: PostgreSQL does not answer at ${postgresUrl()}; the PostgreSQL suite is left out of this run.`);
  vitestEnv.SLOVO_TESTS_WITHOUT_POSTGRES = '1';
}
let leftOut = vitestEnv.SLOVO_TESTS_WITHOUT_POSTGRES ? ' (without the two-instance browser test)' : '';
if (!(await redisReachable())) {
  if (isCI) fail(`Redis is required under CI but does not answer at ${redisUrl()}.`);
  log(`WARNING: Redis does not answer at ${redisUrl()}; the server tests that need it are left out of this run.`);
  vitestEnv.SLOVO_TESTS_WITHOUT_REDIS = '1';
  leftOut = ' (without the Redis tests and the two-instance browser test)';
}
if (haveChromium) projects.push('e2e');
else log(`WARNING: no Chromium at ${chromiumPath()}; the browser suite is left out of this run.`);

const reportDir = mkdtempSync(join(tmpdir(), 'slovo-test-'));
const report = join(reportDir, 'vitest.json');
const vitest = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'vitest'),
  ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { cwd: ROOT, stdio: 'inherit', env: vitestEnv },
);

let summary = 'Summary: 0 passed, 1 failed';
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  // A file that fails outside its tests (a beforeAll that throws, a server that cannot start) marks
  // its tests skipped, not failed: it counts as one failure here, or the line would say 0 failed.
  const filesFailedOutsideTests = result.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  summary = `Summary: ${result.numPassedTests} passed, ${result.numFailedTests + filesFailedOutsideTests} failed`;
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`\nProjects run: ${projects.join(', ')}${leftOut}`);
console.log(summary);
process.exit(vitest.status ?? 1);
