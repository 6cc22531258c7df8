import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/upload.ts';
import { SendError, type SendOutcome } from '../engine/upload-queue.ts';

const GET_EXISTING_HASHES = '/api/services/app/PhotoGalleryList/GetExistingHashes';
const UPLOAD = '/api/services/app/PhotoGalleryList/Upload';
const GET_UPLOAD_PROGRESS = '/api/services/app/PhotoGalleryList/GetUploadProgress';

/** Which of the hashes (≤ 1000) the album already holds. */
export async function getExistingHashes(coId: number, hashes: string[]): Promise<string[]> {
  return (await api.post(GET_EXISTING_HASHES, { coId, hashes }, { silent: true })).hashes;
}

/**
 * Sends one photo on its own request and answers the server's word on it. Network trouble and
 * server errors may be tried again; any other refusal of the request (login expired, not your
 * album) may not.
 */
export async function uploadPhoto(
  coId: number,
  file: File,
  onProgress: (loaded: number) => void,
): Promise<SendOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const result = await uploadForm(UPLOAD, form, {
      params: { coId },
      silent: true,
      onProgress: ({ loaded, total }) => onProgress(Math.round((loaded / total) * file.size)),
    });
    const [outcome] = result.items;
    if (!outcome) throw new SendError('', true);
    return outcome;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const retryable = error.kind === 'network' || (error.status ?? 0) >= 500;
    throw new SendError(error.message, retryable);
  }
}

/** The album's processing counts, polled while photos are still being processed. */
export function useUploadProgress(coId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['photographer-upload', 'progress', coId],
    queryFn: ({ signal }) => api.get(GET_UPLOAD_PROGRESS, { params: { coId }, signal }),
    enabled,
    refetchInterval: (query) => ((query.state.data?.processing ?? 1) > 0 ? 2500 : false),
  });
}
