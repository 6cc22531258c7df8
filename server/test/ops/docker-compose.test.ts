import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { configuredS3 } from '../../src/infra/services.ts';
import { ErrorEnvelope } from '../../src/lib/envelope.ts';
import health from '../../src/modules/health/index.ts';

// No Docker engine runs here, so docker-compose.yml is kept true by reading it: the variables it
// gives the product's containers are ones the server reads, and enough for production; migrations
// run once before the servers start; every long-running service can tell that it is healthy.

interface Service {
  image?: string;
  command?: string[];
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] | string };
}

const file = path.resolve(import.meta.dirname, '../../../docker-compose.yml');
const services = (parse(readFileSync(file, 'utf8'), { merge: true }) as { services: Record<string, Service> }).services;
const productServices = Object.entries(services).filter(([, service]) => service.image === 'sportphoto');

/** A value as compose gives it to the container when the caller's shell sets nothing: `${X:-default}` → default. */
const resolved = (value: string) => value.replace(/\$\{\w+:-([^}]*)\}/g, '$1');

/** loadConfig over a service's environment, recording every variable it reads. */
function loadRecorded(environment: Record<string, string>) {
  const env = Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, resolved(String(value))]));
  const read = new Set<string>();
  const recording = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  return { config: loadConfig(recording), read };
}

const dependencies = (service: Service) =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((name) => [name, { condition: 'service_started' }]))
    : (service.depends_on ?? {});

/** Services others wait to have finished: they run once and exit. */
const oneShot = new Set(
  Object.values(services).flatMap((service) =>
    Object.entries(dependencies(service))
      .filter(([, { condition }]) => condition === 'service_completed_successfully')
      .map(([name]) => name),
  ),
);

describe('docker-compose.yml', () => {
  it("runs the product's image as migrations, web servers and workers", () => {
    expect(productServices.map(([name]) => name).sort()).toEqual(['migrate', 'web', 'worker']);
  });

  it.each(productServices)(
    '%s sets only variables the server reads, and every one production requires',
    (_name, service) => {
      // loadConfig throws on a required variable that is missing (JWT_SECRET, SMTP_URL, ECPay keys…).
      const { config, read } = loadRecorded(service.environment ?? {});
      const unread = Object.keys(service.environment ?? {}).filter((name) => !read.has(name));
      expect(unread, 'set in docker-compose.yml but read by no setting of server/src/config.ts').toEqual([]);
      expect(config.env).toBe('production');
      // What the worker and the web server need beyond loadConfig: a real database and S3 store.
      expect(config.databaseUrl).toMatch(/^postgresql:\/\/.+@postgres:5432\//);
      expect(configuredS3(config)?.endpoint).toBe('http://minio:9000');
    },
  );

  it('gives each worker its concurrency and heartbeat from the environment', () => {
    const { config } = loadRecorded(services.worker!.environment!);
    expect(services.worker!.environment!.WORKER_CONCURRENCY).toMatch(/^\$\{WORKER_CONCURRENCY:-\d+\}$/);
    expect(config.workerConcurrency).toBe(2);
    const check = String(services.worker!.healthcheck!.test);
    expect(check).toContain(config.workerHeartbeatFile!);
  });

  it('runs the migrations once, and starts web servers and workers only after they succeeded', () => {
    const migrate = services.migrate!;
    expect(migrate.command).toEqual(['npm', 'run', 'db:migrate']);
    expect(dependencies(migrate)).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of ['web', 'worker']) {
      expect(dependencies(services[name]!)).toMatchObject({
        postgres: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
        'minio-buckets': { condition: 'service_completed_successfully' },
      });
    }
  });

  it('checks the health of every long-running service, and waits only on checks that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      if (oneShot.has(name)) {
        expect(service.restart, `${name} runs once`).toBe('no');
        continue;
      }
      expect(service.healthcheck?.test, `${name} has a health check`).toBeTruthy();
      for (const [dependency, { condition }] of Object.entries(dependencies(service))) {
        expect(services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        if (condition === 'service_healthy') expect(services[dependency]!.healthcheck).toBeDefined();
      }
    }
    expect(oneShot).toEqual(new Set(['migrate', 'minio-buckets']));
  });

  it("asks the web servers' health at a route the server answers", async () => {
    const check = String(services.web!.healthcheck!.test);
    const route = /http:\/\/127\.0\.0\.1:3000(\/[\w/]+)/.exec(check)?.[1];
    expect(route).toBe('/api/health');
    // The health module alone, over a database that answers: the route, not the whole app, is checked.
    const app = Fastify().decorate('db', { $queryRaw: async () => [{ '?column?': 1 }] } as never);
    app.addSchema(ErrorEnvelope);
    await app.register(health);
    try {
      const response = await app.inject({ method: 'GET', url: route! });
      expect(response.statusCode).toBe(200);
      expect(response.json().result).toMatchObject({ status: 'ok', database: 'ok' });
    } finally {
      await app.close();
    }
  });
});
