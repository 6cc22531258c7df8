// The server's upload limits, checked in the browser first so that a file the server would refuse
// is never sent (the server still checks everything). server/test/app/upload-limits.test.ts fails
// when these and the server's own drift apart.

/** A race photo (docs/decisions/016). */
export const PHOTO_MAX_BYTES = 50 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 100_000_000;
export const PHOTO_MIN_SHORT_SIDE = 400;
/** A selfie for face search. */
export const SELFIE_MAX_BYTES = 10 * 1024 * 1024;
/** A banner picture, in megabytes as its message shows it. */
export const BANNER_IMAGE_MAX_MB = 15;
