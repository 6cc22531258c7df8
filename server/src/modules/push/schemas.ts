import Type from 'typebox';

/** A push service's address for one browser: https (checked against the known services), bounded as the column. */
export const ENDPOINT_MAX = 1024;

/** Base64url as browsers give a subscription's keys, optionally padded. */
const base64url = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  return Type.String({ pattern: `^[A-Za-z0-9_-]{${length}}=*$`, maxLength: length + 2 });
};

/** What `PushSubscription.toJSON()` gives in the browser (its expirationTime is not kept). */
export const SubscribeBody = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: ENDPOINT_MAX }),
  keys: Type.Object({
    /** The browser's P-256 public key, uncompressed: 65 bytes. */
    p256dh: base64url(65),
    /** The browser's auth secret: 16 bytes. */
    auth: base64url(16),
  }),
});

export const EndpointBody = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: ENDPOINT_MAX }) });

export const PublicKey = Type.Object({
  /** The VAPID public key the browser subscribes with (applicationServerKey), base64url; null: this site sends no push. */
  publicKey: Type.Union([Type.String(), Type.Null()]),
});

export const Subscribed = Type.Object({ subscribed: Type.Boolean() });
export const Changed = Type.Object({ changed: Type.Integer() });
