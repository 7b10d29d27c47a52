/**
 * The learning-session feature offers other modules nothing: app.ts mounts its routes
 * (learning-session.routes.ts), and only app.ts imports route files.
 */
export {};
