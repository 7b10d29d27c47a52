/** The admin vocabulary editor's module has no public surface: app.ts mounts admin-vocabulary.routes.ts (the vocabulary module does the work). */
export {};
