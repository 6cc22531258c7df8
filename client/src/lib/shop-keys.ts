// The shop's cache keys, shared by every feature that changes the cart or favourites (catalogue,
// shop): features must not import each other, and a key spelt twice could drift apart, so a change
// made on one page would no longer refresh the other's.

export const cartKey = ['shop', 'cart'] as const;
export const favoritesKey = ['shop', 'favorites'] as const;
/** Every "add these photos to the cart" request: the header counts the photos on their way. */
export const addToCartKey = [...cartKey, 'add'] as const;
