/** /admin/users (admins only; the router's guard wraps it): the admin-users feature's page. */
export { AdminUsersPage } from '@/features/admin-users';
