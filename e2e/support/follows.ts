import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { startUploader } from '../../scripts/uploader/uploader.ts';
import { post } from './api.ts';
import { latestMail } from './members.ts';
import { apiLogin } from './session.ts';
import { expect } from './test.ts';

// What the follow journeys share: the links of a mail, waiting for the notice job's mail, and a
// photographer's uploader sending new photos into a new album of the demo activity.

/** The link in a mail's text that leads to `route`, as a path of this site. */
export function linkIn(text: string, route: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((address) => new URL(address).pathname === route);
  if (!link) throw new Error(`No ${route} link in: ${text}`);
  const { pathname, search } = new URL(link);
  return pathname + search;
}

/** The newest mail to `to` whose subject names `words`, waited for (the notice job runs every minute). */
export async function mailAbout(
  to: string,
  words: RegExp,
  within = 240_000,
): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + within;
  for (;;) {
    const mail = await latestMail(to).catch(() => undefined);
    if (mail && words.test(mail.subject)) return mail;
    if (Date.now() > deadline) throw new Error(`No mail about ${words} to ${to}; the newest: ${mail?.subject}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * The demo photographer's uploader sends these JPEGs (file name → bytes) into a new album of the
 * activity, with an upload token made for it and revoked after: the demo photographer is shared
 * with the other journeys, so its token list is left as found.
 */
export async function uploadFromCamera(activityId: number, albumName: string, photos: Map<string, Buffer>) {
  const { accessToken } = await apiLogin('photographer');
  const album = await post<{ coId: number }>(
    'PhotoGalleryConfigAppSerivce/Create',
    { activityId, name: albumName },
    accessToken,
  );
  const token = await post<{ id: number; secret: string }>(
    'PhotographerUploadToken/Create',
    { name: '終點相機' },
    accessToken,
  );
  const folder = await mkdtemp(path.join(tmpdir(), 'follow-e2e-'));
  try {
    for (const [name, photo] of photos) await writeFile(path.join(folder, name), photo);
    const options = { albumId: album.coId, folder, watch: false, recursive: false, server: inject('baseUrl') };
    const sent = await startUploader({ ...options, token: token.secret }, { log: () => {} }).finished;
    expect(sent).toMatchObject({ counts: { uploaded: photos.size, failed: 0 }, exitCode: 0 });
  } finally {
    await rm(folder, { recursive: true, force: true });
    await post('PhotographerUploadToken/Revoke', { id: token.id }, accessToken);
  }
}
