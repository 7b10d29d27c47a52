import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database';

/** The SQLite prepared-statement cache (database.ts): one statement per SQL text, the least recently used dropped. */
describe('withStatementCache', () => {
  it('prepares each text once, keeps the most recently used, and answers as a fresh statement would', () => {
    const raw = new SqliteDatabase(':memory:');
    const prepared: string[] = [];
    const prepare = raw.prepare.bind(raw);
    raw.prepare = ((text: string) => {
      prepared.push(text);
      return prepare(text);
    }) as typeof raw.prepare;
    const database = withStatementCache(raw, 2);

    database.prepare('create table t (x integer)').run([]);
    const insert = database.prepare('insert into t (x) values (?)');
    insert.run([1]);
    expect(database.prepare('insert into t (x) values (?)')).toBe(insert);
    database.prepare('insert into t (x) values (?)').run([2]);
    expect(database.prepare('select x from t order by x').all([])).toEqual([{ x: 1 }, { x: 2 }]);
    // Capacity 2: the create statement, least recently used, was dropped; the insert was kept.
    database.prepare('insert into t (x) values (?)');
    database.prepare('create table u (y integer)').run([]);
    expect(prepared).toEqual([
      'create table t (x integer)',
      'insert into t (x) values (?)',
      'select x from t order by x',
      'create table u (y integer)',
    ]);
    database.prepare('select x from t order by x');
    expect(prepared.length).toBe(5);

    database.close();
    expect(raw.open).toBe(false);
  });
});
