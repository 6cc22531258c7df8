import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/errors.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { loginLimits } from './login-limits.ts';
import { issueLogin, LoginResult, signedInUser } from '../../shared/login.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { AdminLoginResult, CurrentLoginInformation, LoginBody } from './schemas.ts';
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

  // A token names its user only; rights are read on every request (decisions/004). A client keeps
  // a copy of them from the login: this is how it reads them again, e.g. right after an approval.
  app.get(
    '/api/services/app/Session/GetCurrentLoginInformations',
    {
      schema: {
        summary: "The signed-in user's rights as they are now (photographer, admin and its permissions)",
        response: envelopeOf(CurrentLoginInformation),
      },
      config: { auth: 'member' },
    },
    async (request) => {
      const current = requireUser(request);
      const user = await app.db.user.findUniqueOrThrow({ where: { id: current.id } });
      return ok({
        ...signedInUser(app, user),
        ...(user.isAdmin && { permissions: [...current.permissions].sort() }),
      });
    },
  );
};

export default routes;
