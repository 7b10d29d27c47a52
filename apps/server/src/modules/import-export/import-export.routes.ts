import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  IMPORT_EXPORT_MESSAGES,
  IMPORT_MAX_BYTES,
  exportVocabularyQuerySchema,
  importVocabularyRequestSchema,
  importVocabularyResponseSchema,
} from '@slovo/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { acceptsGzip } from '../../cache/accept-encoding';
import { contextOf } from '../../context';
import { bodyCheckedOffThread, keepJsonBodiesRaw, readBodyOffThread } from '../../heavy-work/raw-json-body';
import { exportVocabulary } from './vocabulary-export.service';
import { importVocabulary } from './vocabulary-import.service';

/**
 * gzip level 1. Measured on 15 MB of the bench's words as JSON (2026-11-24, one core): level 1
 * shrinks it 5.6× at 12 ms of CPU per MB, level 6 (zlib's default) 6.8× at 72 ms/MB, level 9 7.0×
 * at 183 ms/MB — the first level gets most of the saving for a sixth of the work.
 */
const EXPORT_GZIP_LEVEL = 1;

/**
 * /api/vocabulary-admin/import and /export: the JSON vocabulary format, in and out (the export
 * also as CSV or Anki text, ?format=csv|anki). Admin only.
 * The import alone accepts bodies up to 10 MiB (every other route keeps the app's 1 MiB); the
 * export is streamed as it is read, never built whole in memory.
 */
export const importExportRoutes: FastifyPluginAsyncZod = async (app) => {
  // A heavy import: it takes its turn, and its body is read on a worker thread (heavy-work/).
  await app.register(async (scope) => {
    keepJsonBodiesRaw(scope, IMPORT_MAX_BYTES);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/import',
      {
        config: { access: 'admin', heavyImport: true },
        bodyLimit: IMPORT_MAX_BYTES,
        schema: { body: importVocabularyRequestSchema, response: { 200: importVocabularyResponseSchema } },
        validatorCompiler: bodyCheckedOffThread,
        // Names the limit that was hit; the app's error handler answers it (and every other error).
        errorHandler: (error: FastifyError) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, IMPORT_EXPORT_MESSAGES.bodyTooLarge);
          throw error;
        },
      },
      async (request) =>
        importVocabulary(contextOf(request), await readBodyOffThread(app.heavyWork, 'readVocabularyFileBody', request)),
    );
  });

  app.get(
    '/export',
    { config: { access: 'admin' }, schema: { querystring: exportVocabularyQuerySchema } },
    async (request, reply) => {
      const { fileName, contentType, body } = await exportVocabulary(
        contextOf(request),
        request.query.categories,
        request.query.format,
        (decks) => app.heavyWork.run('writeApkgExport', decks),
      );
      reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding');
      // An Anki package is a zip already: sent as it is.
      if (body instanceof Uint8Array) return reply.send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
      // One chunk (a page of words) read ahead at most: the stream's default is 16.
      const file = Readable.from(body, { highWaterMark: 1 });
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(file);
      // The whole vocabulary is tens of megabytes of repetitive JSON: gzip sends under a fifth of it,
      // compressed as it streams (pipe keeps the back-pressure, so memory stays flat).
      return reply.header('content-encoding', 'gzip').send(file.pipe(createGzip({ level: EXPORT_GZIP_LEVEL })));
    },
  );
};
