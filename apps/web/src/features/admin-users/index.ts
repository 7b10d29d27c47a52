/** Admin user management's public interface (/admin/users); other features import only from here. */
export { AdminUsersPage } from './components/admin-users-page';
