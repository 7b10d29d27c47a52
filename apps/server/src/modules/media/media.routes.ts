import { MEDIA_LIMITS, MEDIA_MESSAGES, mediaParamsSchema, wordMediaParamsSchema, wordMediaSchema } from '@slovo/shared';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { contextOf } from '../../context';
import { RawBody, valueOf } from '../../heavy-work/raw-json-body';
import { deleteWordMedia, getMedia, putWordMedia } from './media.service';

/**
 * /api/media/{hash} and …/words/{id}/image|sound (issue 34). A file is sent as the request body
 * itself, whatever its declared type (the server reads the bytes); the largest allowed file is a
 * picture's 2 MB. Served files carry the type the server found, nosniff, and a year of private
 * caching: the hash is the name, so a changed picture is another URL.
 */

const BODY_LIMIT = MEDIA_LIMITS.imageMaxBytes + 1024;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function tooLarge(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, MEDIA_MESSAGES.imageTooLarge);
  throw error;
}

const bytesOf = (request: FastifyRequest): Uint8Array => {
  // A JSON or text body was parsed by the app's own parsers: not a file.
  if (!(request.body instanceof RawBody)) throw new AppError(415, MEDIA_MESSAGES.notAFile);
  return request.body.bytes;
};

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const quotaMb = app.config.mediaQuotaMb;

  app.get(
    '/media/:hash',
    // Pictures of system and shared words are everyone's; <img> sends the media cookie for the rest.
    { config: { access: 'anonymous', mediaCookie: true }, schema: { params: mediaParamsSchema } },
    async (request, reply) => {
      const { hash } = request.params;
      const etag = `"${hash}"`;
      reply.header('x-content-type-options', 'nosniff');
      const media = await getMedia(contextOf(request), hash);
      // Only a file found is cached: a 404 may become a picture once its word is shared.
      reply.header('cache-control', `private, max-age=${YEAR_SECONDS}, immutable`);
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      return reply.type(media.content_type).send(Buffer.from(media.data));
    },
  );

  await app.register(async (scope) => {
    const binary = scope.withTypeProvider<ZodTypeProvider>();
    binary.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, new RawBody(body as Buffer)),
    );
    for (const [prefix, access] of [
      ['/vocabulary/user/words', 'user'],
      ['/vocabulary/words', 'admin'],
    ] as const) {
      binary.put(
        `${prefix}/:id/:kind`,
        {
          config: { access },
          bodyLimit: BODY_LIMIT,
          schema: { params: wordMediaParamsSchema, response: { 200: wordMediaSchema } },
          errorHandler: tooLarge,
        },
        async (request) => {
          const { id, kind } = request.params;
          const file = valueOf(await app.heavyWork.run('checkMediaUpload', { kind, bytes: bytesOf(request) }));
          return putWordMedia(contextOf(request), id, kind, file, quotaMb);
        },
      );
      binary.delete(
        `${prefix}/:id/:kind`,
        { config: { access }, schema: { params: wordMediaParamsSchema, response: { 200: wordMediaSchema } } },
        async (request) => deleteWordMedia(contextOf(request), request.params.id, request.params.kind),
      );
    }
  });
};
