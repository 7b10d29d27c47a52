import { buildScenarios } from '/work/main/bench/scenarios';
const s = buildScenarios();
for (const x of s.scenarios) console.log(x.id, x.example, x.next(), x.next());
console.log(s.publicNames.length);
