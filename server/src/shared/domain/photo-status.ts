/**
 * A photo's life: uploaded photos are `processing` until the pipeline publishes them (`ready`) or
 * gives up (`failed`); a photographer can take a ready photo off sale (`hidden`) and back.
 * Only `ready` photos are shown to buyers.
 */
export const PhotoStatus = {
  processing: 'processing',
  ready: 'ready',
  failed: 'failed',
  hidden: 'hidden',
} as const;
