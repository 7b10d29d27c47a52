import { Readable } from 'node:stream';
import {
  IMPORT_EXPORT_MESSAGES,
  IMPORT_MAX_BYTES,
  exportVocabularyQuerySchema,
  importVocabularyRequestSchema,
  importVocabularyResponseSchema,
} from '@slovo/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { contextOf } from '../../context';
import { exportVocabulary, importVocabulary } from './import-export.service';

/**
 * /api/vocabulary-admin/import and /export: the JSON vocabulary format, in and out. Admin only.
 * The import alone accepts bodies up to 10 MiB (every other route keeps the app's 1 MiB); the
 * export is streamed as it is read, never built whole in memory.
 */
export const importExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/import',
    {
      config: { access: 'admin' },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: { body: importVocabularyRequestSchema, response: { 200: importVocabularyResponseSchema } },
      // Says which limit was hit; every other error goes on to the app's error handler.
      // Names the limit that was hit; the app's error handler answers it (and every other error).
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, IMPORT_EXPORT_MESSAGES.bodyTooLarge);
        throw error;
      },
    },
    async (request) => importVocabulary(contextOf(request), request.body),
  );

  app.get(
    '/export',
    { config: { access: 'admin' }, schema: { querystring: exportVocabularyQuerySchema } },
    async (request, reply) => {
      const { fileName, chunks } = await exportVocabulary(contextOf(request), request.query.categories);
      return (
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // One chunk (a page of words) read ahead at most: the stream's default is 16.
          .send(Readable.from(chunks, { highWaterMark: 1 }))
      );
    },
  );
};
