import { openDatabase } from '/work/main/apps/server/src/db/database';
import { sql } from 'kysely';
import { findPrefixMatches, findSubstringMatches } from '/work/main/apps/server/src/modules/vocabulary/word-search.repository';
const pg = process.argv[2] === 'pg';
const { db, destroy } = await openDatabase(pg ? { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/slovo_bench' } : { kind: 'sqlite', path: '/tmp/slovo-bench-UStRht/bench.db' });
// capture compiled SQL
const logged: any[] = [];
const dbl = db.withPlugin({ transformQuery: (a: any) => a.node, transformResult: async (a: any) => a.result } as any);
const origExec = (db as any).getExecutor();
for (const [name, fn] of [['prefix', () => findPrefixMatches(db, null, 'english', 'co', 50)], ['substring', () => findSubstringMatches(db, null, 'cagor', 50)]] as const) {
  const t = performance.now();
  const rows = await (fn as any)();
  console.log(name, rows.length, (performance.now() - t).toFixed(1), 'ms');
}
const q = db.selectFrom('words').innerJoin('categories', 'categories.id', 'words.category_id').select(['words.id']).where((eb) => eb.or([eb('categories.user_id', 'is', null), eb('categories.privacy', '=', 'shared')])).where(sql`lower(words.english)`, '>=', 'co').where(sql`lower(words.english)`, '<', 'cp').orderBy(sql`lower(words.english)`).orderBy('words.id').limit(50).compile();
console.log(q.sql);
if (!pg) { const r = await sql.raw(`explain query plan ${q.sql.replace(/\?/g, (() => { let i = 0; return () => `'${q.parameters[i++]}'`; })())}`).execute(db); console.log(r.rows); }
else { const r = await sql.raw(`explain analyze ${q.sql.replace(/\$(\d+)/g, (_: string, n: string) => `'${q.parameters[Number(n)-1]}'`)}`).execute(db); console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n')); }
await destroy();
