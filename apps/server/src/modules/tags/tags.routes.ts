import {
  categoriesByTagsRequestSchema,
  categoryTagIdsRequestSchema,
  categoryTagsParamsSchema,
  categoryTagsResponseSchema,
  createTagRequestSchema,
  deleteTagResponseSchema,
  tagParamsSchema,
  tagResponseSchema,
  updateTagRequestSchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedJson } from '../../cache/answer-cache';
import { sendCachedJson } from '../../cache/cached-reply';
import { contextOf } from '../../context';
import { viewerCacheKey } from '../vocabulary';
import {
  addCategoryTags,
  createTag,
  deleteTag,
  listCategoriesByTags,
  listTags,
  removeCategoryTags,
  updateTag,
} from './tags.service';

/**
 * /api/tags. The list is open to anonymous callers like the category lists it filters (the spec's
 * client calls it without a token): it names public tags only (every tag for admins), and its usage
 * counts are those of the categories the caller can see, so it is cached per viewer class (see
 * viewerCacheKey) and, being vocabulary, dropped after every vocabulary write. So is the list of
 * categories carrying named tags (POST /categories: a read with its names in the body). Changing a
 * category's tags needs a signed-in owner or admin (checked in the service); creating, changing and
 * deleting tags is for admins.
 */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'anonymous' } }, async (request, reply) => {
    const context = contextOf(request);
    const body = await cachedJson(context.db, `${viewerCacheKey(context.actor)}|tags`, () => listTags(context));
    return sendCachedJson(request, reply, body);
  });

  app.post(
    '/',
    { config: { access: 'admin' }, schema: { body: createTagRequestSchema, response: { 201: tagResponseSchema } } },
    async (request, reply) => reply.code(201).send(await createTag(contextOf(request), request.body)),
  );

  app.put(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: tagParamsSchema, body: updateTagRequestSchema, response: { 200: tagResponseSchema } },
    },
    async (request) => updateTag(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { config: { access: 'admin' }, schema: { params: tagParamsSchema, response: { 200: deleteTagResponseSchema } } },
    async (request) => deleteTag(contextOf(request), request.params.id),
  );

  app.post(
    '/categories',
    { config: { access: 'anonymous' }, schema: { body: categoriesByTagsRequestSchema } },
    async (request, reply) => {
      const context = contextOf(request);
      // Names differing only in case match the same tags; order does not matter either.
      const names = request.body.tagNames.map((name) => name.toLowerCase()).sort();
      const key = `${viewerCacheKey(context.actor)}|tags-categories|${JSON.stringify(names)}`;
      const body = await cachedJson(context.db, key, () => listCategoriesByTags(context, request.body));
      return sendCachedJson(request, reply, body);
    },
  );

  const categoryTagsSchema = {
    params: categoryTagsParamsSchema,
    body: categoryTagIdsRequestSchema,
    response: { 200: categoryTagsResponseSchema },
  };

  app.post('/categories/:categoryId/tags', { config: { access: 'user' }, schema: categoryTagsSchema }, async (request) =>
    addCategoryTags(contextOf(request), request.params.categoryId, request.body),
  );

  app.delete('/categories/:categoryId/tags', { config: { access: 'user' }, schema: categoryTagsSchema }, async (request) =>
    removeCategoryTags(contextOf(request), request.params.categoryId, request.body),
  );
};
