import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestStepUp } from '../accounts/mfa/step-up.ts';
import { notFound } from '../errors.ts';
import { errorReplies, Message } from '../schemas/common.ts';
import { MemberSessionParams, SessionParams, SessionsEndedReply, SessionsReply } from '../schemas/mfa.ts';
import { TeamParams } from '../domains/team/schemas.ts';
import { recordAudit } from '../writes/audit.ts';
import { actorOf, writeTransaction } from '../writes/write-transaction.ts';

const { 401: e401, 404: e404, 409: e409 } = errorReplies;
const tags = ['sessions'];
const own = { access: 'signed-in', capability: 'read' } as const;
const team = { access: 'signed-in', capability: 'team' } as const;

/** Ends sessions of `adminId` as the signed-in admin, audited; this process forgets them at once, the others at commit. */
async function endSessions(app: FastifyInstance, request: FastifyRequest, adminId: string, which: { id: string } | { except?: string }) {
  const ended = await writeTransaction(app.db, actorOf(request), async (tx, me) => {
    const rows = await app.sessionList.end(tx, adminId, which);
    if (rows.length) await recordAudit(tx, { by: me, action: 'session-end', entity: 'admin', entityId: adminId, details: { sessions: rows.length } });
    return rows;
  });
  for (const row of ended) app.sessions.forgetSession(row.id);
  return ended.length;
}

const noSuchSession = () => notFound('No such session, or it has ended', 'session.not_found');

/** Where an account is signed in: its own sessions, and (admins) any member's, to see and end. */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/me/sessions',
    {
      config: own,
      schema: { tags, description: 'The live sessions of the signed-in account, most recently seen first.', response: { 200: SessionsReply, 401: e401 } },
    },
    async (request) => ({ data: await app.sessionList.list(request.admin.id, request.token.sessionId) }),
  );

  app.delete(
    '/admin/me/sessions/:sessionId',
    {
      config: own,
      schema: {
        tags,
        description: 'Ends one of your sessions (this one too, if named).',
        params: SessionParams,
        response: { 200: Message, 401: e401, 404: e404 },
      },
    },
    async (request) => {
      if (!(await endSessions(app, request, request.admin.id, { id: request.params.sessionId }))) throw noSuchSession();
      return { message: 'Session ended', code: 'session.ended' };
    },
  );

  app.delete(
    '/admin/me/sessions',
    {
      config: own,
      schema: { tags, description: 'Signs out everywhere else: every session but this one ends.', response: { 200: SessionsEndedReply, 401: e401 } },
    },
    async (request) => {
      const ended = await endSessions(app, request, request.admin.id, { except: request.token.sessionId });
      return { message: `${ended} sessions ended`, code: 'session.others_ended', params: { count: ended }, data: { ended } };
    },
  );

  app.get(
    '/admin/admins/:id/sessions',
    { config: team, schema: { tags, description: "A team member's live sessions.", params: TeamParams, response: { 200: SessionsReply, 401: e401 } } },
    async (request) => ({ data: await app.sessionList.list(request.params.id, request.token.sessionId) }),
  );

  app.delete(
    '/admin/admins/:id/sessions/:sessionId',
    {
      config: team,
      schema: { tags, description: "Ends one of a team member's sessions.", params: MemberSessionParams, response: { 200: Message, 401: e401, 404: e404 } },
    },
    async (request) => {
      if (!(await endSessions(app, request, request.params.id, { id: request.params.sessionId }))) throw noSuchSession();
      return { message: 'Session ended', code: 'session.ended' };
    },
  );

  app.delete(
    '/admin/admins/:id/sessions',
    {
      config: team,
      schema: { tags, description: 'Ends every session of a team member.', params: TeamParams, response: { 200: SessionsEndedReply, 401: e401 } },
    },
    async (request) => {
      const ended = await endSessions(app, request, request.params.id, {});
      return { message: `${ended} sessions ended`, code: 'session.others_ended', params: { count: ended }, data: { ended } };
    },
  );

  app.delete(
    '/admin/admins/:id/mfa',
    {
      config: team,
      schema: {
        tags,
        description:
          "Turns a team member's two-factor sign-in off (a lost phone): their sessions end and they enrol again. Needs a code entered in the last 10 minutes (403 auth.step_up_required); not for one's own account (409).",
        params: TeamParams,
        response: { 200: Message, 401: e401, 404: e404, 409: e409 },
      },
    },
    async (request) => {
      const guard = requestStepUp(app, request);
      await app.enrolment.reset(actorOf(request), request.params.id, guard);
      app.sessions.forgetAdmin(request.params.id);
      return { message: 'Two-factor sign-in reset', code: 'mfa.reset' };
    },
  );
};

export default sessionRoutes;
