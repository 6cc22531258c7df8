import { uploadForm } from '../../../lib/upload.ts';

export type CoverOwner = 'race' | 'activity';

const PATHS = {
  race: '/api/services/app/AdminEvent/UploadCover',
  activity: '/api/services/app/AdminActivity/UploadCover',
} as const;

/** Replaces the cover of a race or an activity; answers the new cover's URL. */
export async function uploadCover(owner: CoverOwner, id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  const { coverUrl } = await uploadForm(PATHS[owner], form, { params: { id }, successMessage: true });
  return coverUrl;
}
