// Paging of the shop's lists (favourites, orders, bought photos).

export interface Paging {
  page: number;
  pageSize: number;
}

/** ABP's paging parameters for a 1-based page. */
export function pagingParams({ page, pageSize }: Paging) {
  return { SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize };
}
