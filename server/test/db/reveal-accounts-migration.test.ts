import { expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { createDatabase } from '../../src/infra/database.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { databaseBeforeMigration } from '../helpers/databases.ts';

// An installation from before full account numbers had their own permission: its roles that could
// pay settlements still make the bank's transfer file after the upgrade; others gain nothing.

it('gives the new permission to the roles that could pay, and only to them', async () => {
  const { url, migration, applyIt } = await databaseBeforeMigration('reveal_account_numbers');
  const db = createDatabase(url, 2);
  try {
    for (const permission of [PERMISSIONS.Settlement, PERMISSIONS.SettlementPay])
      await db.permission.create({ data: { name: permission, displayName: permission, displayNameEn: permission } });
    const role = (name: string, permissionNames: string[]) =>
      db.role.create({
        data: { name, displayName: name, permissions: { create: permissionNames.map((p) => ({ permissionName: p })) } },
      });
    const payer = await role('Payer', [PERMISSIONS.Settlement, PERMISSIONS.SettlementPay]);
    await role('Reader', [PERMISSIONS.Settlement]);

    expect(await applyIt()).toEqual([migration]);
    const holders = await db.rolePermission.findMany({
      where: { permissionName: PERMISSIONS.SettlementRevealAccounts },
      select: { roleId: true },
    });
    expect(holders).toEqual([{ roleId: payer.id }]);

    // The seed still runs over it (once any later migration is in), and owns the labels.
    await migrate(url);
    await seedReferenceData(db);
    expect(await db.permission.findUnique({ where: { name: PERMISSIONS.SettlementRevealAccounts } })).toMatchObject({
      displayNameEn: 'Show full account numbers',
      parentName: PERMISSIONS.Settlement,
    });
  } finally {
    await db.$disconnect();
  }
});
