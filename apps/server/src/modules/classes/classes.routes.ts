import {
  addTeacherRequestSchema,
  assignmentRequestSchema,
  assignmentSchema,
  assignmentUpdateRequestSchema,
  classAssignmentParamsSchema,
  classDetailSchema,
  classListSchema,
  classMemberParamsSchema,
  classNameRequestSchema,
  classParamsSchema,
  inviteCodeParamsSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteSwitchRequestSchema,
  joinClassRequestSchema,
} from '@slovo/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../cache/cached-reply';
import { contextOf } from '../../context';
import {
  addAssignment,
  addTeacher,
  classProgressCsv,
  classProgressJson,
  createClass,
  deleteAssignment,
  deleteClass,
  getClass,
  joinClass,
  listAllClasses,
  listMyClasses,
  myAssignmentsJson,
  previewInvite,
  removeMember,
  removeTeacher,
  renameClass,
  rotateInvite,
  setInviteEnabled,
  updateAssignment,
} from './classes.service';

const messageSchema = z.object({ message: z.string() });

/**
 * /api/classes (issue 35). Every route is for signed-in users but the invite preview (a visitor
 * with a link sees which class it opens); who may do what in a class — its creator, its
 * co-teachers, its members, admins — is checked in classes.service.ts.
 */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { config: { access: 'user' as const } };
  app.get('/', { ...user, schema: { response: { 200: classListSchema } } }, async (request) => listMyClasses(contextOf(request)));
  app.post(
    '/',
    { ...user, schema: { body: classNameRequestSchema, response: { 201: classDetailSchema } } },
    async (request, reply) => reply.code(201).send(await createClass(contextOf(request), request.body.name)),
  );
  app.get('/assignments', user, async (request, reply) =>
    sendCachedJson(request, reply, await myAssignmentsJson(contextOf(request))),
  );
  app.post(
    '/join',
    { ...user, schema: { body: joinClassRequestSchema, response: { 200: classDetailSchema } } },
    async (request) => joinClass(contextOf(request), request.body.code, app.classJoinLimiter),
  );
  app.get(
    '/invite/:code',
    { config: { access: 'anonymous' }, schema: { params: inviteCodeParamsSchema, response: { 200: invitePreviewSchema } } },
    async (request) => previewInvite(contextOf(request), request.params.code),
  );

  app.get('/:id', { ...user, schema: { params: classParamsSchema, response: { 200: classDetailSchema } } }, async (request) =>
    getClass(contextOf(request), request.params.id),
  );
  app.patch(
    '/:id',
    { ...user, schema: { params: classParamsSchema, body: classNameRequestSchema, response: { 200: classDetailSchema } } },
    async (request) => renameClass(contextOf(request), request.params.id, request.body.name),
  );
  app.delete('/:id', { ...user, schema: { params: classParamsSchema, response: { 200: messageSchema } } }, async (request) =>
    deleteClass(contextOf(request), request.params.id),
  );

  app.put(
    '/:id/invite',
    { ...user, schema: { params: classParamsSchema, body: inviteSwitchRequestSchema, response: { 200: inviteSchema } } },
    async (request) => setInviteEnabled(contextOf(request), request.params.id, request.body.enabled),
  );
  app.post(
    '/:id/invite/rotate',
    { ...user, schema: { params: classParamsSchema, response: { 200: inviteSchema } } },
    async (request) => rotateInvite(contextOf(request), request.params.id),
  );

  app.delete(
    '/:id/members/:userId',
    { ...user, schema: { params: classMemberParamsSchema, response: { 200: messageSchema } } },
    async (request) => removeMember(contextOf(request), request.params.id, request.params.userId),
  );
  app.post(
    '/:id/teachers',
    { ...user, schema: { params: classParamsSchema, body: addTeacherRequestSchema, response: { 200: classDetailSchema } } },
    async (request) => addTeacher(contextOf(request), request.params.id, request.body.username),
  );
  app.delete(
    '/:id/teachers/:userId',
    { ...user, schema: { params: classMemberParamsSchema, response: { 200: messageSchema } } },
    async (request) => removeTeacher(contextOf(request), request.params.id, request.params.userId),
  );

  app.post(
    '/:id/assignments',
    { ...user, schema: { params: classParamsSchema, body: assignmentRequestSchema, response: { 201: assignmentSchema } } },
    async (request, reply) => reply.code(201).send(await addAssignment(contextOf(request), request.params.id, request.body)),
  );
  app.patch(
    '/:id/assignments/:assignmentId',
    {
      ...user,
      schema: { params: classAssignmentParamsSchema, body: assignmentUpdateRequestSchema, response: { 200: assignmentSchema } },
    },
    async (request) => updateAssignment(contextOf(request), request.params.id, request.params.assignmentId, request.body),
  );
  app.delete(
    '/:id/assignments/:assignmentId',
    { ...user, schema: { params: classAssignmentParamsSchema, response: { 200: messageSchema } } },
    async (request) => deleteAssignment(contextOf(request), request.params.id, request.params.assignmentId),
  );

  app.get('/:id/progress', { ...user, schema: { params: classParamsSchema } }, async (request, reply) =>
    sendCachedJson(request, reply, await classProgressJson(contextOf(request), request.params.id)),
  );
  app.get('/:id/progress.csv', { ...user, schema: { params: classParamsSchema } }, async (request, reply) => {
    const context = contextOf(request);
    const { csv } = await classProgressCsv(context, request.params.id);
    const date = context.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="slovo-class-${request.params.id}-progress-${date}.csv"`)
      .send(csv);
  });
};

/** /api/admin/classes: every class, for admins (they open and delete them through /api/classes/{id}). */
export const adminClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'admin' }, schema: { response: { 200: classListSchema } } }, async (request) =>
    listAllClasses(contextOf(request)),
  );
};
