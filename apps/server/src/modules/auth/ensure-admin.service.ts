import type { AdminAccountConfig } from '../../config';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { DbExecutor } from '../../db/transaction';
import type { UserRecord } from '../users';
import { emailExists, findUserByUsername, insertUser, updateUserRole } from '../users';
import { hashPassword } from './passwords';

export type AdminBootstrapOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Makes sure the ADMIN_* account exists with role admin. An existing user is only promoted: the
 * password is set on creation alone, so a password the admin changed later survives restarts.
 */
export async function ensureAdminAccount(
  db: DbExecutor,
  admin: AdminAccountConfig,
  clock: Clock,
): Promise<{ outcome: AdminBootstrapOutcome; user: UserRecord }> {
  const existing = await findUserByUsername(db, admin.username);
  if (existing) {
    if (existing.role === 'admin') return { outcome: 'unchanged', user: existing };
    await updateUserRole(db, existing.id, 'admin', clock.now().toISOString());
    return { outcome: 'promoted', user: { ...existing, role: 'admin' } };
  }
  if (await emailExists(db, admin.email)) {
    throw new Error(
      `Cannot create the ADMIN_USERNAME account: another user already has the email ${admin.email}; set ADMIN_EMAIL`,
    );
  }
  const passwordHash = await hashPassword(admin.password);
  try {
    const user = await insertUser(db, {
      username: admin.username,
      email: admin.email,
      passwordHash,
      role: 'admin',
      now: clock.now().toISOString(),
    });
    return { outcome: 'created', user };
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (isUniqueViolation(error)) return ensureAdminAccount(db, admin, clock);
    throw error;
  }
}
