import {
  IMPORT_MAX_BYTES,
  addUserWordRequestSchema,
  batchAddWordsRequestSchema,
  batchAddWordsResponseSchema,
  createUserCategoryRequestSchema,
  createUserCategoryResponseSchema,
  deleteUserCategoryResponseSchema,
  editUserWordRequestSchema,
  messageResponseSchema,
  renameUserCategoryRequestSchema,
  renameUserCategoryResponseSchema,
  textImportRequestSchema,
  textImportResponseSchema,
  updatePrivacyRequestSchema,
  updatePrivacyResponseSchema,
  userCategoryListQuerySchema,
  userCategoryParamsSchema,
  userWordParamsSchema,
  userWordResponseSchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedJson } from '../../cache/answer-cache';
import { sendCachedJson } from '../../cache/cached-reply';
import { contextOf, requireActor } from '../../context';
import { unpackJudged } from '../../heavy-work/judged-pairs';
import { sendJsonInSlices } from '../../http/json-in-slices';
import { bodyCheckedOffThread, keepJsonBodiesRaw, readBodyOffThread } from '../../heavy-work/raw-json-body';
import { categoryListQueryKey } from '../vocabulary';
import {
  addMyWord,
  addMyWords,
  createMyCategory,
  deleteMyCategory,
  deleteMyWord,
  editMyWord,
  getMyVocabulary,
  importMyWords,
  listMyCategories,
  renameMyCategory,
  setMyCategoryPrivacy,
} from './my-vocabulary.service';
import { myVocabularyFileRoutes, textTooLargeHandler } from './my-vocabulary-files.routes';

/**
 * /api/vocabulary/user: the personal vocabulary manager, for signed-in users; what belongs to whom
 * is the service's rule. The two lists are served from the vocabulary cache under the caller's own
 * key (answers as ready-made JSON, so they declare no response schema: their shapes are
 * userVocabularyResponseSchema and userCategoryListResponseSchema, which the tests check); every
 * write here runs in runVocabularyWrite, which drops the cache after its commit.
 */
export const myVocabularyRoutes: FastifyPluginAsyncZod = async (app) => {
  const sharedLimit = app.config.sharedCategoryLimit;

  app.get('/', { config: { access: 'user' } }, async (request, reply) => {
    const context = contextOf(request);
    const key = `my:${requireActor(context).id}|vocabulary`;
    const body = await cachedJson(context.db, key, () => getMyVocabulary(context));
    return sendCachedJson(request, reply, body);
  });

  app.get(
    '/categories',
    { config: { access: 'user' }, schema: { querystring: userCategoryListQuerySchema } },
    async (request, reply) => {
      const context = contextOf(request);
      const key = `my:${requireActor(context).id}|categories|${categoryListQueryKey(request.query)}`;
      const body = await cachedJson(context.db, key, () => listMyCategories(context, request.query, sharedLimit));
      return sendCachedJson(request, reply, body);
    },
  );

  app.post(
    '/categories',
    {
      config: { access: 'user' },
      schema: { body: createUserCategoryRequestSchema, response: { 201: createUserCategoryResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await createMyCategory(contextOf(request), request.body)),
  );

  app.put(
    '/categories/:id',
    {
      config: { access: 'user' },
      schema: {
        params: userCategoryParamsSchema,
        body: renameUserCategoryRequestSchema,
        response: { 200: renameUserCategoryResponseSchema },
      },
    },
    async (request) => renameMyCategory(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      config: { access: 'user' },
      schema: { params: userCategoryParamsSchema, response: { 200: deleteUserCategoryResponseSchema } },
    },
    async (request) => deleteMyCategory(contextOf(request), request.params.id),
  );

  app.put(
    '/categories/:id/privacy',
    {
      config: { access: 'user' },
      schema: {
        params: userCategoryParamsSchema,
        body: updatePrivacyRequestSchema,
        response: { 200: updatePrivacyResponseSchema },
      },
    },
    async (request) => setMyCategoryPrivacy(contextOf(request), request.params.id, request.body, sharedLimit),
  );

  app.post(
    '/words',
    {
      config: { access: 'user' },
      schema: { body: addUserWordRequestSchema, response: { 201: userWordResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await addMyWord(contextOf(request), request.body)),
  );

  // 201 when some pair was added; 200 when every valid pair was already there (nothing created).
  app.post(
    '/words/batch',
    {
      config: { access: 'user' },
      schema: {
        body: batchAddWordsRequestSchema,
        response: { 200: batchAddWordsResponseSchema, 201: batchAddWordsResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await addMyWords(contextOf(request), request.body);
      return reply.code(result.added > 0 ? 201 : 200).send(result);
    },
  );

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
        const result = await importMyWords(contextOf(request), request.params.id, judged);
        // Up to 50,000 saved words: written a slice at a time.
        return sendJsonInSlices(reply, result.added > 0 ? 201 : 200, result, 'words');
      },
    );
  });

  // The Anki imports (.apkg and Anki text, deck by deck) and the export of one category.
  await app.register(myVocabularyFileRoutes);

  app.put(
    '/words/:id',
    {
      config: { access: 'user' },
      schema: { params: userWordParamsSchema, body: editUserWordRequestSchema, response: { 200: userWordResponseSchema } },
    },
    async (request) => editMyWord(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/words/:id',
    { config: { access: 'user' }, schema: { params: userWordParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => deleteMyWord(contextOf(request), request.params.id),
  );
};
