import Type from 'typebox';

export const BannerQuery = Type.Object({
  /** 1 = the home carousel. */
  typeId: Type.Integer({ minimum: 1, default: 1 }),
});

export const BannerList = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      imageUrl: Type.String(),
      linkUrl: Type.Union([Type.String(), Type.Null()]),
      sort: Type.Integer(),
    }),
  ),
});
