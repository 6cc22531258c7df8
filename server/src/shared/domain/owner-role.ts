// The owner role: the built-in role that holds every permission. The site always keeps one active
// administrator holding it, so nobody can lock the whole staff out of the back office.

/** Name of the owner role row; seed-data/roles.ts seeds it under this name. */
export const OWNER_ROLE = 'Admin';
