/** Public surface of admin user management: its routes. */
export { adminUsersRoutes } from './admin-users.routes';
