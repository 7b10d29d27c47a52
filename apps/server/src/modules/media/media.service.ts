import { MEDIA_MESSAGES, MY_VOCABULARY_MESSAGES, type MediaKind, type WordMedia } from '@slovo/shared';
import { AppError, notFound } from '../../app-error';
import { CACHE_TTL_MS, cacheRegion } from '../../cache/answer-cache';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import type { VocabularyWriteTransaction } from '../vocabulary';
import { canChangeCategory, findWordWithCategory, lockOwnVocabulary, readMediaColumns, runVocabularyWrite } from '../vocabulary';
import type { CheckedPackageFile } from '../../heavy-work/package-media';
import { mediaHash, type CheckedMedia } from '../../media-checks';
import { findVisibleMedia, ownerMediaFiles, setWordMedia, storeMedia, type StoredMedia } from './media.repository';

/**
 * A word's picture and sound (issue 34): checked and re-encoded before any lock is taken, then
 * stored once per content and pointed at by the word in one transaction. Who may change a word is
 * the vocabulary's rule (its owner, or an admin); a word the caller may not change reads like a
 * missing one.
 */

const quotaBytes = (quotaMb: number) => quotaMb * 1024 * 1024;
const bytesOf = (files: ReadonlyMap<string, number>) => [...files.values()].reduce((sum, size) => sum + size, 0);

/**
 * Refuses a learner's new file when their files with it would pass the quota; the file the word's
 * slot holds now is not counted (it is being replaced), and a file they have already adds nothing,
 * even when an admin's additions took them past it.
 */
async function checkQuota(
  trx: VocabularyWriteTransaction,
  ownerId: number,
  slot: { wordId: number; kind: MediaKind },
  file: { hash: string; size: number },
  quotaMb: number,
): Promise<void> {
  const owned = await ownerMediaFiles(trx, ownerId, slot);
  if (!owned.has(file.hash) && bytesOf(owned) + file.size > quotaBytes(quotaMb)) {
    throw new AppError(413, MEDIA_MESSAGES.quota(quotaMb));
  }
}

/**
 * An import's files stored inside its transaction, in the order given, as far as the caller's
 * quota allows (admins: all); a file they have already costs nothing. Answers the hashes kept,
 * which the import's words may point at, and how many were left out for the quota.
 */
export async function storeImportedMedia(
  context: ServiceContext,
  trx: VocabularyWriteTransaction,
  files: readonly CheckedPackageFile[],
  quotaMb: number,
): Promise<{ kept: Set<string>; overQuota: number }> {
  const actor = requireActor(context);
  const kept = new Set<string>();
  if (files.length === 0) return { kept, overQuota: 0 };
  const owned = actor.role === 'admin' ? null : await ownerMediaFiles(trx, actor.id);
  let used = owned === null ? 0 : bytesOf(owned);
  let overQuota = 0;
  const now = context.clock.now().toISOString();
  for (const file of files) {
    if (owned !== null && !owned.has(file.hash)) {
      if (used + file.bytes.length > quotaBytes(quotaMb)) {
        overQuota += 1;
        continue;
      }
      used += file.bytes.length;
    }
    await storeMedia(trx, { hash: file.hash, kind: file.kind, contentType: file.contentType, bytes: file.bytes, now });
    kept.add(file.hash);
  }
  return { kept, overQuota };
}

/** PUT …/words/{id}/image|sound: the word's file (checked and made anew on a worker thread), replacing any it had. */
export async function putWordMedia(
  context: ServiceContext,
  wordId: number,
  kind: MediaKind,
  file: CheckedMedia,
  quotaMb: number,
): Promise<WordMedia> {
  requireActor(context);
  return runVocabularyWrite(context.db, async (trx) => {
    // One learner's uploads take turns, so two at once cannot both fit under the quota.
    await lockOwnVocabulary(context, trx);
    const found = await findWordWithCategory(trx, wordId);
    if (!found || !canChangeCategory(context.actor, found.category)) throw notFound(MY_VOCABULARY_MESSAGES.wordNotFound);
    const hash = mediaHash(file.bytes);
    const ownerId = found.category.user_id;
    if (context.actor?.role !== 'admin' && ownerId !== null) {
      await checkQuota(trx, ownerId, { wordId, kind }, { hash, size: file.bytes.length }, quotaMb);
    }
    await storeMedia(trx, {
      hash,
      kind,
      contentType: file.contentType,
      bytes: file.bytes,
      now: context.clock.now().toISOString(),
    });
    await setWordMedia(trx, wordId, kind, hash);
    return readMediaColumns({ ...found, [kind === 'image' ? 'image_hash' : 'sound_hash']: hash });
  });
}

/** DELETE …/words/{id}/image|sound: the word without it (the file goes when no word uses it). */
export async function deleteWordMedia(context: ServiceContext, wordId: number, kind: MediaKind): Promise<WordMedia> {
  requireActor(context);
  return runVocabularyWrite(context.db, async (trx) => {
    const found = await findWordWithCategory(trx, wordId);
    if (!found || !canChangeCategory(context.actor, found.category)) throw notFound(MY_VOCABULARY_MESSAGES.wordNotFound);
    await setWordMedia(trx, wordId, kind, null);
    return readMediaColumns({ ...found, [kind === 'image' ? 'image_hash' : 'sound_hash']: null });
  });
}

/**
 * Files a word everyone may see uses, kept in memory (64 MB): they are what games ask for again
 * and again. Dropped with every cached answer after each vocabulary write (a word made private
 * takes its picture out of here at once); private files are read from the database every time.
 */
const publicMedia = cacheRegion<StoredMedia | undefined>({ maxEntries: 4_000, maxSize: 64 * 1024 * 1024, ttlMs: CACHE_TTL_MS });

/** GET /api/media/{hash}: the file, for a caller who may see a word that uses it; else 404. */
export async function getMedia(context: ServiceContext, hash: string): Promise<StoredMedia> {
  const everyone = await publicMedia(
    context.db,
    hash,
    () => findVisibleMedia(context.db, hash, null),
    (media) => (media === undefined ? null : media.data.length),
  );
  const media = everyone ?? (context.actor === null ? undefined : await findVisibleMedia(context.db, hash, context.actor));
  if (!media) throw notFound(MEDIA_MESSAGES.notFound);
  return media;
}
