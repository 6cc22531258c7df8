/** A back-office menu entry as the server answers it: a section (no path), a page, or a sub-page. */
export interface MenuNode {
  key: string;
  title: string;
  path: string | null;
  icon: string | null;
  children?: readonly MenuNode[];
}

/**
 * Pages reached from a list rather than from the menu (they take an id): the list page they
 * belong under, for the breadcrumbs and for who may open them. Keyed by the route table's path.
 */
const DETAIL_PAGE_PARENTS: Record<string, string> = {
  '/admin/AdminNotificationDetail/:id?': '/admin/Notification',
  '/admin/ApplicationDetails/:id?': '/admin/Application',
  '/admin/CreateBannerId/:Id?': '/admin/Banner',
  '/admin/EventDetails/:id?': '/admin/EventList',
  '/admin/Foot/Page/Edit/:id?': '/admin/Footer/Page',
  '/admin/IncomeDetails/:id?': '/admin/Income',
  '/admin/OrderDetails/:id?': '/admin/OrderList',
  '/admin/user/userList/:id': '/admin/user/userList',
};

const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** The entries from the top of the tree down to the one opening `path` (case-insensitive), or null. */
export function menuTrail(nodes: readonly MenuNode[], path: string): MenuNode[] | null {
  for (const node of nodes) {
    if (node.path && samePath(node.path, path)) return [node];
    const below = menuTrail(node.children ?? [], path);
    if (below) return [node, ...below];
  }
  return null;
}

/**
 * Where the page on screen sits in the admin's menu: its own entry's trail, or for a detail page
 * its list's trail (`detail` true). Null when the admin's role does not open the page.
 */
export function pageTrail(
  nodes: readonly MenuNode[],
  pathname: string,
  routePath: string | undefined,
): { trail: MenuNode[]; detail: boolean } | null {
  const own = menuTrail(nodes, pathname);
  if (own) return { trail: own, detail: false };
  const parent = routePath && DETAIL_PAGE_PARENTS[routePath];
  const list = parent ? menuTrail(nodes, parent) : null;
  return list ? { trail: list, detail: true } : null;
}
