/**
 * The tags feature (the tag list and a category's tags) offers other modules nothing: app.ts
 * mounts its routes (tags.routes.ts), and only app.ts imports route files.
 */
export {};
