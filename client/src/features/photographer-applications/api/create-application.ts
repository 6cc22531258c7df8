import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload.ts';
import { myApplicationQuery } from './my-application.ts';

/** What the server takes as a sample photo (MemEmber/CreatePhotoGrapher). */
export const SAMPLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const SAMPLE_MAX_MB = 10;
export const MAX_SAMPLES = 5;

export interface ApplicationInput {
  displayName: string;
  realName: string;
  phone: string;
  cityId: number;
  introduction: string;
  portfolioUrl?: string;
  samples: File[];
}

export function createApplication({ samples, ...fields }: ApplicationInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  form.append('agreeTerms', 'true');
  for (const sample of samples) form.append('file', sample);
  return uploadForm('/api/services/app/MemEmber/CreatePhotoGrapher', form, { silent: true });
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationQuery().queryKey }),
  });
}
