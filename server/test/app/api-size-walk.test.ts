import os from 'node:os';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { culture } from '../helpers/factories.ts';
import { attemptsFor, type Operation } from '../helpers/openapi-walk.ts';
import { bodyProbesFor, MEGABYTE, type SizeProbe } from '../helpers/size-probes.ts';
import { internalTextIn } from '../helpers/internal-text.ts';
import { createWalkApp, NOT_FOR_THIS_ROLE, ROLES, type WalkApp } from '../helpers/walk-app.ts';

// Every operation that reads a body, by size: its largest valid body is taken, and every body too
// large for it (a list or text past its bound, a megabyte of anything) is refused for its size
// for next to no CPU. A guest once held the event loop for a second with 200 000 dates.

let walkApp: WalkApp;
// Two photos are processed for real first: slow on a loaded machine.
beforeAll(async () => {
  walkApp = await createWalkApp();
}, 180_000);
afterAll(() => walkApp?.t.close());

/**
 * CPU a refused body may cost beyond the same caller's cheapest refusal (its token is checked
 * first). Refusals cost under 5 ms on a quiet machine; the bound leaves room for a loaded one
 * (CPU time still grows there), and a 200 000-item list once cost a second.
 */
const REFUSAL_CPU_MS = 50;

/**
 * An answer refusing a body for its size (too many bytes or separators, a list or text too long),
 * or before reading it (too many attempts).
 */
const refusedForSize = (statusCode: number, body: string) =>
  statusCode === 413 || statusCode === 429 || /allows at most/.test(body);

/** CPU of the whole process while the request is answered: the event loop, its parser, its GC. */
async function cpuOf(request: InjectOptions) {
  const before = process.cpuUsage();
  const response = await walkApp.t.app.inject(request);
  const used = process.cpuUsage(before);
  return { milliseconds: (used.user + used.system) / 1000, response };
}

/**
 * The least of a few measures, taken again while over the bound but not ten times over: other
 * work in the process only adds, and not that much. Before a measure is taken again, the garbage
 * earlier requests left is collected (outside the measure), so it is not charged to this body.
 */
async function leastCpuOf(request: InjectOptions, bound: number, tries = 4) {
  let measure = await cpuOf(request);
  const accidental = (milliseconds: number) => milliseconds > bound && milliseconds < 10 * bound;
  for (let again = 1; again < tries && accidental(measure.milliseconds); again++) {
    (globalThis as { gc?: () => void }).gc?.();
    const next = await cpuOf(request);
    if (next.milliseconds < measure.milliseconds) measure = next;
  }
  return measure;
}

/** The first role the operation lets past its access check, with that role's headers. */
async function firstAllowedRole(valid: InjectOptions) {
  const headers = await walkApp.tokens();
  for (const role of ROLES) {
    const answer = await walkApp.t.app.inject({ ...valid, headers: { ...valid.headers, ...headers[role] } });
    if (!NOT_FOR_THIS_ROLE.has(answer.statusCode)) return { role, authorization: headers[role] };
  }
  return undefined;
}

interface Cost {
  milliseconds: number;
  kind: SizeProbe['kind'];
  line: string;
}

async function walkSizes(operation: Operation, failures: string[], costs: Cost[]) {
  const [valid] = attemptsFor(operation, walkApp.context);
  const allowed = await firstAllowedRole(valid!.request);
  if (!allowed) return;
  const { method, url } = valid!.request;
  const request = (payload: string, type = 'application/json'): InjectOptions => ({
    method,
    url,
    payload: Buffer.from(payload),
    headers: { ...allowed.authorization, ...culture('en'), 'content-type': type },
  });
  const where = (label: string) => `${method} ${operation.path} as ${allowed.role}: ${label}`;
  // The cheapest refusal after the access check: a body of a type no route reads.
  const baseline = (await leastCpuOf(request('x', 'application/x-size-walk'), 0, 3)).milliseconds;
  const send = async (probe: SizeProbe) => {
    const measure = await leastCpuOf(request(probe.payload), baseline + REFUSAL_CPU_MS);
    const { statusCode, body } = measure.response;
    const cost = measure.milliseconds - baseline;
    const line = `${cost.toFixed(1).padStart(7)} ms  ${statusCode}  ${where(probe.label)}`;
    costs.push({ milliseconds: cost, kind: probe.kind, line });
    const leak = internalTextIn(body);
    if (leak) failures.push(`${where(probe.label)} answered with ${leak}: ${body.slice(0, 160)}`);
    return { statusCode, body, cost };
  };

  const probes = bodyProbesFor(operation, walkApp.context.knownIds);
  const largest = await send({
    label: `the largest body (${probes.largest.length} bytes)`,
    payload: probes.largest,
    kind: 'largest',
  });
  if (refusedForSize(largest.statusCode, largest.body)) {
    failures.push(
      `${where('its largest body')} was refused for its size: ${largest.statusCode} ${largest.body.slice(0, 160)}`,
    );
  }
  // A megabyte only where the operation takes that many bytes: elsewhere its length refuses it unread.
  const megabyteTaken = (await walkApp.t.app.inject(request(probes.padded(MEGABYTE)))).statusCode !== 413;
  for (const bytes of megabyteTaken ? [probes.largest.length, MEGABYTE] : [probes.largest.length]) {
    for (const probe of probes.oversize(bytes)) {
      const { statusCode, body, cost } = await send(probe);
      if (!refusedForSize(statusCode, body)) {
        failures.push(`${where(probe.label)} was not refused for its size: ${statusCode} ${body.slice(0, 160)}`);
      }
      if (cost > REFUSAL_CPU_MS) {
        failures.push(`${where(probe.label)} took ${cost.toFixed(1)} ms of CPU to answer (${statusCode})`);
      }
    }
  }
}

/** What the bodies cost, for whoever tunes the bounds: the refusals' spread and the dearest answers. */
function costReport(costs: Cost[]): string {
  const refusals = costs
    .filter((c) => c.kind === 'oversize')
    .map((c) => c.milliseconds)
    .sort((a, b) => a - b);
  const at = (share: number) => refusals[Math.floor(share * (refusals.length - 1))]!.toFixed(1);
  return [
    `${refusals.length} oversize bodies refused, CPU beyond the caller's cheapest refusal: median ${at(0.5)} ms, ` +
      `95th percentile ${at(0.95)} ms, most ${at(1)} ms (load ${os.loadavg()[0]!.toFixed(1)}); dearest bodies:`,
    ...costs
      .sort((a, b) => b.milliseconds - a.milliseconds)
      .slice(0, 10)
      .map((c) => c.line),
  ].join('\n');
}

it(
  'refuses every body too large for an operation, for its size and within 50 ms of CPU, and takes its largest body',
  { timeout: 600_000 },
  async () => {
    const failures: string[] = [];
    const costs: Cost[] = [];
    const operations = walkApp.everyOperation().filter((operation) => operation.method !== 'GET');
    expect(operations.length).toBeGreaterThan(60);

    for (const operation of operations) await walkSizes(operation, failures, costs);
    console.log(costReport(costs));
    expect(failures.sort().join('\n')).toBe('');
  },
);
