import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/errors.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { loginLimits } from './login-limits.ts';
import { issueLogin, LoginResult } from '../../shared/login.ts';
import { AdminLoginResult, LoginBody } from './schemas.ts';
import { adminProfile, authenticate } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = loginLimits(app);

  app.post(
    '/api/TokenAuth/AuthenticateLogin',
    {
      schema: {
        summary: 'Log in with e-mail and password',
        body: LoginBody,
        response: envelopeOf(LoginResult),
      },
      preHandler: limits.count,
    },
    async (request) => {
      const user = await authenticate(app, request.body.userNameOrEmailAddress, request.body.password);
      await limits.forgive(request);
      return ok(await issueLogin(app, user));
    },
  );

  app.post(
    '/api/TokenAuth/LoginInfo',
    {
      schema: {
        summary: 'Back-office login: administrators only; answers their permissions and menus',
        body: LoginBody,
        response: envelopeOf(AdminLoginResult),
      },
      preHandler: limits.count,
    },
    async (request) => {
      const user = await authenticate(app, request.body.userNameOrEmailAddress, request.body.password);
      await limits.forgive(request);
      if (!user.isAdmin) throw new AppError('Forbidden', 'auth.notAdmin');
      const login = await issueLogin(app, user);
      return ok({ ...login, ...(await adminProfile(app, user.id, request.culture)) });
    },
  );
};

export default routes;
