import { buildScenarios } from '/work/main/bench/scenarios';
const s = buildScenarios();
// count distinct paths per scenario over many draws
for (const x of s.scenarios) { const set = new Set<string>(); for (let i=0;i<200000;i++) set.add(x.next()); console.log(x.id, set.size); }
