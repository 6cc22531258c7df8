import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoIngestUnlessRunning, seedingInTurn } from '../../src/db/startup-lock.ts';
import { createScratchDatabase, dropDatabase } from '../helpers/databases.ts';

// Web servers starting together seed in turn, and only one uploads the demo photos.

let database: { name: string; url: string };
beforeAll(async () => {
  database = await createScratchDatabase('lock');
});
afterAll(() => dropDatabase(database.name));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('runs two servers’ seeding one after the other, each answering its own result', async () => {
  const steps: string[] = [];
  const seed = (server: string) => async () => {
    steps.push(`${server} starts`);
    await pause(200);
    steps.push(`${server} ends`);
    return server;
  };
  const results = await Promise.all([seedingInTurn(database.url, seed('A')), seedingInTurn(database.url, seed('B'))]);
  expect(results).toEqual(['A', 'B']);
  expect(steps).toHaveLength(4);
  expect(steps[0]!.slice(0, 1)).toBe(steps[1]!.slice(0, 1));
  expect(steps[2]!.slice(0, 1)).toBe(steps[3]!.slice(0, 1));
});

it('leaves the demo upload to the server already doing it, and lets the next start do it again', async () => {
  let uploads = 0;
  let started!: () => void;
  let finish!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const first = demoIngestUnlessRunning(database.url, async () => {
    uploads += 1;
    started();
    await finished;
  });
  await running;
  const upload = async () => {
    uploads += 1;
  };
  expect(await demoIngestUnlessRunning(database.url, upload)).toBe(false);
  finish();
  expect(await first).toBe(true);
  expect(await demoIngestUnlessRunning(database.url, upload)).toBe(true);
  expect(uploads).toBe(2);
});
