import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Encrypts a short text column at rest with AES-256-GCM. The stored form is
// `v1.<iv>.<tag>.<ciphertext>` (base64url): a changed or truncated value fails to open.

const VERSION = 'v1';

const keyOf = (secret: string) => createHash('sha256').update(secret).digest();

export function sealText(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openText(secret: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
