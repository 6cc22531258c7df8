import type { ApiResult } from './api-types.ts';

// Shared by every feature that shows photos (catalogue, shop); features must not import each other.

/**
 * A published photo as every answer shows it (the server's gallery PhotoView): public renditions
 * only; `coId` is its album, `price` NT$ (an integer). The photo page's answer is the reference.
 */
export type PhotoView = ApiResult<'/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoDetail', 'get'>['photo'];
