/**
 * The writes the proof makes while it waits to kill the server, and the client's own record of what
 * the server acknowledged (a 2xx received). Only that record decides what must survive: a write
 * whose answer never arrived may or may not be there.
 */
import { GAME_IDS } from '@slovo/shared';
import type { GameId } from '@slovo/shared';

/** Words per import: large enough that a kill often lands inside its one transaction. */
export const IMPORT_WORDS = 5_000;
const WORD_WRITERS = 2;
export const LEARNER_CATEGORY = 'crash';

export interface Session {
  token: string;
  userId: number;
}

/** What a verification must find. Kept across rounds: every restart checks everything so far. */
export class Ledger {
  readonly ackedWords = new Set<string>();
  readonly attemptedImports = new Set<string>();
  readonly ackedImports = new Set<string>();
  /**
   * Per game, the scores the stored one may be: the last acknowledged, plus every write sent since
   * whose answer was cut by a kill (it may have committed). An acknowledged write resets it.
   */
  readonly possibleScores = new Map<GameId, Set<number>>();
  /** Games with at least one acknowledged progress write: their row must exist. */
  readonly ackedGames = new Set<GameId>();
  ackedProgress = 0;

  get acknowledged(): number {
    return this.ackedWords.size + this.ackedImports.size + this.ackedProgress;
  }
}

let sequence = 0;
const next = () => (sequence += 1);

async function send(origin: string, method: string, path: string, token: string, body: unknown): Promise<number> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // Read the answer whole so the connection is free; the status alone is the acknowledgement.
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

const ok = (status: number) => status >= 200 && status < 300;

export interface RunningWorkload {
  /** When the import now on its way was sent (Date.now()), or null when none is. */
  importSentAt(): number | null;
  /** How long the acknowledged imports took, in ms. */
  readonly importDurations: number[];
  /** No new requests from now on; resolves once every writer has stopped (their last request answered or cut). */
  stop(): Promise<void>;
}

/** Word writers, one progress writer per game and one importer, each sending its next write as soon as the last is answered. */
export function startWorkload(origin: string, learner: Session, admin: Session, ledger: Ledger): RunningWorkload {
  let active = true;
  let importSentAt: number | null = null;
  const importDurations: number[] = [];

  const wordWriter = async () => {
    while (active) {
      const english = `crash word ${next()}`;
      const status = await send(origin, 'POST', '/api/vocabulary/user/words', learner.token, {
        categoryName: LEARNER_CATEGORY,
        english,
        russian: `слово ${sequence}`,
      });
      if (ok(status)) ledger.ackedWords.add(english);
      else throw new Error(`word write answered ${status}`);
    }
  };

  const progressWriter = async (game: GameId) => {
    while (active) {
      const score = next() % 101;
      const possible = ledger.possibleScores.get(game) ?? new Set<number>();
      possible.add(score);
      ledger.possibleScores.set(game, possible);
      const status = await send(origin, 'PUT', `/api/progress/${game}`, learner.token, { completed: false, score });
      if (!ok(status)) throw new Error(`progress write answered ${status}`);
      ledger.possibleScores.set(game, new Set([score]));
      ledger.ackedGames.add(game);
      ledger.ackedProgress += 1;
    }
  };

  const importer = async () => {
    while (active) {
      const name = `crash-import-${next()}`;
      const words = Array.from({ length: IMPORT_WORDS }, (_, i) => ({ english: `${name} word ${i}`, russian: `слово ${i}` }));
      ledger.attemptedImports.add(name);
      const sentAt = Date.now();
      importSentAt = sentAt;
      try {
        const status = await send(origin, 'POST', '/api/vocabulary-admin/import', admin.token, { categories: [{ name, words }] });
        if (!ok(status)) throw new Error(`import answered ${status}`);
        ledger.ackedImports.add(name);
        importDurations.push(Date.now() - sentAt);
      } finally {
        importSentAt = null;
      }
    }
  };

  const writers = [
    ...Array.from({ length: WORD_WRITERS }, wordWriter),
    ...GAME_IDS.map((game) => progressWriter(game)),
    importer(),
  ].map((writer) =>
    // A write cut by the kill fails with a connection error: expected, and it ends that writer's round.
    writer.catch((error: unknown) => {
      if (error instanceof Error && error.message.includes('answered')) throw error;
    }),
  );

  return {
    importSentAt: () => importSentAt,
    importDurations,
    async stop() {
      active = false;
      await Promise.all(writers);
    },
  };
}

/** Signs in (admin from ADMIN_*, a learner registered once) and creates the learner's category. */
export async function prepareSessions(
  origin: string,
  admin: { username: string; password: string },
): Promise<{ admin: Session; learner: Session }> {
  const signIn = async (path: string, body: unknown, expected: number): Promise<Session> => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== expected) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    const answer = (await response.json()) as { token: string; user: { id: number } };
    return { token: answer.token, userId: answer.user.id };
  };
  const adminSession = await signIn('/api/auth/login', admin, 200);
  const learner = await signIn(
    '/api/auth/register',
    { username: 'crashlearner', email: 'crash@example.com', password: 'crash-learner-password' },
    201,
  );
  const status = await send(origin, 'POST', '/api/vocabulary/user/categories', learner.token, { categoryName: LEARNER_CATEGORY });
  if (status !== 201) throw new Error(`creating the learner's category answered ${status}`);
  return { admin: adminSession, learner };
}
