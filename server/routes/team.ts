import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorReplies } from '../schemas/common.ts';
import { PasswordResetReply, TeamCreate, TeamCreateReply, TeamMemberReply, TeamParams, TeamUpdate } from '../domains/team/schemas.ts';
import { createMember, resetMemberPassword, updateMember, type MemberChange, type NewMember } from '../accounts/team.ts';
import { actorOf } from '../writes/write-transaction.ts';
import { requestStepUp } from '../accounts/mfa/step-up.ts';
import type { FastifyRequest } from 'fastify';

const { 400: e400, 401: e401, 404: e404, 409: e409 } = errorReplies;
const tags = ['team'];
const config = { access: 'signed-in', capability: 'team' } as const;

/**
 * Team accounts, admins only (the list is the `team` entity's). A changed role, disabling and a
 * reset end the account's sessions at once: this process forgets them now, the others at commit.
 */
const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A new account, a role, access and a password reset need a code entered in the last 10 minutes.
  const stepUp = (request: FastifyRequest) => requestStepUp(app, request);

  app.post(
    '/admin/admins',
    { config, schema: { tags, body: TeamCreate, response: { 201: TeamCreateReply, 400: e400, 401: e401, 409: e409 } } },
    async (request, reply) => {
      const data = await createMember(app.db, actorOf(request), request.body as NewMember, stepUp(request));
      return reply.code(201).send({ message: 'Team member added', code: 'team.created', data });
    },
  );

  app.put(
    '/admin/admins/:id',
    { config, schema: { tags, params: TeamParams, body: TeamUpdate, response: { 200: TeamMemberReply, 400: e400, 401: e401, 404: e404, 409: e409 } } },
    async (request) => {
      const data = await updateMember(app.db, actorOf(request), request.params.id, request.body as MemberChange, stepUp(request), new Date(app.security.now()));
      app.sessions.forgetAdmin(data._id);
      return { message: 'Team member updated', code: 'team.updated', data };
    },
  );

  app.post(
    '/admin/admins/:id/reset-password',
    { config, schema: { tags, params: TeamParams, response: { 200: PasswordResetReply, 401: e401, 404: e404 } } },
    async (request) => {
      const data = await resetMemberPassword(app.db, actorOf(request), request.params.id, stepUp(request));
      app.sessions.forgetAdmin(data._id);
      return { message: 'Password reset', code: 'team.password_reset', data };
    },
  );
};

export default teamRoutes;
