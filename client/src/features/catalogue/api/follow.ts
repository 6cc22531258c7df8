import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// 有新照片時通知我: a bib (Follow/Create for guests, Follow/CreateMine for members) or a selfie. The member's list
// (/myfollow) reads under the same key, so a new follow shows there at once.
const followsKey = ['follows'];

export function useFollowBib() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      activityId,
      code,
      email,
    }: {
      activityId: number;
      code: string;
      email?: string;
    }): Promise<unknown> =>
      email === undefined
        ? api.post('/api/services/app/Follow/CreateMine', { activityId, code })
        : api.post('/api/services/app/Follow/Create', { activityId, code, email }),
    onSuccess: () => client.invalidateQueries({ queryKey: followsKey }),
  });
}

/**
 * Follows the face of a kept selfie search, with the runner's consent (Follow/CreateSelfie for
 * guests, Follow/CreateMineSelfie for members): the server keeps its descriptor only.
 */
export function useFollowSelfie() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      searchId,
      faceIndex,
      email,
    }: {
      searchId: string;
      faceIndex: number;
      email?: string;
    }): Promise<unknown> =>
      email === undefined
        ? api.post('/api/services/app/Follow/CreateMineSelfie', { searchId, faceIndex, consent: true })
        : api.post('/api/services/app/Follow/CreateSelfie', { searchId, faceIndex, consent: true, email }),
    onSuccess: () => client.invalidateQueries({ queryKey: followsKey }),
  });
}
