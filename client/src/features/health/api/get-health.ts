import { apiFetch } from '../../../lib/api-client.ts';

export interface Health {
  status: string;
}

export function getHealth(signal?: AbortSignal): Promise<Health> {
  return apiFetch<Health>('/api/health', { signal });
}
