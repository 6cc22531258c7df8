import { uploadForm, type UploadProgress } from '../../../lib/upload.ts';

/** What UploadImage takes; it stores the picture as WebP, at most 1920 px. */
export const BANNER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function uploadBannerImage(file: File, onProgress?: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm('/api/services/app/AdminBanner/UploadImage', form, { onProgress });
}
