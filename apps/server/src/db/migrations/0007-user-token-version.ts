import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * users.token_version: a number every access token carries (claim `tv`) and the auth plugin compares
 * with the account on each request. Resetting a password or changing a role adds one, so every
 * access token issued before answers 401 at once instead of living out its 15 minutes; the client
 * refreshes (a role change) or signs in again (a password reset revokes the refresh tokens too).
 * Existing accounts start at 0, the value tokens issued before this migration are read as.
 */
export function userTokenVersion(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table users add column token_version integer not null default 0`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`alter table users drop column token_version`.execute(db);
    },
  };
}
