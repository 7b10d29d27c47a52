/** The API document's module has no public surface: app.ts mounts its pages from api-docs.routes.ts. */
export {};
