import { readFileSync } from 'node:fs';
import os from 'node:os';

// What the benchmarks that drive the real server from outside share: its API as a client calls it,
// the demo activity, the machine's load and a process's CPU time.

/** One API call answered in ABP's envelope: its result, or an error naming the route. */
export async function api<T>(baseUrl: string, route: string, body?: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${baseUrl}/api/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(!(body instanceof FormData) && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { success: boolean; result: T; error?: unknown };
  if (!envelope.success) throw new Error(`${route}: ${JSON.stringify(envelope.error)}`);
  return envelope.result;
}

/** The demo activity, seeded just after the server starts listening. */
export async function demoActivityId(baseUrl: string): Promise<number> {
  for (let tries = 0; tries < 240; tries++) {
    const body = { SkipCount: 0, MaxResultCount: 1 };
    const [activity] = (await api<{ items: { id: number }[] }>(baseUrl, 'services/app/Activity/GetIndex', body)).items;
    if (activity) return activity.id;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The demo activity did not appear within a minute');
}

/** The load average, for the figures a shared machine moves. */
export const loadAverage = () =>
  `load ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;

/** user + system CPU-seconds a process has used so far (/proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's resident memory high-water mark since it started (VmHWM), in MB. */
export function peakRssMegabytes(pid: number): number {
  return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}
