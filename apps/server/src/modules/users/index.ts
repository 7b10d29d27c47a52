/**
 * Public surface of the users feature: other features read and change users only through this
 * (app.ts mounts its routes from users.routes.ts).
 */
export type { AccountRecord, UserRecord } from './users.repository';
export type { UserListRecord } from './user-directory.repository';
export type { NewAccount } from './users.service';
export {
  createUser,
  deleteUser,
  findLoginCredentials,
  findUser,
  findUserByName,
  invalidateAccessTokens,
  isEmailTaken,
  isUsernameTaken,
  listUserPage,
  lockAdmins,
  setUserPassword,
  setUserRole,
} from './users.service';
export { presentCurrentUser, presentPublicUser } from './users.presenter';
export { emailKey, usernameKey } from './user-keys';
