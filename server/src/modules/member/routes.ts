import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { requireUser } from '../../plugins/app/authorization.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { avatarUrl } from '../auth/service.ts';
import { RequiredText } from '../../lib/schema-types.ts';

const Member = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  displayName: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  locale: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  isAdmin: Type.Boolean(),
  photographerAuth: Type.Boolean(),
  photographerAuthStatus: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

const UpdateMemberBody = Type.Object({
  displayName: RequiredText(64),
  phone: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9+\\-() ]{6,32}$' }), Type.Null()])),
  locale: Type.Optional(Type.Union([Type.Literal('zh-TW'), Type.Literal('en')])),
});

const base = '/api/services/app/MemEmber';
const tags = ['MemEmber'];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  async function memberView(id: number) {
    const user = await app.db.user.findUniqueOrThrow({ where: { id } });
    return {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      phone: user.phone,
      locale: user.locale,
      avatarUrl: avatarUrl(app, user.avatarKey),
      isAdmin: user.isAdmin,
      photographerAuth: user.photographerAuth,
      photographerAuthStatus: user.photographerAuthStatus,
      createdAt: user.createdAt.toISOString(),
    };
  }

  app.get(
    `${base}/Get`,
    {
      schema: { tags, summary: "The logged-in member's profile", response: envelopeOf(Member) },
      config: { auth: 'member' },
    },
    async (request) => ok(await memberView(requireUser(request).id)),
  );

  app.post(
    `${base}/Update`,
    {
      schema: {
        tags,
        summary: 'Update display name, phone and language',
        body: UpdateMemberBody,
        response: envelopeOf(Member),
      },
      config: { auth: 'member' },
    },
    async (request) => {
      const { id } = requireUser(request);
      const { displayName, phone, locale } = request.body;
      await app.db.user.update({
        where: { id },
        data: { displayName: displayName.trim(), ...(phone !== undefined && { phone }), ...(locale && { locale }) },
      });
      return ok(await memberView(id));
    },
  );
};

export default routes;
