import {
  VOCABULARY_MESSAGES,
  categoryListQuerySchema,
  categoryNameParamsSchema,
  categoryWordsQuerySchema,
  wordSearchQuerySchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../app-error';
import { cachedJson } from '../../cache/answer-cache';
import { startCacheBus } from '../../cache/cache-bus';
import { sendCachedJson } from '../../cache/cached-reply';
import { contextOf } from '../../context';
import { categoryListQueryKey } from './category-list-key';
import {
  categoryWordsBody,
  listAllCategoriesWithTags,
  listCategories,
  listPickerCategories,
  loadCategoryWordsEntry,
} from './vocabulary.service';
import { viewerCacheKey } from './category.policies';
import { canViewCategoryOrClass } from './category-lookup.service';
import { searchWords } from './word-search.service';

/**
 * Answers are sent as ready-made UTF-8 JSON from the vocabulary cache (large ones gzip-compressed
 * when the client accepts it, see cache/cached-reply.ts), so these routes declare no response schema
 * (Fastify sends a Buffer as is); their shapes are the *ResponseSchema objects in
 * @slovo/shared/schemas/vocabulary, which the tests check the answers against.
 */

/** /api/vocabulary: the read side of the vocabulary, open to anonymous callers (a signed-in one sees more). */
export const vocabularyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Cached answers (these, the reviews', the tags') are dropped by vocabulary writes: the bus that
  // tells the other instances starts with the vocabulary.
  if (app.redis) {
    const stop = await startCacheBus({ redis: app.redis, keyPrefix: app.config.redisKeyPrefix });
    app.addHook('onClose', stop);
  }

  app.get(
    '/categories',
    { config: { access: 'anonymous' }, schema: { querystring: categoryListQuerySchema } },
    async (request, reply) => {
      const context = contextOf(request);
      const { query } = request;
      // The cache-busting timestamps are not part of the key: each would make a new entry.
      const listKey = categoryListQueryKey(query, query.tag, query.isApprovedList, query.creator);
      const key = `${viewerCacheKey(context.actor)}|list|${listKey}`;
      const body = await cachedJson(context.db, key, () => listCategories(context, request.query));
      return sendCachedJson(request, reply, body);
    },
  );

  app.get('/categories/lightweight', { config: { access: 'anonymous' } }, async (request, reply) => {
    const context = contextOf(request);
    const key = `${viewerCacheKey(context.actor)}|lightweight`;
    const body = await cachedJson(context.db, key, () => listPickerCategories(context));
    return sendCachedJson(request, reply, body);
  });

  app.get('/categories/with-tags', { config: { access: 'anonymous' } }, async (request, reply) => {
    const context = contextOf(request);
    const key = `${viewerCacheKey(context.actor)}|with-tags`;
    const body = await cachedJson(context.db, key, () => listAllCategoriesWithTags(context));
    return sendCachedJson(request, reply, body);
  });

  app.get(
    '/category/:name',
    {
      config: { access: 'anonymous' },
      schema: { params: categoryNameParamsSchema, querystring: categoryWordsQuerySchema },
    },
    async (request, reply) => {
      // The words are cached once for everybody; who may see them is decided here, per request.
      const context = contextOf(request);
      const entry = await loadCategoryWordsEntry(context, request.params.name);
      if (!entry || !(await canViewCategoryOrClass(context.db, context.actor, entry.category))) {
        throw notFound(VOCABULARY_MESSAGES.categoryNotFound);
      }
      return sendCachedJson(request, reply, categoryWordsBody(entry, request.query));
    },
  );

  app.get(
    '/search',
    { config: { access: 'anonymous' }, schema: { querystring: wordSearchQuerySchema } },
    async (request, reply) => {
      const context = contextOf(request);
      const { q } = request.query;
      // Matching ignores case, so 'Cat' and 'cat' share one cached answer.
      const key = `${viewerCacheKey(context.actor)}|search|${q.toLowerCase()}`;
      const body = await cachedJson(context.db, key, () => searchWords(context, q));
      return sendCachedJson(request, reply, body);
    },
  );
};
