/** Bibs are letters and digits, at most 16 (what the server accepts). */
export const BIB_PATTERN = /^[A-Za-z0-9]{1,16}$/;
