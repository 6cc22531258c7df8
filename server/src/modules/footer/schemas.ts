import Type from 'typebox';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { SortNumber } from '../../shared/sort-order.ts';

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

// ---------------------------------------------------------------- back office

const Time = Type.String({ format: 'date-time' });

export const AdminFootLinkView = Type.Object({
  id: Type.Integer(),
  /** null for a column heading, the column's id for a link. */
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  parentTitle: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  titleEn: Type.Union([Type.String(), Type.Null()]),
  /** A link's page path (its page is /foot/{sgL_RequestUrl}); null for a column. */
  sgL_RequestUrl: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
  SGL_IsShow: Type.Boolean(),
  /** A column's links; 0 for a link. */
  childCount: Type.Integer(),
  /** The id of a link's page content, when written. */
  contentId: Type.Union([Type.Integer(), Type.Null()]),
  updatedAt: Time,
});

export const AdminFootLinkQuery = Type.Object({
  ...pagingQuery({ defaultSize: 100 }),
  /** parent: column headings only; child: links only; omitted: both. */
  level: Type.Optional(Type.Union([Type.Literal('parent'), Type.Literal('child')])),
  parentId: Type.Optional(Id),
});

export const FootLinkFields = Type.Object({
  /** Omitted or null: a column heading. */
  parentId: Type.Optional(Type.Union([Id, Type.Null()])),
  title: RequiredText(100),
  titleEn: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  sgL_RequestUrl: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  sort: SortNumber,
  SGL_IsShow: Type.Boolean(),
});

export const UpdateFootLinkBody = Type.Object({ id: Id, ...FootLinkFields.properties });

export const FootIdQuery = Type.Object({ Id: Id });

export const FootStoreBody = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Id,
      sort: SortNumber,
      /** A link moved to another column. */
      parentId: Type.Optional(Id),
    }),
    { minItems: 1, maxItems: 1000 },
  ),
});

/** Rich text up to 200 000 characters (pictures are links, not inline data). */
const RichText = (options: { minLength?: number }) => Type.String({ maxLength: 200_000, ...options });

export const FootContentFields = Type.Object({
  footLinkId: Id,
  content: RichText({ minLength: 1 }),
  contentEn: Type.Optional(Type.Union([RichText({}), Type.Null()])),
});

export const UpdateFootContentBody = Type.Object({ id: Id, ...FootContentFields.properties });

export const AdminFootContentView = Type.Object({
  id: Type.Integer(),
  footLinkId: Type.Integer(),
  linkTitle: Type.String(),
  parentTitle: Type.Union([Type.String(), Type.Null()]),
  sgL_RequestUrl: Type.Union([Type.String(), Type.Null()]),
  SGL_IsShow: Type.Boolean(),
  content: Type.String(),
  contentEn: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Time,
});

export const AdminFootContentListQuery = Type.Object(pagingQuery({ defaultSize: 100 }));

export const AdminFootContentList = PagedResult(Type.Omit(AdminFootContentView, ['content', 'contentEn']));

export const AdminFootLinkList = PagedResult(AdminFootLinkView);
