import Type from 'typebox';
import { pagingQuery } from '../../shared/paging.ts';
import { PhotoView } from '../../shared/views/photo-view.ts';
import { Id } from '../../lib/schema-types.ts';

const Token = Type.Optional(Type.String({ maxLength: 2000 }));

export const PhotoQuery = Type.Object({ photoId: Id });
export const OrderQuery = Type.Object({ orderId: Id });
/** Downloads a browser opens directly: bearer header, or the token from a Get…Url call. */
export const PhotoDownloadQuery = Type.Object({ photoId: Id, token: Token });
export const OrderDownloadQuery = Type.Object({ orderId: Id, token: Token });
export const MyPhotosQuery = Type.Object(pagingQuery());

export const DownloadLink = Type.Object({ url: Type.String(), expiresInSeconds: Type.Integer() });

const PurchasedPhoto = Type.Object({
  ...PhotoView.properties,
  orderId: Type.Integer(),
  orderItemId: Type.Integer(),
  photoId: Type.Integer(),
  fileName: Type.String(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  /** The price paid (NT$), which may differ from today's. */
  price: Type.Integer(),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  downloadable: Type.Boolean(),
});

export const MyPhotos = Type.Object({ totalCount: Type.Integer(), items: Type.Array(PurchasedPhoto) });

export const OrderDownloads = Type.Object({
  orderId: Type.Integer(),
  merchantTradeNo: Type.String(),
  status: Type.String(),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  totalAmount: Type.Integer(),
  downloadable: Type.Boolean(),
  items: Type.Array(PurchasedPhoto),
});
