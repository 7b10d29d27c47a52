/**
 * The health checks offer other modules nothing: app.ts mounts their routes (health.routes.ts),
 * and only app.ts imports route files.
 */
export {};
