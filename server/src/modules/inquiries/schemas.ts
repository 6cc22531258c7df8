import Type from 'typebox';
import { pagingQuery } from '../../shared/paging.ts';
import { Email } from '../../shared/domain/email.ts';
import { Id, RequiredText } from '../../lib/schema-types.ts';

const Status = Type.Union([Type.Literal('pending'), Type.Literal('replied'), Type.Literal('closed')]);
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const MESSAGE_MAX_LENGTH = 2000;

export const InquiryBody = Type.Object({
  name: RequiredText(64),
  // Spec §5: letters, digits and ._%+- before @, then a domain with a dot and a 2+ letter suffix.
  email: Email,
  /** Optional: left out or empty. */
  phone: Type.Optional(Type.String({ pattern: '^([0-9+\\-() ]{6,32})?$' })),
  subject: RequiredText(200),
  message: RequiredText(MESSAGE_MAX_LENGTH),
});

export const InquiryCreated = Type.Object({ id: Type.Integer() });

export const InquiryListQuery = Type.Object({ ...pagingQuery(), status: Type.Optional(Status) });

export const InquiryView = Type.Object({
  id: Type.Integer(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  subject: Type.String(),
  message: Type.String(),
  status: Status,
  reply: Nullable(Type.String()),
  repliedAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});

export const InquiryList = Type.Object({ totalCount: Type.Integer(), items: Type.Array(InquiryView) });

export const InquiryUpdateBody = Type.Object({
  id: Id,
  status: Type.Optional(Status),
  /** Sent to the writer by e-mail; the inquiry becomes `replied` unless a status is given. */
  reply: Type.Optional(RequiredText(MESSAGE_MAX_LENGTH)),
});
