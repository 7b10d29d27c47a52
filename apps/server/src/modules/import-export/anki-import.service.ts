import type { ApkgImportCategory, ApkgImportResponse } from '@slovo/shared';
import { APKG_IMPORT_MAX_DECKS, LEARNER_IMPORT_MESSAGES } from '@slovo/shared';
import { badRequest } from '../../app-error';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { JudgedPairs } from '../../heavy-work/judged-pairs';
import { unpackJudged } from '../../heavy-work/judged-pairs';
import { storeImportedMedia } from '../media';
import type { AnkiNotesRead } from '../../heavy-work/tasks';
import { addJudgedPairs, lockOwnVocabulary, ownCategoryNamed, runVocabularyWrite } from '../vocabulary';
import { findTagsByLowerNames, linkTagsToCategory } from './anki-import.repository';

/**
 * POST /vocabulary/user/import/apkg and /import/anki-text: an Anki package, or an Anki text file,
 * into the caller's own categories. A worker thread has read the file and judged its notes deck by
 * deck (heavy-work/tasks.ts); here each deck becomes one private category of the caller's (their
 * category of that name when they have one), its valid notes that category's new words. Anki tags
 * become the category's tags only where a tag of that name exists and the caller may attach it
 * (tags are not created here). The whole file goes in one transaction: a failure part-way writes
 * nothing.
 */

/** The pairs with only the media that were stored (the rest were left out for the quota). */
function withKeptMedia(judged: JudgedPairs, kept: ReadonlySet<string>): JudgedPairs {
  const accepted = judged.accepted.map(({ media, ...pair }) => {
    if (media === undefined) return pair;
    const image = media.image !== undefined && kept.has(media.image) ? media.image : undefined;
    const sound = media.sound !== undefined && kept.has(media.sound) ? media.sound : undefined;
    if (image === undefined && sound === undefined) return pair;
    return { ...pair, media: { ...(image === undefined ? {} : { image }), ...(sound === undefined ? {} : { sound }) } };
  });
  return { ...judged, accepted };
}

/** An import that lost a race for a category name (a clash of random suffixes) starts again (see freeCategoryName). */
const MAX_IMPORT_ATTEMPTS = 5;

/** Each deck into one of the caller's private categories, tags attached where allowed; one transaction. */
export async function importAnkiNotes(
  context: ServiceContext,
  read: AnkiNotesRead,
  quotaMb: number,
): Promise<ApkgImportResponse> {
  const actor = requireActor(context);
  if (read.decks.length > APKG_IMPORT_MAX_DECKS) throw badRequest(LEARNER_IMPORT_MESSAGES.apkgTooManyDecks);

  // Decks without one valid pair create no category.
  const notices = [...read.notices];
  const usable = read.decks.filter((deck) => {
    if (deck.pairs.accepted.count > 0) return true;
    notices.push(LEARNER_IMPORT_MESSAGES.deckWithoutPairs(deck.displayName));
    return false;
  });
  if (usable.length === 0) throw badRequest(LEARNER_IMPORT_MESSAGES.apkgNoPairs);
  const decks = usable.map((deck) => ({ ...deck, judged: unpackJudged(deck.pairs) }));

  const isAdmin = actor.role === 'admin';
  const attempt = async (attemptNumber: number) =>
    runVocabularyWrite(context.db, async (trx) => {
      await lockOwnVocabulary(context, trx);
      // The package's pictures and sounds first (the words point at them), as the quota allows.
      const media = await storeImportedMedia(context, trx, read.media, quotaMb);
      const tagNames = decks.flatMap((deck) => deck.tags.map(([lower]) => lower));
      // A tag the caller may not attach reads like a missing one: its existence is not confirmed.
      const tagIds = new Map(
        (await findTagsByLowerNames(trx, tagNames))
          .filter((tag) => isAdmin || tag.is_public)
          .map((tag) => [tag.name.toLowerCase(), tag.id]),
      );
      const categories: ApkgImportCategory[] = [];
      let mediaKept = 0;
      const tagsNotAdded = new Set<string>();
      for (const deck of decks) {
        const { category, created } = await ownCategoryNamed(context, trx, deck.displayName, attemptNumber);
        const added = await addJudgedPairs(context, trx, category, withKeptMedia(deck.judged, media.kept));
        mediaKept += added.pairs.filter((pair) => pair.media !== undefined).length;
        const ids: number[] = [];
        for (const [lower, written] of deck.tags) {
          const id = tagIds.get(lower);
          if (id === undefined) tagsNotAdded.add(written);
          else ids.push(id);
        }
        await linkTagsToCategory(trx, category.id, ids);
        categories.push({
          categoryId: category.id,
          name: category.display_name,
          created,
          added: added.words.length,
          skipped: deck.total - added.words.length,
        });
      }
      return { categories, tagsNotAdded: [...tagsNotAdded], overQuota: media.overQuota, mediaKept };
    });

  let result: Awaited<ReturnType<typeof attempt>>;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      result = await attempt(attemptNumber);
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attemptNumber >= MAX_IMPORT_ATTEMPTS) throw error;
    }
  }

  if (result.tagsNotAdded.length > 0) notices.push(LEARNER_IMPORT_MESSAGES.tagsNotAdded(result.tagsNotAdded));
  if (result.overQuota > 0) notices.push(LEARNER_IMPORT_MESSAGES.mediaOverQuota(result.overQuota, quotaMb));
  if (result.mediaKept > 0) notices.unshift(LEARNER_IMPORT_MESSAGES.mediaKept(result.mediaKept));
  const notes = read.total;
  const added = result.categories.reduce((sum, category) => sum + category.added, 0);
  return {
    message:
      added > 0
        ? LEARNER_IMPORT_MESSAGES.apkgImported(added, result.categories.filter((category) => category.added > 0).length)
        : LEARNER_IMPORT_MESSAGES.apkgNothingAdded,
    categories: result.categories,
    notices,
    totals: { notes, added, skipped: notes - added },
  };
}
