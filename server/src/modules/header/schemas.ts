import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { SiteLink } from '../../shared/site-link.ts';
import { SortNumber } from '../../shared/sort-order.ts';

export const HeaderList = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String(), sort: Type.Integer() }),
  ),
});

export const AdminHeaderView = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleEn: Type.Union([Type.String(), Type.Null()]),
  url: Type.String(),
  sort: Type.Integer(),
  isShow: Type.Boolean(),
});

export const AdminHeaderList = PagedResult(AdminHeaderView);

export const AdminHeaderListQuery = Type.Object(pagingQuery({ defaultSize: 100 }));

export const HeaderFields = Type.Object({
  title: RequiredText(100),
  titleEn: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  url: SiteLink,
  sort: SortNumber,
  isShow: Type.Boolean(),
});

export const UpdateHeaderBody = Type.Object({ id: Id, ...HeaderFields.properties });

export const HeaderIdQuery = Type.Object({ Id: Id });
