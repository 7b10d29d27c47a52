import { createSqliteDatabase, createPostgresDatabase } from '/work/main/bench/bench-databases';
import { loadDataset } from '/work/main/bench/load-dataset';
const which = process.argv[2];
const db = which === 'pg' ? await createPostgresDatabase('postgres://postgres@127.0.0.1:5432/test') : createSqliteDatabase();
console.log(db.description);
try { console.log(await loadDataset(db)); } finally { if (process.argv[3] !== 'keep') await db.remove(); }
