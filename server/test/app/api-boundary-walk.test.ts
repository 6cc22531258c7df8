import { afterAll, beforeAll, expect, it } from 'vitest';
import { attemptsFor, type Attempt, type Operation } from '../helpers/openapi-walk.ts';
import { createWalkApp, NOT_FOR_THIS_ROLE, ROLES, type Role, type WalkApp } from '../helpers/walk-app.ts';
import { internalTextIn } from '../helpers/internal-text.ts';

// Every operation of the OpenAPI document, every parameter, bad and edge values, as a guest, a
// member, a photographer and an administrator: a 4xx is a fine answer, a 5xx never is, and no
// refusal carries the server's own text.

let walkApp: WalkApp;
// Two photos are processed for real first: slow on a loaded machine.
beforeAll(async () => {
  walkApp = await createWalkApp();
}, 180_000);
afterAll(() => walkApp?.t.close());

/** Every 4xx and 5xx answer of the walk, with what was asked. */
const refusals: { request: string; body: string }[] = [];

async function send(
  operation: Operation,
  role: Role,
  { label, request }: Attempt,
  authorization: Record<string, string>,
  failures: string[],
): Promise<number> {
  const response = await walkApp.t.app.inject({ ...request, headers: { ...request.headers, ...authorization } });
  const asked = `${operation.method} ${operation.path}: ${label} as ${role}`;
  if (response.statusCode >= 400) refusals.push({ request: asked, body: response.body });
  // 605 is the product's own answer to a suspended account or blocked photographer, not a server
  // error: operations walked side by side may suspend or block the walk's own users.
  if (response.statusCode >= 500 && response.statusCode !== 605) {
    failures.push(`${asked} → ${response.statusCode} ${response.body.slice(0, 160)}`);
  }
  return response.statusCode;
}

async function walk(operation: Operation): Promise<string[]> {
  const failures: string[] = [];
  const headers = await walkApp.tokens();
  const attempts = attemptsFor(operation, walkApp.context);
  let fullyProbed = false;
  for (const role of ROLES) {
    const [first, ...rest] = attempts.filter((attempt) => !fullyProbed || attempt.everyRole);
    const answer = await send(operation, role, first!, headers[role], failures);
    // Refused before the input is read: this role's other probes would prove nothing.
    if (NOT_FOR_THIS_ROLE.has(answer)) continue;
    for (const attempt of rest) await send(operation, role, attempt, headers[role], failures);
    fullyProbed = true;
  }
  return failures;
}

// The walk grows with every endpoint: it runs in shards, each its own test with its own time limit.
const SHARDS = 6;

it.for(Array.from({ length: SHARDS }, (_, shard) => shard))(
  'answers no bad or edge input with a 5xx, for any operation and any caller (shard %i)',
  { timeout: 120_000 },
  async (shard) => {
    const operations = walkApp.everyOperation();
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    // A few operations at a time: most of a request's time is spent waiting for the database.
    const queue = operations.filter((_, index) => index % SHARDS === shard);
    const worker = async () => {
      for (let operation = queue.shift(); operation; operation = queue.shift())
        failures.push(...(await walk(operation)));
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    // One line per failure, all of them: operation, probe, role and the answer.
    expect(failures.sort().join('\n')).toBe('');
  },
);

it('answers no bad input with an internal message, a stack or a path', () => {
  expect(refusals.length).toBeGreaterThan(1000);
  const leaks = refusals.flatMap(({ request, body }) => {
    const leak = internalTextIn(body);
    return leak ? [`${request} → ${leak}: ${body.slice(0, 200)}`] : [];
  });
  expect(leaks.sort().join('\n')).toBe('');
});
