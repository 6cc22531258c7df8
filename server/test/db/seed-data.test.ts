import { describe, it, expect } from 'vitest';
import { commonTypes } from '../../src/db/seed-data/common-types.ts';
import {
  COMMON_TYPE_EVENT_TYPE,
  COMMON_TYPE_REGION_CITY,
  COMMON_TYPE_ROOT_ID,
} from '../../src/shared/domain/common-types.ts';
import { permissions } from '../../src/db/seed-data/permissions.ts';
import { PERMISSION_GROUP, PERMISSIONS, type PermissionKey } from '../../src/shared/domain/permissions.ts';
import { menus } from '../../src/db/seed-data/menus.ts';
import { roles } from '../../src/db/seed-data/roles.ts';
import { OWNER_ROLE } from '../../src/shared/domain/roles.ts';

function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('common types', () => {
  const byId = new Map(commonTypes.map((row) => [row.id, row]));
  const places = commonTypes.filter((row) => row.typeT === COMMON_TYPE_REGION_CITY);
  const regions = places.filter((row) => row.parentId === COMMON_TYPE_ROOT_ID);
  const cities = places.filter((row) => row.parentId !== null && row.parentId !== COMMON_TYPE_ROOT_ID);

  it('has unique ids', () => {
    expect(duplicates(commonTypes.map((row) => row.id))).toEqual([]);
  });

  it('points every parentId at an existing row of the same typeT', () => {
    for (const row of commonTypes) {
      if (row.parentId === null) continue;
      expect(byId.get(row.parentId)?.typeT, `parent of ${row.title}`).toBe(row.typeT);
    }
  });

  it('has the root as the only region/city row without a parent', () => {
    const roots = places.filter((row) => row.parentId === null);
    expect(roots.map((row) => row.id)).toEqual([COMMON_TYPE_ROOT_ID]);
    expect(byId.get(COMMON_TYPE_ROOT_ID)?.title).toBe('全臺');
  });

  it('lists the five regions of Taiwan and Overseas under the root', () => {
    expect(regions.map((row) => row.title).sort()).toEqual(['北部', '中部', '南部', '東部', '離島', '海外'].sort());
  });

  it('has each of the 22 cities and counties once, under a region under the root', () => {
    const expected: Record<string, string[]> = {
      北部: ['基隆市', '臺北市', '新北市', '桃園市', '新竹市', '新竹縣', '宜蘭縣'],
      中部: ['苗栗縣', '臺中市', '彰化縣', '南投縣', '雲林縣'],
      南部: ['嘉義市', '嘉義縣', '臺南市', '高雄市', '屏東縣'],
      東部: ['花蓮縣', '臺東縣'],
      離島: ['澎湖縣', '金門縣', '連江縣'],
    };
    const allExpected = Object.values(expected).flat();
    expect(allExpected).toHaveLength(22);
    expect(cities).toHaveLength(22);
    expect(duplicates(cities.map((row) => row.title))).toEqual([]);
    expect(cities.map((row) => row.title).sort()).toEqual([...allExpected].sort());

    for (const city of cities) {
      const region = byId.get(city.parentId ?? -1);
      expect(region?.parentId, `region of ${city.title}`).toBe(COMMON_TYPE_ROOT_ID);
      expect(expected[region?.title ?? '']).toContain(city.title);
    }
  });

  it('uses 臺 rather than 台 in official names', () => {
    expect(places.filter((row) => row.title.includes('台'))).toEqual([]);
  });

  it('has nothing under 海外 (Overseas)', () => {
    const overseas = regions.find((row) => row.title === '海外');
    expect(places.filter((row) => row.parentId === overseas?.id)).toEqual([]);
  });

  it('has nine event types, none with a parent', () => {
    const eventTypes = commonTypes.filter((row) => row.typeT === COMMON_TYPE_EVENT_TYPE);
    expect(eventTypes).toHaveLength(9);
    expect(eventTypes.filter((row) => row.parentId !== null)).toEqual([]);
  });

  it('has a title and an English title on every row', () => {
    for (const row of commonTypes) {
      expect(row.title.trim(), `id ${row.id}`).not.toBe('');
      expect(row.titleEn.trim(), `id ${row.id}`).not.toBe('');
    }
  });
});

describe('permissions', () => {
  const names = permissions.map((permission) => permission.name);

  it('has unique names, each one from PERMISSIONS', () => {
    expect(duplicates(names)).toEqual([]);
    expect([...names].sort()).toEqual(Object.values(PERMISSIONS).sort());
  });

  it('lists every parent before its children', () => {
    permissions.forEach((permission, index) => {
      if (permission.parentName === null) return;
      const parentIndex = names.indexOf(permission.parentName);
      expect(parentIndex, permission.name).toBeGreaterThanOrEqual(0);
      expect(parentIndex, permission.name).toBeLessThan(index);
    });
  });

  it('gives every nested name (Pages.X.Y) the parent Pages.X', () => {
    for (const permission of permissions) {
      const segments = permission.name.split('.');
      const expectedParent = segments.length > 2 ? segments.slice(0, -1).join('.') : null;
      expect(permission.parentName, permission.name).toBe(expectedParent);
    }
  });

  it('puts every action in the same group as its page, so the role editor shows it under its parent', () => {
    const keyOf = new Map(Object.entries(PERMISSIONS).map(([key, name]) => [name as string, key as PermissionKey]));
    for (const permission of permissions) {
      if (permission.parentName === null) continue;
      const group = PERMISSION_GROUP[keyOf.get(permission.name)!];
      expect(group, permission.name).toBe(PERMISSION_GROUP[keyOf.get(permission.parentName)!]);
    }
  });

  it('has zh-TW and English display names', () => {
    for (const permission of permissions) {
      expect(permission.displayName.trim(), permission.name).not.toBe('');
      expect(permission.displayNameEn.trim(), permission.name).not.toBe('');
    }
  });
});

describe('menus', () => {
  const keys = menus.map((menu) => menu.key);
  const permissionNames = new Set<string>(permissions.map((permission) => permission.name));

  it('has unique kebab-case keys', () => {
    expect(duplicates(keys)).toEqual([]);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('lists every parent before its children', () => {
    menus.forEach((menu, index) => {
      if (menu.parentKey === null) return;
      const parentIndex = keys.indexOf(menu.parentKey);
      expect(parentIndex, menu.key).toBeGreaterThanOrEqual(0);
      expect(parentIndex, menu.key).toBeLessThan(index);
    });
  });

  it('refers only to permissions in the catalogue', () => {
    for (const menu of menus) {
      if (menu.permissionName !== null) {
        expect(permissionNames.has(menu.permissionName), menu.key).toBe(true);
      }
    }
  });

  it('leaves only the dashboard and sections without a permission', () => {
    const open = menus.filter((menu) => menu.permissionName === null);
    for (const menu of open) {
      const isSection = menu.path === null && menus.some((child) => child.parentKey === menu.key);
      expect(isSection || menu.key === 'dashboard', menu.key).toBe(true);
    }
  });

  it('has unique paths under /admin/ and none with a route parameter', () => {
    const paths = menus.flatMap((menu) => (menu.path === null ? [] : [menu.path]));
    expect(duplicates(paths)).toEqual([]);
    for (const path of paths) {
      expect(path.startsWith('/admin/'), path).toBe(true);
      expect(path, path).not.toContain(':');
    }
  });

  it('gives every section at least one child', () => {
    for (const menu of menus.filter((entry) => entry.path === null)) {
      expect(
        menus.some((child) => child.parentKey === menu.key),
        menu.key,
      ).toBe(true);
    }
  });

  it('has unique sort values among siblings', () => {
    const siblingSorts = menus.map((menu) => `${menu.parentKey ?? ''}#${menu.sort}`);
    expect(duplicates(siblingSorts)).toEqual([]);
  });
});

describe('roles', () => {
  const permissionNames = permissions.map((permission) => permission.name);
  const byName = new Map(roles.map((role) => [role.name, role]));

  it('has the four built-in roles (owner, finance, content editor, photo moderator), uniquely named', () => {
    expect(roles.map((role) => role.name)).toEqual([OWNER_ROLE, 'Finance', 'Editor', 'PhotoModerator']);
  });

  it('grants only permissions from the catalogue, each once', () => {
    for (const role of roles) {
      expect(duplicates(role.permissionNames), role.name).toEqual([]);
      for (const name of role.permissionNames) {
        expect(permissionNames, role.name).toContain(name);
      }
    }
  });

  it('gives the owner every permission', () => {
    expect([...(byName.get(OWNER_ROLE)?.permissionNames ?? [])].sort()).toEqual([...permissionNames].sort());
  });

  it('keeps Finance to money pages, Editor to content pages and PhotoModerator to photos', () => {
    const finance = byName.get('Finance')?.permissionNames ?? [];
    expect(finance).toContain(PERMISSIONS.SettlementPay);
    expect(finance).toContain(PERMISSIONS.OrdersRefund);
    expect(finance).not.toContain(PERMISSIONS.Users);
    expect(finance).not.toContain(PERMISSIONS.Banners);

    const editor = byName.get('Editor')?.permissionNames ?? [];
    expect(editor).toContain(PERMISSIONS.Events);
    expect(editor).toContain(PERMISSIONS.Albums);
    expect(editor).not.toContain(PERMISSIONS.AlbumsImages);
    expect(editor).not.toContain(PERMISSIONS.Orders);
    expect(editor).not.toContain(PERMISSIONS.Roles);

    const moderator = byName.get('PhotoModerator')?.permissionNames ?? [];
    expect(moderator).toContain(PERMISSIONS.AlbumsImages);
    expect(moderator).toContain(PERMISSIONS.ApplicationsReview);
    expect(moderator).not.toContain(PERMISSIONS.Orders);
    expect(moderator).not.toContain(PERMISSIONS.Banners);
  });

  it('lets every role see the dashboard menu', () => {
    const dashboard = menus.find((menu) => menu.key === 'dashboard');
    expect(dashboard?.permissionName).toBeNull();
    for (const role of roles) {
      expect(role.permissionNames, role.name).toContain(PERMISSIONS.Dashboard);
    }
  });
});
