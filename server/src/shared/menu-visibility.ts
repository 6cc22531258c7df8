// Which back-office menu entries a role shows. An entry the menu editor decided on (granted, or
// hidden although the permissions would show it) follows that decision; any other entry shows
// when it needs no permission or the role holds the one it needs.

export interface RoleMenuRules {
  permissions: readonly { permissionName: string }[];
  menus: readonly { menuId: number; hidden: boolean }[];
}

interface MenuEntry {
  id: number;
  permissionName: string | null;
}

export const shownByPermission = (role: RoleMenuRules, menu: MenuEntry) =>
  menu.permissionName === null || role.permissions.some((held) => held.permissionName === menu.permissionName);

export function showsMenu(role: RoleMenuRules, menu: MenuEntry) {
  const decision = role.menus.find((decided) => decided.menuId === menu.id);
  return decision ? !decision.hidden : shownByPermission(role, menu);
}
