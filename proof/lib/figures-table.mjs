// The one table `npm run proof` ends with: a row per figure, per part and database, with the part's
// verdict. A part that did not run or printed no summary shows as FAILED with its log file, so a
// missing figure is never mistaken for a good one.

const number = (value) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value ?? '?'));
const DATABASE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const databaseName = (key) => DATABASE_NAMES[key] ?? key;

/** @typedef {{ proof: string, database: string, figure: string, value: string, verdict: string }} Row */

/** @returns {Row[]} */
function fuzzRows(fuzz) {
  if (!fuzz.report)
    return [{ proof: 'Fuzzing', database: '-', figure: 'no report', value: '-', verdict: `FAILED (${fuzz.run.logFile})` }];
  return Object.entries(fuzz.report).map(([database, summary]) => {
    const totals = summary.totals ?? {};
    const clean = totals.fiveXx === 0 && totals.violations === 0;
    return {
      proof: 'Fuzzing (fast-check)',
      database: databaseName(database),
      figure: `cases tried (${number(totals.routes)} routes × ${number(summary.runsPerRoute)}) / 5xx seen / other violations`,
      value: `${number(totals.cases)} / ${number(totals.fiveXx)} / ${number(totals.violations - totals.fiveXx)}`,
      verdict: clean && fuzz.run.exitCode === 0 ? 'PASS' : 'FAIL',
    };
  });
}

/** @returns {Row[]} */
function sqlmapRows(run) {
  const summary = run.summaries.find((entry) => entry.part === 'sqlmap');
  if (!summary)
    return [
      { proof: 'SQL injection (sqlmap)', database: '-', figure: 'no summary', value: '-', verdict: `FAILED (${run.logFile})` },
    ];
  const rows = summary.perDatabase.map((database) => ({
    proof: 'SQL injection (sqlmap)',
    database: databaseName(database.dialect),
    figure: 'parameters tested / requests sent (level 5, risk 3)',
    value: `${number(database.parameters)} / ${number(database.requests)}`,
    verdict: '',
  }));
  rows.push({
    proof: 'SQL injection (sqlmap)',
    database: 'both',
    figure: 'injectable parameters / 5xx drawn / targets not scanned',
    value: `${number(summary.injectableParameters)} / ${number(summary.serverErrors)} / ${number(summary.failures.length)}`,
    verdict: summary.ok && summary.serverErrors === 0 ? 'PASS' : 'FAIL',
  });
  return rows;
}

/** @returns {Row[]} */
function crashRows(run) {
  const summaries = run.summaries.filter((entry) => entry.proof === 'crash');
  if (summaries.length === 0)
    return [{ proof: 'Crash (kill -9)', database: '-', figure: 'no summary', value: '-', verdict: `FAILED (${run.logFile})` }];
  return summaries.map((summary) => ({
    proof: 'Crash (kill -9)',
    database: databaseName(summary.database),
    figure: 'kills survived / acknowledged writes lost / partial imports / slowest restart (< 5 s)',
    value: `${summary.survived} of ${summary.kills} / ${number(summary.lost)} of ${number(summary.acknowledgedWrites)} / ${summary.partialImports} / ${(summary.restartMsMax / 1000).toFixed(1)} s`,
    verdict:
      summary.survived === summary.kills &&
      summary.lost === 0 &&
      summary.partialImports === 0 &&
      summary.integrityOk &&
      summary.restartUnder5s &&
      summary.problems.length === 0
        ? 'PASS'
        : 'FAIL',
  }));
}

/** @returns {Row[]} */
function loadRows(run) {
  const summary = run.summaries.find((entry) => entry.part === 'load');
  if (!summary)
    return [
      { proof: 'Load (100 connections)', database: '-', figure: 'no summary', value: '-', verdict: `FAILED (${run.logFile})` },
    ];
  const rows = [];
  for (const deployment of summary.deployments) {
    const failed = deployment.routes.reduce((sum, route) => sum + route.errors + route.non2xx, 0);
    const timeouts = deployment.routes.reduce((sum, route) => sum + route.timeouts, 0);
    const requests = deployment.routes.reduce((sum, route) => sum + route.requests, 0);
    const base = { proof: 'Load (100 connections)', database: deployment.deployment };
    rows.push({
      ...base,
      figure: 'requests in 60 s / errors / timeouts',
      value: `${number(requests)} / ${number(failed)} / ${number(timeouts)}`,
      verdict: '',
    });
    for (const route of deployment.routes)
      rows.push({ ...base, figure: `p99 ${route.route}`, value: `${number(route.p99Ms)} ms`, verdict: '' });
    const ratio = deployment.wordsP99WithLoginsMs / Math.max(1, deployment.wordsP99WithoutLoginsMs);
    rows.push({
      ...base,
      figure: 'words p99 without → with logins (≤ 2×)',
      value: `${number(deployment.wordsP99WithoutLoginsMs)} → ${number(deployment.wordsP99WithLoginsMs)} ms (${ratio.toFixed(2)}×)`,
      verdict: deployment.ok ? 'PASS' : 'FAIL',
    });
  }
  for (const failure of summary.failures)
    rows.push({ proof: 'Load (100 connections)', database: '-', figure: failure.slice(0, 80), value: '-', verdict: 'FAILED' });
  return rows;
}

/** @returns {Row[]} */
function importRows(run) {
  const summaries = run.summaries.filter((entry) => entry.proof === 'import-stall');
  if (summaries.length === 0)
    return [{ proof: 'Import stall', database: '-', figure: 'no summary', value: '-', verdict: `FAILED (${run.logFile})` }];
  return summaries.map((summary) => ({
    proof: 'Import stall',
    database: databaseName(summary.database),
    figure: `cheap GET longest / p99 wait (< ${summary.maxWaitMs} ms) · peak memory (< ${summary.maxPeakRssMb} MB) · answers`,
    value: `${number(summary.longestWaitMs)} / ${number(summary.p99WaitMs)} ms · ${number(summary.peakRssMb)} MB · ${summary.problems.length === 0 ? 'as alone' : `${summary.problems.length} wrong`}`,
    verdict: summary.ok ? 'PASS' : 'FAIL',
  }));
}

/** The table as text lines, columns padded to their widest cell. */
export function formatFiguresTable({ fuzz, sqlmap, crash, load, imports }) {
  const rows = [
    ...(fuzz ? fuzzRows(fuzz) : []),
    ...(sqlmap ? sqlmapRows(sqlmap) : []),
    ...(crash ? crashRows(crash) : []),
    ...(load ? loadRows(load) : []),
    ...(imports ? importRows(imports) : []),
  ];
  const header = { proof: 'Proof', database: 'Database', figure: 'Figure', value: 'Value', verdict: 'Verdict' };
  const columns = /** @type {const} */ (['proof', 'database', 'figure', 'value', 'verdict']);
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row) =>
    columns
      .map((column, index) => row[column].padEnd(widths[index]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)];
}
