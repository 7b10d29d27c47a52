import { Readable } from 'node:stream';
import {
  IMPORT_MAX_BYTES,
  LEARNER_IMPORT_MESSAGES,
  ankiTextImportRequestSchema,
  ankiTextImportResponseSchema,
  apkgImportResponseSchema,
  categoryExportQuerySchema,
  textImportRequestSchema,
  textImportResponseSchema,
  userCategoryParamsSchema,
} from '@slovo/shared';
import { APKG_CONTENT_TYPES, APKG_ERROR_MESSAGES, APKG_MAX_BYTES } from '@slovo/shared/formats/apkg/index';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { contextOf } from '../../context';
import { unpackJudged } from '../../heavy-work/judged-pairs';
import { RawBody, bodyCheckedOffThread, keepJsonBodiesRaw, readBodyOffThread, valueOf } from '../../heavy-work/raw-json-body';
import { addJudgedWords } from '../vocabulary';
import { importAnkiNotes } from './anki-import.service';
import { exportCategory } from './category-export.service';
import { sendJsonInSlices } from './json-in-slices';

/** JSON escapes of tabs and line breaks: room for an Anki text at its limit (TEXT_IMPORT_MAX_CHARS). */
const ANKI_TEXT_BODY_LIMIT = IMPORT_MAX_BYTES + IMPORT_MAX_BYTES / 4;

/** A text import's body over its limit: 413 naming the limit (the app's error handler answers every other error). */
function textTooLargeHandler(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, LEARNER_IMPORT_MESSAGES.textTooLarge);
  throw error;
}

/**
 * /api/vocabulary/user/categories/{id}/import, /import/apkg, /import/anki-text and
 * /categories/{id}/export: the learner's imports (text, and the two Anki ones) and the download of
 * one category. Signed-in users; what belongs to whom is the vocabulary module's rule.
 */
export const learnerFileRoutes: FastifyPluginAsyncZod = async (app) => {
  // The text import (pasted text, CSV, TSV, Anki text, parsed by the web app): the batch route's
  // rules for up to 50,000 pairs, so this route alone takes bodies up to 10 MiB. A heavy import:
  // it takes its turn, and its body is read and judged on a worker thread (heavy-work/).
  await app.register(async (scope) => {
    keepJsonBodiesRaw(scope, IMPORT_MAX_BYTES);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/categories/:id/import',
      {
        config: { access: 'user', heavyImport: true },
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          params: userCategoryParamsSchema,
          body: textImportRequestSchema,
          response: { 200: textImportResponseSchema, 201: textImportResponseSchema },
        },
        validatorCompiler: bodyCheckedOffThread,
        errorHandler: textTooLargeHandler,
      },
      async (request, reply) => {
        const judged = unpackJudged(await readBodyOffThread(app.heavyWork, 'readPairsBody', request));
        const result = await addJudgedWords(contextOf(request), request.params.id, judged);
        // Up to 50,000 saved words: written a slice at a time.
        return sendJsonInSlices(reply, result.added > 0 ? 201 : 200, result, 'words');
      },
    );
  });

  // Its own encapsulated plugin: the binary body parser exists only for this route.
  await app.register(async (binary) => {
    binary.addContentTypeParser(
      [...APKG_CONTENT_TYPES],
      { parseAs: 'buffer', bodyLimit: APKG_MAX_BYTES },
      (_request, body, done) => done(null, new RawBody(body as Buffer)),
    );
    binary.post(
      '/import/apkg',
      {
        config: { access: 'user', heavyImport: true },
        bodyLimit: APKG_MAX_BYTES,
        schema: { response: { 200: apkgImportResponseSchema, 201: apkgImportResponseSchema } },
        errorHandler: (error: FastifyError) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, APKG_ERROR_MESSAGES['too-large']);
          if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError(415, LEARNER_IMPORT_MESSAGES.apkgContentType);
          throw error;
        },
      },
      async (request, reply) => {
        // A JSON or text body was parsed by the app's own parsers: not a package.
        if (!(request.body instanceof RawBody)) throw new AppError(415, LEARNER_IMPORT_MESSAGES.apkgContentType);
        const read = valueOf(await app.heavyWork.run('readApkgUpload', request.body.bytes));
        const result = await importAnkiNotes(contextOf(request), read, app.config.mediaQuotaMb);
        return reply.code(result.totals.added > 0 ? 201 : 200).send(result);
      },
    );
  });

  // An Anki text file imported deck by deck, as an .apkg is. Its text travels in JSON, where each
  // tab and line break takes two bytes: the body may be a quarter larger than the text's limit.
  // A heavy import: it takes its turn, and its body is read on a worker thread (heavy-work/).
  await app.register(async (scope) => {
    keepJsonBodiesRaw(scope, ANKI_TEXT_BODY_LIMIT);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/import/anki-text',
      {
        config: { access: 'user', heavyImport: true },
        bodyLimit: ANKI_TEXT_BODY_LIMIT,
        schema: {
          body: ankiTextImportRequestSchema,
          response: { 200: ankiTextImportResponseSchema, 201: ankiTextImportResponseSchema },
        },
        validatorCompiler: bodyCheckedOffThread,
        errorHandler: textTooLargeHandler,
      },
      async (request, reply) => {
        const read = await readBodyOffThread(app.heavyWork, 'readAnkiTextBody', request);
        const result = await importAnkiNotes(contextOf(request), read, app.config.mediaQuotaMb);
        return reply.code(result.totals.added > 0 ? 201 : 200).send(result);
      },
    );
  });

  app.get(
    '/categories/:id/export',
    { config: { access: 'user' }, schema: { params: userCategoryParamsSchema, querystring: categoryExportQuerySchema } },
    async (request, reply) => {
      const file = await exportCategory(contextOf(request), request.params.id, request.query.format, (decks) =>
        app.heavyWork.run('writeApkgExport', decks),
      );
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store');
      // One chunk (a page of words) read ahead at most: the stream's default is 16.
      if (file.body instanceof Uint8Array)
        return reply.send(Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength));
      return reply.send(Readable.from(file.body, { highWaterMark: 1 }));
    },
  );
};
