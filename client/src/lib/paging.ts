// Paging of lists fetched a page at a time (ABP's SkipCount / MaxResultCount).

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** ABP's paging parameters for a 1-based page. */
export function pagingParams({ page, pageSize }: Paging) {
  return { SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize };
}
