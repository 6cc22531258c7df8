import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// 有新照片時通知我: a bib (Follow/Create for guests, Follow/CreateMine for members) or a selfie. The member's list
// (/myfollow) reads under the same key, so a new follow shows there at once.
const followsKey = ['follows'];

/** A follow request; a new follow shows in the member's list at once. */
function useFollowRequest<Input>(send: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: followsKey }) });
}

export function useFollowBib() {
  return useFollowRequest(({ activityId, code, email }: { activityId: number; code: string; email?: string }) =>
    email === undefined
      ? api.post('/api/services/app/Follow/CreateMine', { activityId, code })
      : api.post('/api/services/app/Follow/Create', { activityId, code, email }),
  );
}

/**
 * Follows the face of a kept selfie search, with the runner's consent (Follow/CreateSelfie for
 * guests, Follow/CreateMineSelfie for members): the server keeps its descriptor only.
 */
export function useFollowSelfie() {
  return useFollowRequest(({ searchId, faceIndex, email }: { searchId: string; faceIndex: number; email?: string }) =>
    email === undefined
      ? api.post('/api/services/app/Follow/CreateMineSelfie', { searchId, faceIndex, consent: true })
      : api.post('/api/services/app/Follow/CreateSelfie', { searchId, faceIndex, consent: true, email }),
  );
}
