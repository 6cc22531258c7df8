import { api } from '../../../lib/api-client.ts';

/** What deleting would remove, and the order items that forbid it. */
export const getDeleteImpact = (id: number) =>
  api.get('/api/services/app/Activity/GetDeleteImpact', { params: { id } });

/** Hides the activity at once; its photos, faces, files and albums go in the background. */
export const deleteActivity = (id: number) =>
  api.get('/api/services/app/Activity/DeleteActivity', { params: { id }, successMessage: true });
