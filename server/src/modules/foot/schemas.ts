import Type from 'typebox';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { Id } from '../../lib/schema-types.ts';

export const FootListQuery = Type.Object({
  // The client asks for its whole route list at start-up with 999 (spec §9).
  ...pagingQuery({ max: 999, defaultSize: 999 }),
  SGL_IsShow: Type.Optional(Type.Boolean()),
});

export const FootPageList = PagedResult(
  Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    sgL_RequestUrl: Type.String(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    sort: Type.Integer(),
  }),
);

export const FootContentQuery = Type.Object({
  sgL_RequestUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  footLinkId: Type.Optional(Id),
});

export const FootContentResult = Type.Object({
  footLinkId: Type.Integer(),
  title: Type.String(),
  sgL_RequestUrl: Type.String(),
  /** Sanitised rich text; empty while the page has none yet. */
  content: Type.String(),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const FootChild = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  sgL_RequestUrl: Type.String(),
  sort: Type.Integer(),
});

export const FootColumns = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), sort: Type.Integer(), children: Type.Array(FootChild) }),
  ),
});
