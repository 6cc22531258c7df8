// The built-in owner role: it holds every permission, cannot be deleted or have its permissions
// changed, and at least one active user must keep it. Its name is stable (rows in existing
// installations carry it), so code refers to it only through this constant.
export const OWNER_ROLE = 'Admin';
