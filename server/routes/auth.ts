import { releaseSessionClaims } from '../domains/tasksLog/review-claims.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthorized } from '../errors.ts';
import { LoginBody, LoginReply, OwnPasswordChange, OwnPasswordReply } from '../schemas/auth.ts';
import { errorReplies, Message } from '../schemas/common.ts';
import { createAddressThrottle } from '../accounts/address-throttle.ts';
import { publicAdmin } from '../accounts/admins.ts';
import { clientAddress } from '../plugins/client-address.ts';
import { recordAudit } from '../writes/audit.ts';
import { assertAsciiEmail } from '../accounts/emails.ts';
import { createLoginThrottle } from '../accounts/login-throttle.ts';
import { changeOwnPassword } from '../accounts/own-password.ts';
import { mfaStatus } from '../accounts/mfa/policy.ts';
import { openSession } from './open-session.ts';
import { requestStepUp } from '../accounts/mfa/step-up.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';
const DISABLED = 'This account is disabled. Ask an administrator to enable it.';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const throttle = createLoginThrottle(app.db);
  const perAddress = createAddressThrottle(app.db, undefined, (error) => app.log.warn({ err: error }, 'could not delete ended sign-in windows'));

  app.post(
    '/admin/login',
    {
      config: { access: 'public' },
      // Every attempt counts against its client address (request.ip: trustProxy decides how far
      // X-Forwarded-For is believed) before its body is read or any password hashed; the
      // per-account lock is in login-throttle.ts.
      onRequest: async (request) => perAddress.countAttempt(clientAddress(request)),
      schema: {
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginReply, 400: errorReplies[400], 401: errorReplies[401], 429: errorReplies[429] },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      assertAsciiEmail(email);
      await throttle.beginAttempt(email);
      const { admin, ok } = await app.admins.authenticate(email, password);
      if (!admin || !ok) {
        await app.admins.recordSignInFailure(email, admin, 'password', clientAddress(request));
        throw unauthorized(INVALID_CREDENTIALS, 'auth.invalid_credentials');
      }
      await throttle.recordSuccess(email);
      if (admin.disabled) {
        await app.admins.recordSignInFailure(email, admin, 'disabled', clientAddress(request));
        throw unauthorized(DISABLED, 'auth.disabled');
      }
      if (admin.mfaSecret) {
        const challenge = await app.challenges.issue(admin.id, admin.sessionVersion);
        return { message: 'Enter the code from your authenticator app', code: 'auth.mfa_required', data: { mfaRequired: true as const, challenge } };
      }
      const token = await openSession(app, request, admin, false);
      return { message: 'Login successful', code: 'auth.login', data: { token, admin: publicAdmin(admin), mfa: mfaStatus(admin, app.security) } };
    },
  );

  app.put(
    '/admin/me/password',
    {
      config: { access: 'signed-in', capability: 'read' },
      schema: {
        tags: ['auth'],
        description:
          "Changes the signed-in admin's own password; their other sessions end, this one goes on with the token answered. Wrong current passwords count towards the account's sign-in lock (429). An account with two-factor sign-in needs a code entered in the last 10 minutes (403 auth.step_up_required).",
        body: OwnPasswordChange,
        response: { 200: OwnPasswordReply, 400: errorReplies[400], 401: errorReplies[401], 429: errorReplies[429] },
      },
    },
    async (request) => {
      const stepUp = requestStepUp(app, request);
      const admin = await changeOwnPassword(app.db, throttle, request.admin, request.body.currentPassword, request.body.newPassword, stepUp);
      app.sessions.forgetAdmin(admin.id);
      const token = await app.tokens.continueSession(request.token, admin.sessionVersion);
      return { message: 'Password changed', code: 'auth.password_changed', data: { token } };
    },
  );

  app.post(
    '/admin/logout',
    { config: { access: 'signed-in', capability: 'read', beforeMfa: true }, schema: { tags: ['auth'], response: { 200: Message, 401: errorReplies[401] } } },
    async (request) => {
      await app.sessions.revoke(request.token.sessionId, app.tokens.sessionEnd(request.token));
      await app.sessionList.end(app.db, request.admin.id, { id: request.token.sessionId });
      await releaseSessionClaims(app.db, request.token.sessionId, request.admin.name);
      await recordAudit(app.db, { adminId: request.admin.id, action: 'sign-out', entity: 'admin', entityId: request.admin.id });
      return { message: 'Logged out successfully', code: 'auth.logout' };
    },
  );
};

export default authRoutes;
