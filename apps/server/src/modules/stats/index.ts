/** The stats module (/stats, issue 15) has no public surface: app.ts mounts its routes from stats.routes.ts. */
export {};
