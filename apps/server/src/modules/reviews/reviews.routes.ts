import { Readable } from 'node:stream';
import {
  dueReviewsResponseSchema,
  mistakesResponseSchema,
  recordReviewsRequestSchema,
  recordReviewsResponseSchema,
  reviewListQuerySchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  reviewSettingsSchema,
  reviewSummaryResponseSchema,
} from '@slovo/shared';
import type { ReviewListQuery } from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../cache/cached-reply';
import { contextOf } from '../../context';
import { cachedReviewAnswer } from './review-answer-cache';
import {
  getDueReviews,
  getMistakes,
  getReviewQueue,
  getReviewSettings,
  getReviewSummary,
  recordReviews,
  reviewHistoryCsv,
  updateReviewSettings,
} from './reviews.service';

/** What a list's cached answer depends on: its count and its filters. */
const listKey = (query: ReviewListQuery) => `${query.count}|${query.skill ?? ''}|${query.direction ?? ''}`;

/** /api/reviews: the signed-in learner's spaced repetition (rules in packages/shared/src/schemas/reviews.ts). Own data only. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { access: 'user' },
      schema: { body: recordReviewsRequestSchema, response: { 200: recordReviewsResponseSchema } },
    },
    async (request) => recordReviews(contextOf(request), request.body),
  );

  app.get(
    '/due',
    { config: { access: 'user' }, schema: { querystring: reviewListQuerySchema, response: { 200: dueReviewsResponseSchema } } },
    async (request, reply) => {
      const context = contextOf(request);
      const body = await cachedReviewAnswer(context, `due|${listKey(request.query)}`, () =>
        getDueReviews(context, request.query),
      );
      return sendCachedJson(request, reply, body);
    },
  );

  app.get(
    '/mistakes',
    { config: { access: 'user' }, schema: { querystring: reviewListQuerySchema, response: { 200: mistakesResponseSchema } } },
    async (request, reply) => {
      const context = contextOf(request);
      const body = await cachedReviewAnswer(context, `mistakes|${listKey(request.query)}`, () =>
        getMistakes(context, request.query),
      );
      return sendCachedJson(request, reply, body);
    },
  );

  // Not cached: each card's intervals are counted from now.
  app.get(
    '/queue',
    { config: { access: 'user' }, schema: { querystring: reviewQueueQuerySchema, response: { 200: reviewQueueResponseSchema } } },
    async (request) => getReviewQueue(contextOf(request), request.query),
  );

  app.get(
    '/summary',
    { config: { access: 'user' }, schema: { response: { 200: reviewSummaryResponseSchema } } },
    async (request, reply) => {
      const context = contextOf(request);
      return sendCachedJson(request, reply, await cachedReviewAnswer(context, 'summary', () => getReviewSummary(context)));
    },
  );

  app.get('/settings', { config: { access: 'user' }, schema: { response: { 200: reviewSettingsSchema } } }, async (request) =>
    getReviewSettings(contextOf(request)),
  );

  app.put(
    '/settings',
    { config: { access: 'user' }, schema: { body: reviewSettingsSchema, response: { 200: reviewSettingsSchema } } },
    async (request) => updateReviewSettings(contextOf(request), request.body),
  );

  /** The whole review log as CSV (columns in history-csv.ts), streamed a page at a time. */
  app.get('/history.csv', { config: { access: 'user' } }, async (request, reply) => {
    const context = contextOf(request);
    const date = context.clock.now().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="slovo-review-history-${date}.csv"`)
      .header('cache-control', 'no-store');
    // One page read ahead at most (the stream's default is 16).
    return reply.send(Readable.from(reviewHistoryCsv(context), { highWaterMark: 1 }));
  });
};
