import { sql } from 'kysely';
import type { MediaKind } from '@slovo/shared';
import { chunks } from '../../db/chunks';
import type { DbExecutor } from '../../db/transaction';
import type { VocabularyViewer } from '../vocabulary';
import { inViewerClass } from '../vocabulary';
import type { VocabularyWriteTransaction } from '../vocabulary';

/** The word column that holds each kind of file. */
export const MEDIA_COLUMN = { image: 'image_hash', sound: 'sound_hash' } as const satisfies Record<MediaKind, string>;

export interface StoredMedia {
  content_type: string;
  data: Uint8Array;
}

/** Stores a file unless the same content is stored already (then nothing changes). */
export async function storeMedia(
  trx: VocabularyWriteTransaction,
  file: { hash: string; kind: MediaKind; contentType: string; bytes: Uint8Array; now: string },
): Promise<void> {
  await trx
    .insertInto('media')
    .values({
      hash: file.hash,
      kind: file.kind,
      content_type: file.contentType,
      byte_size: file.bytes.length,
      data: file.bytes,
      created_at: file.now,
    })
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .execute();
}

/** Points a word at a file (or at none); the triggers of migration 0013 drop a file no word uses any more. */
export async function setWordMedia(
  trx: VocabularyWriteTransaction,
  wordId: number,
  kind: MediaKind,
  hash: string | null,
): Promise<void> {
  await trx
    .updateTable('words')
    .set({ [MEDIA_COLUMN[kind]]: hash })
    .where('id', '=', wordId)
    .execute();
}

/**
 * The file, when the viewer may see at least one word that uses it: a word of a system or shared
 * category, their own, or any for an admin (category.policies.ts in SQL).
 */
export async function findVisibleMedia(db: DbExecutor, hash: string, viewer: VocabularyViewer): Promise<StoredMedia | undefined> {
  const usedBy = (column: 'image_hash' | 'sound_hash') => {
    const using = db
      .selectFrom('words')
      .innerJoin('categories', 'categories.id', 'words.category_id')
      .select(sql<number>`1`.as('one'))
      .where(`words.${column}`, '=', hash);
    if (viewer?.role === 'admin') return using;
    return using.where((eb) =>
      eb.or([
        eb('categories.user_id', 'is', null),
        eb('categories.privacy', '=', 'shared'),
        ...(viewer === null ? [] : [eb('categories.user_id', '=', viewer.id), inViewerClass(viewer.id)]),
      ]),
    );
  };
  return db
    .selectFrom('media')
    .select(['content_type', 'data'])
    .where('hash', '=', hash)
    .where((eb) => eb.or([eb.exists(usedBy('image_hash')), eb.exists(usedBy('sound_hash'))]))
    .executeTakeFirst();
}

/** Which of `hashes` are stored (a JSON file's references are restored only for those). */
export async function findStoredHashes(db: DbExecutor, hashes: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of chunks([...new Set(hashes)], 500)) {
    const rows = await db.selectFrom('media').select('hash').where('hash', 'in', chunk).execute();
    for (const row of rows) found.add(row.hash);
  }
  return found;
}

/**
 * The files the owner's words use, each once, with their sizes (a learner's quota counts these),
 * leaving out one word's slot when given (the file being replaced).
 */
export async function ownerMediaFiles(
  db: DbExecutor,
  ownerId: number,
  except?: { wordId: number; kind: MediaKind },
): Promise<Map<string, number>> {
  const used = (column: 'image_hash' | 'sound_hash', kind: MediaKind) => sql`
    select words.${sql.ref(column)} as hash from words join categories on categories.id = words.category_id
    where categories.user_id = ${ownerId} and words.${sql.ref(column)} is not null
      ${except?.kind === kind ? sql`and words.id <> ${except.wordId}` : sql``}`;
  const { rows } = await sql<{ hash: string; byte_size: number | string }>`
    select hash, byte_size from media where hash in (${used('image_hash', 'image')} union ${used('sound_hash', 'sound')})`.execute(
    db,
  );
  return new Map(rows.map((row) => [row.hash, Number(row.byte_size)]));
}

/** Stored files by hash, for an export that packs them (a few hundred at a time). */
export async function loadMediaFiles(db: DbExecutor, hashes: readonly string[]): Promise<Map<string, StoredMedia>> {
  const files = new Map<string, StoredMedia>();
  for (const chunk of chunks([...new Set(hashes)], 200)) {
    const rows = await db.selectFrom('media').select(['hash', 'content_type', 'data']).where('hash', 'in', chunk).execute();
    for (const row of rows) files.set(row.hash, { content_type: row.content_type, data: row.data });
  }
  return files;
}
