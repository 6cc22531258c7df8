/** photographerAuthStatus of a suspended photographer ('' or 'restore' = active). */
export const BLOCKED_PHOTOGRAPHER = 'blocked';

export const isBlockedPhotographer = (status: string) => status === BLOCKED_PHOTOGRAPHER;
