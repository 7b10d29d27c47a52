import { randomInt } from 'node:crypto';
import { ADMIN_VOCABULARY_MESSAGES, MY_VOCABULARY_MESSAGES } from '@slovo/shared';
import { conflict } from '../../app-error';
import type { ServiceContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { DbExecutor } from '../../db/transaction';
import { nameCandidates, ownedNameCandidate } from './category-names';
import { findCategoryByDisplayKey, findTakenNames } from './category.repository';

/**
 * How a write names a category (category-names.ts derives the names): a free key, a display name
 * unique per owner, and another try after losing a race for either.
 */

/** Two requests racing for one derived name: the unique index refuses the loser, which retries. */
const MAX_NAME_ATTEMPTS = 8;

/**
 * A free name for a system category whose display name gives `base`: base, else base-2 … base-20,
 * else base with a random suffix. Free when read; the unique index on name settles a race. A retry
 * (`attempt` > 1) lost such a race, probably to requests that pick the same first free name: it
 * picks any free one at random, so a crowd of simultaneous "Travel"s does not queue up.
 */
async function freeSystemName(db: DbExecutor, base: string, attempt: number): Promise<string> {
  const candidates = nameCandidates(base);
  const taken = await findTakenNames(db, candidates);
  const free = candidates.filter((name) => !taken.has(name));
  if (free.length === 0) return ownedNameCandidate(base);
  return attempt === 1 ? (free[0] as string) : (free[randomInt(free.length)] as string);
}

/** Random names tried at once for an owned category: one is as good as another, and all are free. */
const OWNED_NAME_CANDIDATES = 3;

/**
 * A free name for a category of `ownerId` (null: a system category, see freeSystemName). An owned
 * one gets base and a random suffix whatever other owners have, so the answer and the key never
 * depend on someone else's private category (category-names.ts); a clash of random suffixes, free
 * when read or lost in a race, only means another random one.
 */
export async function freeCategoryName(db: DbExecutor, base: string, ownerId: number | null, attempt: number): Promise<string> {
  if (ownerId === null) return freeSystemName(db, base, attempt);
  const candidates = Array.from({ length: OWNED_NAME_CANDIDATES }, () => ownedNameCandidate(base));
  const taken = await findTakenNames(db, candidates);
  return candidates.find((name) => !taken.has(name)) ?? (candidates[0] as string);
}

/**
 * 409 when the owner already has another category with this display key (null owner: another
 * system category, which the unique index cannot enforce since NULLs are distinct there).
 */
export async function refuseDuplicateName(db: DbExecutor, ownerId: number | null, displayKey: string, exceptId?: number) {
  const clash = await findCategoryByDisplayKey(db, ownerId, displayKey, exceptId);
  if (!clash) return;
  throw conflict(
    ownerId === null
      ? ADMIN_VOCABULARY_MESSAGES.duplicateSystemCategoryName(clash.display_name)
      : MY_VOCABULARY_MESSAGES.duplicateCategoryName(clash.display_name),
  );
}

/**
 * Runs a write that may lose a race on a unique index: the display key (the same learner creating
 * or renaming twice at once) answers the same 409 as when seen beforehand; the derived name (two
 * system "Travel"s at once, or a clash of random suffixes) is simply tried again with a fresh
 * transaction, since PostgreSQL cannot continue one after a failed statement.
 */
export async function withNameRetries<T>(
  context: ServiceContext,
  owner: () => { ownerId: number | null; displayKey: string; exceptId?: number },
  write: (attempt: number) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(attempt);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const { ownerId, displayKey, exceptId } = owner();
      await refuseDuplicateName(context.db, ownerId, displayKey, exceptId);
      if (attempt >= MAX_NAME_ATTEMPTS || context.db.isTransaction) throw error;
    }
  }
}
