/** The progress module has no public surface: app.ts mounts its routes from progress.routes.ts. */
export {};
