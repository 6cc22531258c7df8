/** What a route tells the layout (React Router's `handle`, the original site's route meta). */
export interface RouteHandle {
  /** [zh-TW, en] page title; the layout appends the site name. */
  title?: readonly [string, string];
  /** A title from the shared strings (common namespace), e.g. the not-found page's. */
  titleKey?: string;
  /** The home page: its own title and description. */
  home?: boolean;
  /** No floating TOP and go-home buttons (the site guide). */
  noFloatButtons?: boolean;
  /** Footer pages: route name ('foot-…') and the page's sgL_RequestUrl. */
  name?: string;
  requestUrl?: string;
  /** The route table's path pattern of the page ('/admin/OrderDetails/:id?'). */
  path?: string;
  /** The back office (admin group route): drawn by its own frame, without the site's header and footer. */
  backOffice?: boolean;
}
