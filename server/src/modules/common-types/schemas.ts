import Type from 'typebox';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';

export const CommonTypeQuery = Type.Object({
  ...pagingQuery(),
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
