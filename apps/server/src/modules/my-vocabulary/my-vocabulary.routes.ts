import {
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
  updatePrivacyRequestSchema,
  updatePrivacyResponseSchema,
  userCategoryListQuerySchema,
  userCategoryParamsSchema,
  userWordParamsSchema,
  userWordResponseSchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedJson } from '../../cache/answer-cache';
import { sendCachedJson } from '../../cache/cached-reply';
import { contextOf, requireActor } from '../../context';
import {
  addWord,
  addWordBatch,
  categoryListQueryKey,
  createOwnCategory,
  deleteCategory,
  deleteWord,
  editWord,
  getOwnVocabulary,
  listOwnCategories,
  renameCategory,
  setCategoryPrivacy,
} from '../vocabulary';

/**
 * /api/vocabulary/user: the personal vocabulary manager, for signed-in users; the vocabulary module
 * does the work and decides what belongs to whom. The two lists are served from the cached answers
 * under the caller's own key (answers as ready-made JSON, so they declare no response schema: their
 * shapes are userVocabularyResponseSchema and userCategoryListResponseSchema, which the tests
 * check); every write here runs in runVocabularyWrite, which drops the cache after its commit.
 */
export const myVocabularyRoutes: FastifyPluginAsyncZod = async (app) => {
  const sharedLimit = app.config.sharedCategoryLimit;

  app.get('/', { config: { access: 'user' } }, async (request, reply) => {
    const context = contextOf(request);
    const key = `my:${requireActor(context).id}|vocabulary`;
    const body = await cachedJson(context.db, key, () => getOwnVocabulary(context));
    return sendCachedJson(request, reply, body);
  });

  app.get(
    '/categories',
    { config: { access: 'user' }, schema: { querystring: userCategoryListQuerySchema } },
    async (request, reply) => {
      const context = contextOf(request);
      const key = `my:${requireActor(context).id}|categories|${categoryListQueryKey(request.query)}`;
      const body = await cachedJson(context.db, key, () => listOwnCategories(context, request.query, sharedLimit));
      return sendCachedJson(request, reply, body);
    },
  );

  app.post(
    '/categories',
    {
      config: { access: 'user' },
      schema: { body: createUserCategoryRequestSchema, response: { 201: createUserCategoryResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await createOwnCategory(contextOf(request), request.body)),
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
    async (request) => renameCategory(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      config: { access: 'user' },
      schema: { params: userCategoryParamsSchema, response: { 200: deleteUserCategoryResponseSchema } },
    },
    async (request) => deleteCategory(contextOf(request), request.params.id),
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
    async (request) => setCategoryPrivacy(contextOf(request), request.params.id, request.body, sharedLimit),
  );

  app.post(
    '/words',
    {
      config: { access: 'user' },
      schema: { body: addUserWordRequestSchema, response: { 201: userWordResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await addWord(contextOf(request), request.body)),
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
      const result = await addWordBatch(contextOf(request), request.body);
      return reply.code(result.added > 0 ? 201 : 200).send(result);
    },
  );

  app.put(
    '/words/:id',
    {
      config: { access: 'user' },
      schema: { params: userWordParamsSchema, body: editUserWordRequestSchema, response: { 200: userWordResponseSchema } },
    },
    async (request) => editWord(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/words/:id',
    { config: { access: 'user' }, schema: { params: userWordParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => deleteWord(contextOf(request), request.params.id),
  );
};
