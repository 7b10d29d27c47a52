import {
  addUserWordRequestSchema,
  adminCategoryNameParamsSchema,
  adminCategoryRefParamsSchema,
  createAdminCategoryRequestSchema,
  createAdminCategoryResponseSchema,
  deleteUserCategoryResponseSchema,
  editUserWordRequestSchema,
  messageResponseSchema,
  renameAdminCategoryRequestSchema,
  renameAdminCategoryResponseSchema,
  setCategoryApprovalRequestSchema,
  userCategoryParamsSchema,
  userWordParamsSchema,
  userWordResponseSchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import {
  addAdminWord,
  clearVocabularyCache,
  createAdminCategory,
  deleteAdminCategory,
  deleteAdminWord,
  editAdminWord,
  renameAdminCategory,
  setAdminCategoryApproval,
} from '../vocabulary';

/**
 * The admin vocabulary editor's writes under /api/vocabulary (categories and words of any owner,
 * system categories included). Admin only; the vocabulary module does the work. Every write runs
 * in runVocabularyWrite, which drops the cached answers (every instance's, with Redis) after its commit.
 */
export const adminVocabularyWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/categories',
    {
      config: { access: 'admin' },
      schema: { body: createAdminCategoryRequestSchema, response: { 201: createAdminCategoryResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await createAdminCategory(contextOf(request), request.body)),
  );

  app.delete(
    '/categories/:name',
    {
      config: { access: 'admin' },
      schema: { params: adminCategoryNameParamsSchema, response: { 200: deleteUserCategoryResponseSchema } },
    },
    async (request) => deleteAdminCategory(contextOf(request), request.params.name),
  );

  app.post(
    '/words',
    { config: { access: 'admin' }, schema: { body: addUserWordRequestSchema, response: { 201: userWordResponseSchema } } },
    async (request, reply) => reply.code(201).send(await addAdminWord(contextOf(request), request.body)),
  );

  app.put(
    '/words/:id',
    {
      config: { access: 'admin' },
      schema: { params: userWordParamsSchema, body: editUserWordRequestSchema, response: { 200: userWordResponseSchema } },
    },
    async (request) => editAdminWord(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/words/:id',
    { config: { access: 'admin' }, schema: { params: userWordParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => deleteAdminWord(contextOf(request), request.params.id),
  );
};

/** /api/vocabulary-admin: rename, approval and the cache of the admin vocabulary editor. Admin only. */
export const vocabularyEditorToolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/categories/:nameOrId',
    {
      config: { access: 'admin' },
      schema: {
        params: adminCategoryRefParamsSchema,
        body: renameAdminCategoryRequestSchema,
        response: { 200: renameAdminCategoryResponseSchema },
      },
    },
    async (request) => renameAdminCategory(contextOf(request), request.params.nameOrId, request.body),
  );

  app.put(
    '/categories/:id/approved',
    {
      config: { access: 'admin' },
      schema: {
        params: userCategoryParamsSchema,
        body: setCategoryApprovalRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => setAdminCategoryApproval(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/cache/clear',
    { config: { access: 'admin' }, schema: { response: { 200: messageResponseSchema } } },
    async (request) => clearVocabularyCache(contextOf(request)),
  );
};
