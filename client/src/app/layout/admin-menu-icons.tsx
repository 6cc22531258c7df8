import type { ComponentType } from 'react';
import * as MENU_ICONS from './admin-menu-icon-set.ts';

const ICONS: Partial<Record<string, ComponentType>> = MENU_ICONS;

/** The menu entry's icon, or none for a name this map does not know. */
export function MenuIcon({ name }: { name: string | null }) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}
