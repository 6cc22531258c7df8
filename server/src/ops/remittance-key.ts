import { renameSync } from 'node:fs';
import pg from 'pg';
import { openText, sealText } from '../lib/field-cipher.ts';
import { secretInFile } from '../lib/secret-file.ts';
import { OperationRefused } from './operation-refused.ts';

// `npm run rotate:remittance-key`: the photographers' bank account numbers, sealed with
// REMITTANCE_KEY (decisions/022), opened with the current key and sealed again with a new one, all
// in one transaction. A number already sealed with the new key is left as it is, so a rotation
// that stopped half way (before its key file was renamed) can be run again.

export interface RotationResult {
  resealed: number;
  alreadyNew: number;
}

function opens(key: string, sealed: string): string | undefined {
  try {
    return openText(key, sealed);
  } catch {
    return undefined;
  }
}

export async function rotateRemittanceKey(
  databaseUrl: string,
  currentKey: string,
  newKey: string,
): Promise<RotationResult> {
  if (newKey.length < 32) throw new OperationRefused('The new REMITTANCE_KEY must be at least 32 characters');
  if (newKey === currentKey) throw new OperationRefused('The new REMITTANCE_KEY is the current one');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: number; userId: number; accountNumberCipher: string }>(
      'SELECT id, "userId", "accountNumberCipher" FROM "UsersRemittance" ORDER BY id FOR UPDATE',
    );
    const result: RotationResult = { resealed: 0, alreadyNew: 0 };
    const unreadable: number[] = [];
    for (const row of rows) {
      const plain = opens(currentKey, row.accountNumberCipher);
      if (plain === undefined) {
        if (opens(newKey, row.accountNumberCipher) !== undefined) result.alreadyNew += 1;
        else unreadable.push(row.userId);
        continue;
      }
      await client.query('UPDATE "UsersRemittance" SET "accountNumberCipher" = $1 WHERE id = $2', [
        sealText(newKey, plain),
        row.id,
      ]);
      result.resealed += 1;
    }
    if (unreadable.length) {
      throw new OperationRefused(
        `The account numbers of users ${unreadable.join(', ')} open with neither key: nothing was changed. ` +
          'Is REMITTANCE_KEY the key the web servers use?',
      );
    }
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * The embedded default keeps its key in DATA_DIR/remittance-key. The new one is written beside it
 * first (remittance-key.next) and moved over it once the numbers are sealed with it: at no moment
 * is the only copy of the key that seals them lost, and a run that stopped half way resumes with it.
 */
export async function rotateKeyFile(databaseUrl: string, keyFile: string): Promise<RotationResult> {
  const nextFile = `${keyFile}.next`;
  const result = await rotateRemittanceKey(databaseUrl, secretInFile(keyFile), secretInFile(nextFile));
  renameSync(nextFile, keyFile);
  return result;
}
