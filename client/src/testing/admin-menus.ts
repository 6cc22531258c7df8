import { envelope } from './test-utils.tsx';

export const GET_MY_MENUS = '/api/services/app/AdminMenu/GetMyMenus';

/** The back-office frame's menu answer for an admin whose role opens exactly these pages. */
export function adminMenus(...paths: string[]): Response {
  const menus = paths.map((path) => ({ key: path, title: path, path, icon: null, children: [] }));
  return envelope({ permissions: [], menus });
}
