/** The personal vocabulary manager's module has no public surface: app.ts mounts my-vocabulary.routes.ts (the vocabulary module does the work). */
export {};
