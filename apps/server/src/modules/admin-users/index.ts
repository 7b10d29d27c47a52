/**
 * Admin user management offers other modules nothing: app.ts mounts its routes
 * (admin-users.routes.ts), and only app.ts imports route files.
 */
export {};
