import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The admin vocabulary editor's writes under /api/vocabulary (categories and words of any owner,
 * system categories included). Admin only.
 */
export const adminVocabularyRoutes: FastifyPluginAsyncZod = async () => {};

/** /api/vocabulary-admin: rename, approval and the cache of the admin vocabulary editor. Admin only. */
export const vocabularyAdminRoutes: FastifyPluginAsyncZod = async () => {};
