import { Readable } from 'node:stream';
import {
  dueReviewsResponseSchema,
  mistakesResponseSchema,
  recordReviewsRequestSchema,
  recordReviewsResponseSchema,
  reviewListQuerySchema,
  reviewSettingsSchema,
  reviewSummaryResponseSchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import {
  getDueReviews,
  getMistakes,
  getReviewSettings,
  getReviewSummary,
  recordReviews,
  reviewHistoryCsv,
  updateReviewSettings,
} from './reviews.service';

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
    async (request) => getDueReviews(contextOf(request), request.query),
  );

  app.get(
    '/mistakes',
    { config: { access: 'user' }, schema: { querystring: reviewListQuerySchema, response: { 200: mistakesResponseSchema } } },
    async (request) => getMistakes(contextOf(request), request.query),
  );

  app.get(
    '/summary',
    { config: { access: 'user' }, schema: { response: { 200: reviewSummaryResponseSchema } } },
    async (request) => getReviewSummary(contextOf(request)),
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
