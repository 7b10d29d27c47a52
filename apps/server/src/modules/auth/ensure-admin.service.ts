import type { AdminAccountConfig } from '../../config';
import type { ServiceContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { UserRecord } from '../users';
import { createUser, findUserByName, isEmailTaken, setUserRole } from '../users';
import { hashPassword } from './passwords';

export type AdminBootstrapOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Makes sure the ADMIN_* account exists with role admin. An existing user is only promoted: the
 * password is set on creation alone, so a password the admin changed later survives restarts.
 */
export async function ensureAdminAccount(
  context: ServiceContext,
  admin: AdminAccountConfig,
): Promise<{ outcome: AdminBootstrapOutcome; user: UserRecord }> {
  const existing = await findUserByName(context, admin.username);
  if (existing) {
    if (existing.role === 'admin') return { outcome: 'unchanged', user: existing };
    await setUserRole(context, existing.id, 'admin');
    return { outcome: 'promoted', user: { ...existing, role: 'admin' } };
  }
  if (await isEmailTaken(context, admin.email)) {
    throw new Error(
      `Cannot create the ADMIN_USERNAME account: another user already has the email ${admin.email}; set ADMIN_EMAIL`,
    );
  }
  const passwordHash = await hashPassword(admin.password);
  try {
    const user = await createUser(context, { username: admin.username, email: admin.email, passwordHash, role: 'admin' });
    return { outcome: 'created', user };
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (isUniqueViolation(error)) return ensureAdminAccount(context, admin);
    throw error;
  }
}
