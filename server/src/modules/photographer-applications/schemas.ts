import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { pagingQuery } from '../../shared/paging.ts';

export const MAX_SAMPLES = 5;
export const SAMPLE_MAX_BYTES = 10 * 1024 * 1024;
export const REASON_MAX_LENGTH = 1000;

const Status = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * The text fields of the multipart application form (the files are its `file` parts). Multipart
 * fields arrive as text, so they are checked with coercion: "true" is true, "12" is 12.
 */
export const ApplicationFields = Type.Object({
  displayName: RequiredText(64),
  realName: RequiredText(64),
  phone: Type.String({ pattern: '^[0-9+\\-() ]{6,32}$' }),
  cityId: Id,
  introduction: RequiredText(2000),
  /** Optional: left out or empty. */
  portfolioUrl: Type.Optional(Type.String({ maxLength: 500 })),
  /** Must be true: the applicant accepted the photographer terms. */
  agreeTerms: Type.Boolean(),
});

export const ApplicationCreated = Type.Object({ id: Type.Integer() });

/** What the applicant sees of their application. */
export const MyApplicationView = Type.Object({
  id: Type.Integer(),
  status: Status,
  /** The reason of a rejection. */
  reason: Nullable(Type.String()),
  createdAt: DateTime,
  reviewedAt: Nullable(DateTime),
  displayName: Type.String(),
  /** Short-lived links to the sample photos. */
  sampleUrls: Type.Array(Type.String()),
});

export const ApplicationListQuery = Type.Object({
  ...pagingQuery(),
  status: Type.Optional(Status),
  /** Part of the display or real name, the account's e-mail or the phone. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

export const ApplicationListItem = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  displayName: Type.String(),
  realName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  city: Nullable(Type.String()),
  status: Status,
  createdAt: DateTime,
  reviewedAt: Nullable(DateTime),
});

export const ApplicationDetail = Type.Object({
  ...ApplicationListItem.properties,
  cityId: Nullable(Type.Integer()),
  introduction: Type.String(),
  portfolioUrl: Nullable(Type.String()),
  sampleUrls: Type.Array(Type.String()),
  termsAcceptedAt: DateTime,
  reviewNote: Nullable(Type.String()),
  reviewerName: Nullable(Type.String()),
  account: Type.Object({
    email: Type.String(),
    displayName: Type.String(),
    since: DateTime,
    photographerAuth: Type.Boolean(),
    /** '' or 'restore' = active, 'blocked' = suspended. */
    photographerAuthStatus: Type.String(),
    isActive: Type.Boolean(),
  }),
});

export const IdQuery = Type.Object({ id: Id });

export const DecisionBody = Type.Object({
  id: Id,
  approve: Type.Boolean(),
  /** Required when rejecting; sent to the applicant. */
  reason: Type.Optional(Type.String({ maxLength: REASON_MAX_LENGTH })),
});

export const PhotographerAuthQuery = Type.Object({
  userId: Id,
  status: Type.Union([Type.Literal('blocked'), Type.Literal('restore')]),
});

export const PhotographerAuthResult = Type.Object({
  userId: Type.Integer(),
  photographerAuthStatus: Type.String(),
});

export const SampleQuery = Type.Object({ token: Type.String({ maxLength: 2000 }) });
