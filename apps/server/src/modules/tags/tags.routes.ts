import { categoryTagIdsRequestSchema, categoryTagsParamsSchema, categoryTagsResponseSchema } from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { cachedJson, sendCachedJson, viewerCacheKey } from '../vocabulary';
import { addCategoryTags, listTags, removeCategoryTags } from './tags.service';

/**
 * /api/tags. The list is open to anonymous callers like the category lists it filters (the spec's
 * client calls it without a token): it names public tags only, and its usage counts are those of
 * the categories the caller can see, so it is cached per viewer class (see viewerCacheKey) and,
 * being vocabulary, dropped after every vocabulary write. Changing a category's tags needs a
 * signed-in owner or admin (checked in the service).
 */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'anonymous' } }, async (request, reply) => {
    const context = contextOf(request);
    const body = await cachedJson(context.db, `${viewerCacheKey(context.actor)}|tags`, () => listTags(context));
    return sendCachedJson(request, reply, body);
  });

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
