import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../src/infra/database.ts';
import { openText, sealText } from '../../src/lib/field-cipher.ts';
import { OperationRefused } from '../../src/ops/operation-refused.ts';
import { rotateKeyFile, rotateRemittanceKey } from '../../src/ops/remittance-key.ts';
import type { Database } from '../../src/shared/database.ts';
import { createScratchDatabase, dropDatabase } from '../helpers/databases.ts';
import { createUser } from '../helpers/factories.ts';

// Rotating REMITTANCE_KEY: every photographer's bank account number sealed again with the new key,
// all or none, on a database cloned from the migrated template.

const newKey = () => randomBytes(32).toString('hex');
let database: { name: string; url: string };
let db: Database;
const folder = mkdtempSync(path.join(os.tmpdir(), 'remittance-key-'));

beforeAll(async () => {
  database = await createScratchDatabase('rotate', inject('templateDatabase'));
  db = createDatabase(database.url, 2);
});
afterAll(async () => {
  await db.$disconnect();
  await dropDatabase(database.name);
  rmSync(folder, { recursive: true, force: true });
});

async function photographerWithAccount(key: string, accountNumber: string) {
  const user = await createUser(db, { photographerAuth: true });
  await db.usersRemittance.create({
    data: {
      userId: user.id,
      bankCode: '822',
      branch: '台北分行',
      accountName: '王小明',
      accountNumberCipher: sealText(key, accountNumber),
      accountLast4: accountNumber.slice(-4),
    },
  });
  return user;
}

const sealedOf = async (userId: number) =>
  (await db.usersRemittance.findUniqueOrThrow({ where: { userId } })).accountNumberCipher;

describe('rotating REMITTANCE_KEY', () => {
  it('seals every account number with the new key, and a second run finds them done', async () => {
    await db.usersRemittance.deleteMany();
    const current = newKey();
    const next = newKey();
    const ann = await photographerWithAccount(current, '0123456789012345');
    const bob = await photographerWithAccount(current, '9876543210');

    expect(await rotateRemittanceKey(database.url, current, next)).toEqual({ resealed: 2, alreadyNew: 0 });
    expect(openText(next, await sealedOf(ann.id))).toBe('0123456789012345');
    expect(openText(next, await sealedOf(bob.id))).toBe('9876543210');
    const annSealed = await sealedOf(ann.id);
    expect(() => openText(current, annSealed)).toThrow();

    expect(await rotateRemittanceKey(database.url, current, next)).toEqual({ resealed: 0, alreadyNew: 2 });
  });

  it('changes nothing when a number opens with neither key', async () => {
    await db.usersRemittance.deleteMany();
    const current = newKey();
    const ann = await photographerWithAccount(current, '0123456789012345');
    const stranger = await photographerWithAccount(newKey(), '1111222233334444');
    const before = await sealedOf(ann.id);

    const rotation = rotateRemittanceKey(database.url, current, newKey());
    await expect(rotation).rejects.toThrow(OperationRefused);
    await expect(rotation).rejects.toThrow(new RegExp(`users ${stranger.id} open with neither key`));
    expect(await sealedOf(ann.id)).toBe(before);
  });

  it("replaces the embedded default's key file only once the numbers are sealed with the new key", async () => {
    await db.usersRemittance.deleteMany();
    const keyFile = path.join(folder, 'remittance-key');
    const current = newKey();
    writeFileSync(keyFile, current, { mode: 0o600 });
    const ann = await photographerWithAccount(current, '0123456789012345');

    expect(await rotateKeyFile(database.url, keyFile)).toEqual({ resealed: 1, alreadyNew: 0 });
    const rotated = readFileSync(keyFile, 'utf8');
    expect(rotated).not.toBe(current);
    expect(existsSync(`${keyFile}.next`)).toBe(false);
    expect(openText(rotated, await sealedOf(ann.id))).toBe('0123456789012345');
  });

  it('resumes with the new key a run that stopped after sealing, before its key file was moved', async () => {
    await db.usersRemittance.deleteMany();
    const keyFile = path.join(folder, 'remittance-key');
    const next = newKey();
    writeFileSync(keyFile, newKey(), { mode: 0o600 });
    writeFileSync(`${keyFile}.next`, next, { mode: 0o600 });
    await photographerWithAccount(next, '0123456789012345');

    expect(await rotateKeyFile(database.url, keyFile)).toEqual({ resealed: 0, alreadyNew: 1 });
    expect(readFileSync(keyFile, 'utf8')).toBe(next);
  });
});
