// The CommonType lookup table's kinds (spec: `SGL_TypeT`) and its root row (`SGL_ParentID` 1).

/** Taiwan's regions (children of the root) and their cities (children of a region). */
export const COMMON_TYPE_REGION_CITY = 30;
/** The kinds of sports events (marathon, trail, cycling …). */
export const COMMON_TYPE_EVENT_TYPE = 40;
/** 全臺: the parent of every region. */
export const COMMON_TYPE_ROOT_ID = 1;

export type CommonTypeT = typeof COMMON_TYPE_REGION_CITY | typeof COMMON_TYPE_EVENT_TYPE;
