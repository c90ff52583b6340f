import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicAdmin } from '../accounts/admins.ts';
import { mfaStatus } from '../accounts/mfa/policy.ts';
import { openSession } from './open-session.ts';
import { unauthorized } from '../errors.ts';
import { enabled } from '../accounts/mfa/enrolment.ts';
import { createAddressThrottle } from '../accounts/address-throttle.ts';
import { clientAddress } from '../plugins/client-address.ts';
import { LoginReply } from '../schemas/auth.ts';
import { errorReplies, Message } from '../schemas/common.ts';
import { CodeBody, EnrolmentReply, MeReply, RecoveryCodesReply, SecondStepBody } from '../schemas/mfa.ts';
import { recordAudit } from '../writes/audit.ts';
import { actorOf, writeTransaction } from '../writes/write-transaction.ts';

const { 400: e400, 401: e401, 409: e409, 429: e429 } = errorReplies;
const tags = ['auth'];
const own = { access: 'signed-in', capability: 'read' } as const;
const expired = () => unauthorized('This sign-in has expired or was already used: sign in again', 'auth.mfa_challenge_invalid');

/** Two-factor sign-in: the second step of a sign-in, one's own status and enrolment, and step-up. */
const mfaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perAddress = createAddressThrottle(app.db, undefined, (error) => app.log.warn({ err: error }, 'could not delete ended sign-in windows'));

  app.post(
    '/admin/login/mfa',
    {
      config: { access: 'public' },
      // Counted with the password step against the client address's sign-in attempts.
      onRequest: async (request) => perAddress.countAttempt(clientAddress(request)),
      schema: {
        tags,
        description:
          'The second step of a sign-in for an account with two-factor sign-in: the challenge the password step answered and a current code (or a recovery code, once). Answers the token as a sign-in without two-factor does. 5 wrong codes in 15 minutes lock the step for 15 minutes (429).',
        body: SecondStepBody,
        response: { 200: LoginReply, 400: e400, 401: e401, 429: e429 },
      },
    },
    async (request) => {
      const { challenge } = request.body;
      const ticket = await app.challenges.find(challenge);
      const admin = ticket && (await app.admins.findById(ticket.adminId));
      if (!ticket || !admin || admin.disabled || admin.sessionVersion !== ticket.sessionVersion || !admin.mfaSecret) throw expired();
      const ip = clientAddress(request);
      if ('code' in request.body) await app.codeCheck.acceptTotp(admin, request.body.code, { purpose: 'sign-in', ip });
      else await app.codeCheck.acceptRecoveryCode(admin, request.body.recoveryCode, ip);
      if (!(await app.challenges.consume(challenge))) throw expired();
      const token = await openSession(app, request, admin, 'code' in request.body);
      return { message: 'Login successful', code: 'auth.login', data: { token, admin: publicAdmin(admin), mfa: mfaStatus(admin, app.security) } };
    },
  );

  app.get(
    '/admin/me',
    {
      config: { ...own, beforeMfa: true },
      schema: { tags, description: 'The signed-in account and its two-factor status.', response: { 200: MeReply, 401: e401 } },
    },
    async (request) => ({ data: { ...publicAdmin(request.admin), mfa: mfaStatus(request.admin, app.security) } }),
  );

  app.post(
    '/admin/me/mfa',
    {
      config: { ...own, beforeMfa: true },
      schema: {
        tags,
        description: 'Starts enrolment: a new key, not active until a first code confirms it.',
        response: { 200: EnrolmentReply, 401: e401, 409: e409 },
      },
    },
    async (request) => ({ message: 'Scan the code, then enter the 6 digits', code: 'mfa.started', data: await app.enrolment.start(actorOf(request)) }),
  );

  app.post(
    '/admin/me/mfa/confirm',
    {
      config: { ...own, beforeMfa: true },
      schema: {
        tags,
        description: 'Activates the pending key with its first code; answers 10 recovery codes, shown this once.',
        body: CodeBody,
        response: { 200: RecoveryCodesReply, 400: e400, 401: e401, 409: e409, 429: e429 },
      },
    },
    async (request) => {
      const data = await app.enrolment.confirm(actorOf(request), request.admin, request.body.code, clientAddress(request));
      return { message: 'Two-factor sign-in is on', code: 'mfa.enabled', data };
    },
  );

  app.post(
    '/admin/me/mfa/recovery-codes',
    {
      config: own,
      schema: {
        tags,
        description: 'New recovery codes for a current code; the old ones stop working.',
        body: CodeBody,
        response: { 200: RecoveryCodesReply, 400: e400, 401: e401, 409: e409, 429: e429 },
      },
    },
    async (request) => {
      const data = await app.enrolment.regenerate(actorOf(request), request.admin, request.body.code, clientAddress(request));
      return { message: 'New recovery codes', code: 'mfa.recovery_codes', data };
    },
  );

  app.delete(
    '/admin/me/mfa',
    {
      config: own,
      schema: {
        tags,
        description: 'Turns two-factor sign-in off with a current code, where the role does not require it.',
        body: CodeBody,
        response: { 200: Message, 400: e400, 401: e401, 409: e409, 429: e429 },
      },
    },
    async (request) => {
      await app.enrolment.remove(actorOf(request), request.admin, request.body.code, clientAddress(request));
      return { message: 'Two-factor sign-in is off', code: 'mfa.removed' };
    },
  );

  app.post(
    '/admin/me/step-up',
    {
      config: own,
      schema: {
        tags,
        description: 'A current code (not a recovery code): for the next 10 minutes this session may make changes that need one.',
        body: CodeBody,
        response: { 200: Message, 400: e400, 401: e401, 409: e409, 429: e429 },
      },
    },
    async (request) => {
      const { admin, token } = request;
      await app.codeCheck.acceptTotp(admin, request.body.code, {
        purpose: 'step-up',
        ip: clientAddress(request),
        actor: actorOf(request),
        precondition: enabled,
      });
      await writeTransaction(app.db, actorOf(request), async (tx, me) => {
        await app.sessionList.markSteppedUp(tx, token.sessionId);
        await recordAudit(tx, { by: me, action: 'step-up', entity: 'admin', entityId: me.id });
      });
      return { message: 'Code accepted', code: 'auth.stepped_up' };
    },
  );
};

export default mfaRoutes;
