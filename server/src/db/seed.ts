import type { Database } from '../shared/database.ts';
import { sealText } from '../lib/field-cipher.ts';
import { hashPassword } from '../lib/password.ts';
import { commonTypes } from './seed-data/common-types.ts';
import { menus } from './seed-data/menus.ts';
import { permissions } from './seed-data/permissions.ts';
import { roles } from './seed-data/roles.ts';
import { OWNER_ROLE } from '../shared/domain/roles.ts';

// Reference data every installation needs, and demo accounts for the embedded default.
// Safe to run on every start: code-owned rows (permissions, menus, the owner role's rights) are
// brought up to date; rows admins may edit (roles, lookups) are only created when missing.

export async function seedReferenceData(db: Database): Promise<void> {
  for (const p of permissions) {
    await db.permission.upsert({ where: { name: p.name }, create: p, update: p });
  }

  const menuIds = new Map<string, number>();
  for (const { parentKey, ...menu } of menus) {
    const data = { ...menu, parentId: parentKey ? (menuIds.get(parentKey) ?? null) : null };
    const saved = await db.menu.upsert({ where: { key: menu.key }, create: data, update: data });
    menuIds.set(menu.key, saved.id);
  }

  for (const { permissionNames, ...role } of roles) {
    const existing = await db.role.findUnique({ where: { name: role.name } });
    if (existing && role.name !== OWNER_ROLE) continue;
    const saved = existing ?? (await db.role.create({ data: { ...role, isStatic: true } }));
    await db.rolePermission.createMany({
      data: permissionNames.map((permissionName) => ({ roleId: saved.id, permissionName })),
      skipDuplicates: true,
    });
  }

  await db.commonType.createMany({ data: [...commonTypes], skipDuplicates: true });
  // Rows were inserted with their own ids: move the sequence past them.
  await db.$executeRaw`SELECT setval(pg_get_serial_sequence('"CommonType"', 'id'), GREATEST((SELECT MAX(id) FROM "CommonType"), 1))`;
}

export const DEMO_PASSWORD = 'demo1234';
export const demoAccounts = [
  { email: 'admin@demo.tw', displayName: '示範管理員', isAdmin: true, photographerAuth: false, role: OWNER_ROLE },
  { email: 'photographer@demo.tw', displayName: '示範攝影師', isAdmin: false, photographerAuth: true, role: null },
  { email: 'photographer2@demo.tw', displayName: '終點線攝影師', isAdmin: false, photographerAuth: true, role: null },
  { email: 'member@demo.tw', displayName: '示範會員', isAdmin: false, photographerAuth: false, role: null },
] as const;

/** A demo photographer's remittance account: finance can pay them out of the box (a made-up number). */
function demoRemittance(remittanceKey: string, displayName: string, accountNumber: string) {
  return {
    bankCode: '004',
    branch: '信義分行',
    accountName: displayName,
    accountNumberCipher: sealText(remittanceKey, accountNumber),
    accountLast4: accountNumber.slice(-4),
  };
}

/** Creates the demo accounts that are missing (photographers with a remittance account); never touches one that exists. */
export async function seedDemoAccounts(db: Database, remittanceKey: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [index, { role, ...account }] of demoAccounts.entries()) {
    if (await db.user.findUnique({ where: { email: account.email } })) continue;
    const accountNumber = `00100000000${index}`;
    await db.user.create({
      data: {
        ...account,
        passwordHash,
        ...(role && { roles: { create: { role: { connect: { name: role } } } } }),
        ...(account.photographerAuth && {
          remittance: { create: demoRemittance(remittanceKey, account.displayName, accountNumber) },
        }),
      },
    });
  }
}
