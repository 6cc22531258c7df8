import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { requireUser } from '../../plugins/app/authorization.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { authRateLimit } from '../../lib/rate-limits.ts';
import { issueLogin, LoginResult } from '../../shared/login.ts';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  RegisterBody,
  RegisterResult,
  ResetPasswordBody,
  SendCodeBody,
  SendCodeResult,
} from './registration-schemas.ts';
import { changePassword, register, resetPassword, sendPasswordResetLink, sendRegisterCode } from './registration.ts';

const base = '/api/services/app/Account';
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = authRateLimit(app.config.authRateLimit);

  app.post(
    `${base}/SendRegisterCode`,
    {
      schema: {
        summary: 'E-mail a 6-digit registration code (valid 10 minutes, 5 tries)',
        body: SendCodeBody,
        response: envelopeOf(SendCodeResult),
      },
      config: { rateLimit },
    },
    async (request) => ok(await sendRegisterCode(app, request.body.email, request.culture)),
  );

  app.post(
    `${base}/Register`,
    {
      schema: {
        summary: 'Create a member account with the e-mailed code and log the member in',
        body: RegisterBody,
        response: envelopeOf(RegisterResult),
      },
      config: { rateLimit },
    },
    async (request) => {
      const user = await register(app, request.body);
      return ok({ ...(await issueLogin(app, user)), email: user.email });
    },
  );

  app.post(
    `${base}/SendPasswordResetLink`,
    {
      schema: {
        summary: 'E-mail a one-time reset link (valid 30 minutes); same answer for unknown addresses',
        body: ForgotPasswordBody,
        response: envelopeOf(Type.Null()),
      },
      config: { rateLimit },
    },
    async (request) => {
      await sendPasswordResetLink(app, request.body.email, request.culture);
      return ok(null);
    },
  );

  app.post(
    `${base}/ResetPassword`,
    {
      schema: {
        summary: 'Set a new password with a reset link token',
        body: ResetPasswordBody,
        response: envelopeOf(Type.Null()),
      },
      config: { rateLimit },
    },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.newPassword);
      return ok(null);
    },
  );

  app.post(
    `${base}/ChangePassword`,
    {
      schema: {
        summary: 'Change the password; other sessions end, this one gets a new token',
        body: ChangePasswordBody,
        response: envelopeOf(LoginResult),
      },
      config: { auth: 'member', rateLimit },
    },
    async (request) => {
      const user = await changePassword(
        app,
        requireUser(request).id,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return ok(await issueLogin(app, user));
    },
  );
};

export default routes;
