import { Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon } from './admin-menu-icons.tsx';
import type { MenuNode } from './admin-menu-tree.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

const pageKey = (path: string) => path.toLowerCase();

function pageItem(node: MenuNode & { path: string }, withIcon: boolean): MenuItem {
  return {
    key: pageKey(node.path),
    icon: withIcon ? <MenuIcon name={node.icon} /> : undefined,
    label: <Link to={node.path}>{node.title}</Link>,
  };
}

/** Sections open into their pages; a page with sub-pages opens into itself and them. */
function menuItems(nodes: readonly MenuNode[], depth = 0): MenuItem[] {
  return nodes.map((node): MenuItem => {
    const children = node.children ?? [];
    const withIcon = depth === 0;
    if (node.path && children.length === 0) return pageItem({ ...node, path: node.path }, withIcon);
    return {
      key: node.key,
      icon: withIcon ? <MenuIcon name={node.icon} /> : undefined,
      label: node.title,
      children: [
        ...(node.path ? [pageItem({ ...node, path: node.path }, false)] : []),
        ...menuItems(children, depth + 1),
      ],
    };
  });
}

/**
 * The admin's menu tree with the page on screen selected and its sections open (`trail`: the
 * entries from the top down to it). `onNavigate` closes the phone drawer after a choice.
 */
export function AdminSideMenu({
  menus,
  trail,
  collapsed = false,
  onNavigate,
}: {
  menus: readonly MenuNode[];
  trail: readonly MenuNode[];
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const current = trail.findLast((node) => node.path);
  const trailKeys = trail.filter((node) => node.children?.length).map((node) => node.key);
  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys);
  const trailSignature = trailKeys.join('/');
  // Opening another page opens its sections too; sections the admin opened stay open.
  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...trailSignature.split('/').filter(Boolean)])]);
  }, [trailSignature]);

  return (
    <Menu
      mode="inline"
      items={menuItems(menus)}
      selectedKeys={current?.path ? [pageKey(current.path)] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onNavigate}
    />
  );
}
