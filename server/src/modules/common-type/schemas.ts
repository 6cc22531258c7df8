import Type from 'typebox';
import { PagedResult, PagingQuery } from '../../lib/envelope.ts';

export const CommonTypeQuery = Type.Object({
  ...PagingQuery,
  SGL_TypeT: Type.Optional(Type.Integer()),
  SGL_ParentID: Type.Optional(Type.Integer()),
});

export const CommonTypeItem = Type.Object({
  id: Type.Integer(),
  sgL_Title: Type.String(),
  sgL_TypeT: Type.Integer(),
  sgL_ParentID: Type.Union([Type.Integer(), Type.Null()]),
  sort: Type.Integer(),
});

export const CommonTypeList = PagedResult(CommonTypeItem);
