import type { WordAnnotations } from '@slovo/shared';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory } from '../../test';
import { findEarlierStress, stressOfTextsQuery } from './earlier-stress.repository';
import { annotationColumns } from '../../db/word-annotations-column';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([t.registerUser(), t.registerUser()]);
});
afterAll(async () => {
  await t?.close();
});

/** A word of a new category of `ownerId` (null: the system's) with these facts. */
async function wordWith(ownerId: number | null, english: string, russian: string, facts: WordAnnotations): Promise<void> {
  const category = await createTestCategory(t.db, { user_id: ownerId });
  await t.db
    .insertInto('words')
    .values({
      category_id: category.id,
      english,
      russian,
      part_of_speech: 'noun',
      ...annotationColumns(facts),
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
}

describe('findEarlierStress', () => {
  it('finds the stress the owner confirmed for the same Russian text, only theirs', async () => {
    await wordWith(alice.id, 'flour', 'мука', { stressed: 'мука́', sources: { stressed: 'editor' } });
    await wordWith(alice.id, 'Moscow', 'Москва', { stressed: 'Москва́', sources: { stressed: 'import' } });
    await wordWith(bob.id, 'lake', 'озеро', { stressed: 'о́зеро', sources: { stressed: 'editor' } });
    await wordWith(null, 'lake', 'озеро', { stressed: 'о́зеро', sources: { stressed: 'editor' } });

    const found = await findEarlierStress(t.db, alice.id, ['мука', 'Москва', 'озеро', 'небо']);
    expect(Object.fromEntries(found)).toEqual({ мука: 'мука́', Москва: 'Москва́' });
    expect(Object.fromEntries(await findEarlierStress(t.db, null, ['озеро']))).toEqual({ озеро: 'о́зеро' });
  });

  it('leaves out a stress that is itself only a suggestion, and a text the owner stressed two ways', async () => {
    await wordWith(bob.id, 'cloud', 'облако', { stressed: 'облако́', sources: { stressed: 'suggested' } });
    await wordWith(bob.id, 'iris', 'ирис', { stressed: 'и́рис', sources: { stressed: 'editor' } });
    await wordWith(bob.id, 'toffee', 'ирис', { stressed: 'ири́с', sources: { stressed: 'editor' } });
    await wordWith(bob.id, 'castle', 'замок', { stressed: 'за́мок', sources: { stressed: 'editor' } });
    await wordWith(bob.id, 'old castle', 'замок', { stressed: 'за́мок', sources: { stressed: 'import' } });

    const found = await findEarlierStress(t.db, bob.id, ['облако', 'ирис', 'замок']);
    expect(Object.fromEntries(found)).toEqual({ замок: 'за́мок' });
  });

  it('answers the same for an import’s many texts (read from the owner’s words at once)', async () => {
    const many = [...Array.from({ length: 80 }, (_, index) => `слово${'а'.repeat(index + 1)}`), 'мука', 'Москва', 'озеро'];
    expect(Object.fromEntries(await findEarlierStress(t.db, alice.id, many))).toEqual({ мука: 'мука́', Москва: 'Москва́' });
    expect(Object.fromEntries(await findEarlierStress(t.db, bob.id, [...many, 'ирис', 'замок']))).toEqual({
      озеро: 'о́зеро',
      замок: 'за́мок',
    });
  });
});

describe('the earlier-stress query plan', () => {
  it('reads only confirmed stress, through the index of migration 0011', async () => {
    if (t.dialect === 'sqlite') {
      const query = stressOfTextsQuery(t.db, alice.id, ['мука', 'облако']).compile();
      const plan = await t.db.executeQuery(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
      expect(JSON.stringify(plan.rows)).toContain('words_confirmed_stress_idx');
      return;
    }
    // A test's tables are tiny, so PostgreSQL would scan them whole: forbid that to see which index fits.
    await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      expect(JSON.stringify(await stressOfTextsQuery(trx, alice.id, ['мука', 'облако']).explain())).toContain(
        'words_confirmed_stress_idx',
      );
    });
  });
});
