import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';

const TypeT = Type.Union([Type.Literal(30), Type.Literal(40)], {
  description: '30 = region/city, 40 = event type',
});

export const AdminCommonTypeQuery = Type.Object({
  ...pagingQuery(),
  SGL_TypeT: TypeT,
  SGL_ParentID: Type.Optional(Id),
});

export const AdminCommonTypeItem = Type.Object({
  id: Type.Integer(),
  sgL_Title: Type.String(),
  sgL_TitleEn: Type.String(),
  sgL_TypeT: Type.Integer(),
  sgL_ParentID: Type.Union([Type.Integer(), Type.Null()]),
  sort: Type.Integer(),
  isShow: Type.Boolean(),
});
export const AdminCommonTypeList = PagedResult(AdminCommonTypeItem);

const editable = {
  sgL_Title: RequiredText(64),
  sgL_TitleEn: RequiredText(64),
  isShow: Type.Optional(Type.Boolean({ default: true })),
};

export const CreateCommonTypeBody = Type.Object({
  sgL_TypeT: TypeT,
  sgL_ParentID: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description: 'Type 30: 1 (the root) for a region, a region id for a city; type 40: none',
    }),
  ),
  ...editable,
});

export const UpdateCommonTypeBody = Type.Object({ id: Id, ...editable });

export const UpdateStoreBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true, description: 'Siblings in their new order' }),
});

export const CommonTypeIdQuery = Type.Object({ id: Id });
