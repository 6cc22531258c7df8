import Type from 'typebox';
import { FaceSearchId } from '../../faces/stored-face-search.ts';
import { PhotoView } from '../../shared/views/photo-view.ts';
import { CART_LIMIT } from './cart.ts';
import { PHOTO_STATES_LIMIT } from './photo-states.ts';
import { Id } from '../../lib/schema-types.ts';

export const CreateListBody = Type.Object({
  photoIds: Type.Array(Id, { minItems: 1, maxItems: CART_LIMIT }),
});

const AddOutcome = Type.Object({
  photoId: Type.Integer(),
  status: Type.Union(
    ['added', 'duplicate', 'bought', 'pending', 'unavailable', 'cartFull'].map((s) => Type.Literal(s)),
  ),
  /** What happened, in the caller's language. */
  message: Type.String(),
});

export const CreateListResult = Type.Object({ added: Type.Integer(), items: Type.Array(AddOutcome) });

const CartPhoto = Type.Object({
  ...PhotoView.properties,
  cartItemId: Type.Integer(),
  photoId: Type.Integer(),
  /** False when the photo can no longer be bought (hidden, bought, in a pending order): not in the totals. */
  available: Type.Boolean(),
  message: Type.Union([Type.String(), Type.Null()]),
});

const BundleOffer = {
  activityId: Type.Integer(),
  photoCount: Type.Integer(),
  /** NT$ for the bundle, and for the same photos one by one. */
  price: Type.Integer(),
  singlesTotal: Type.Integer(),
};

const CartBundle = Type.Object({
  id: Type.Integer(),
  ...BundleOffer,
  activityTitle: Type.String(),
  photoIds: Type.Array(Type.Integer()),
  /** False when one of its photos can no longer be bought: not in the totals, checkout refuses it. */
  available: Type.Boolean(),
  message: Type.Union([Type.String(), Type.Null()]),
});

/** The member's photos an activity's bib finds, or their own kept selfie search (one of the two), offered as one bundle. */
export const BundleQuery = Type.Object({
  activityId: Id,
  code: Type.Optional(Type.String({ pattern: '^\\s*[A-Za-z0-9]{1,16}\\s*$', maxLength: 40 })),
  faceSearchId: Type.Optional(FaceSearchId),
});
export const BundleOfferResult = Type.Union([Type.Object(BundleOffer), Type.Null()]);
export const AddedBundle = Type.Object(BundleOffer);
export const BundleIdQuery = Type.Object({ id: Id });

export const CartList = Type.Object({
  items: Type.Array(
    Type.Object({
      activityId: Type.Integer(),
      activityTitle: Type.String(),
      groups: Type.Array(
        Type.Object({
          photographerId: Type.Integer(),
          photographerName: Type.String(),
          items: Type.Array(CartPhoto),
        }),
      ),
    }),
  ),
  /** "All my photos in this activity" lines (docs/decisions/036). */
  bundles: Type.Array(CartBundle),
  /** Photos that can be bought now, and their price now (NT$), bundles included. */
  totalCount: Type.Integer(),
  totalAmount: Type.Integer(),
});

export const DeleteQuery = Type.Object({ id: Type.Optional(Id), photoId: Type.Optional(Id) });
export const Removed = Type.Object({ removed: Type.Integer() });

/** `photoIds=1,2,3`: at most PHOTO_STATES_LIMIT row ids (each checked against int4 by the service). */
export const PhotoStatesQuery = Type.Object({
  photoIds: Type.String({
    pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${PHOTO_STATES_LIMIT - 1}}$`,
    maxLength: PHOTO_STATES_LIMIT * 11,
  }),
});

export const PhotoStates = Type.Object({
  /** Only the photos the member has something of; any other photo can be added to the cart. */
  items: Type.Array(
    Type.Object({
      photoId: Type.Integer(),
      state: Type.Union([Type.Literal('bought'), Type.Literal('pending'), Type.Literal('inCart')]),
      /** The paid order (its page lists the download) or the unpaid one to pay; null in the cart. */
      orderId: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});
