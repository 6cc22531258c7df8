import { describe, expect, it } from 'vitest';
import * as browser from '../../../client/src/lib/upload-limits.ts';
import { MAX_IMAGE_PIXELS } from '../../src/lib/images.ts';
import { BANNER_IMAGE_MAX_BYTES } from '../../src/modules/banners/admin-routes.ts';
import { MIN_PHOTO_SHORT_SIDE } from '../../src/modules/albums/upload.ts';
import { SELFIE_MAX_BYTES } from '../../src/modules/face-search/routes.ts';
import { MAX_UPLOAD_BYTES } from '../../src/plugins/external/multipart.ts';

// The web client checks a file against these limits before sending it; if the two sides drift,
// a photographer either waits for uploads the server refuses or is refused files it would take.
describe('upload limits', () => {
  it('are the same in the browser as on the server', () => {
    expect(browser.PHOTO_MAX_BYTES).toBe(MAX_UPLOAD_BYTES);
    expect(browser.PHOTO_MAX_PIXELS).toBe(MAX_IMAGE_PIXELS);
    expect(browser.PHOTO_MIN_SHORT_SIDE).toBe(MIN_PHOTO_SHORT_SIDE);
    expect(browser.SELFIE_MAX_BYTES).toBe(SELFIE_MAX_BYTES);
    expect(browser.BANNER_IMAGE_MAX_MB * 1024 * 1024).toBe(BANNER_IMAGE_MAX_BYTES);
  });
});
