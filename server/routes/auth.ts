import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthorized } from '../errors.ts';
import { LoginBody, LoginReply } from '../schemas/auth.ts';
import { errorReplies } from '../schemas/common.ts';
import { publicAdmin } from '../services/admins.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        security: [],
        body: LoginBody,
        response: { 200: LoginReply, 400: errorReplies[400], 401: errorReplies[401], 429: errorReplies[429] },
      },
    },
    async (request) => {
      const admin = await app.admins.authenticate(request.body.email, request.body.password);
      if (!admin) throw unauthorized(INVALID_CREDENTIALS);
      const token = await app.tokens.sign(admin.id);
      return { message: 'Login successful', data: { token, admin: publicAdmin(admin) } };
    },
  );
};

export default authRoutes;
