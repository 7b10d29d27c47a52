/**
 * The import-export module, where every import and export lives, has no public surface: app.ts
 * mounts the admin's routes (import-export.routes.ts, /api/vocabulary-admin) and the learner's
 * (learner-files.routes.ts, /api/vocabulary/user).
 */
export {};
