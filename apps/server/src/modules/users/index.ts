/** Public surface of the users feature: other features read and change users only through this. */
export { userRoutes } from './users.routes';
export type { NewUser, UserRecord } from './users.repository';
export {
  emailExists,
  emailKey,
  findCredentialsByLogin,
  findUserById,
  findUserByUsername,
  insertUser,
  listUsers,
  updateUserPassword,
  updateUserRole,
  usernameExists,
  usernameKey,
} from './users.repository';
export { deleteUser } from './users.service';
