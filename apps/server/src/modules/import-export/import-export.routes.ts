import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/vocabulary-admin/import and /export: the JSON vocabulary format, in and out. Admin only. */
export const importExportRoutes: FastifyPluginAsyncZod = async () => {};
