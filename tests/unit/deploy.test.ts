import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, loadConfig, PROJECT_ROOT } from '../../server/config';
import { TEST_EDITOR } from '../fixtures/editor';

/**
 * docker-compose.yml is the production shape (issue 17); no Docker engine runs here, so its content is
 * checked: the services, that web and workers read the same valid configuration on shared parts, and
 * that nothing private is published.
 */
type Service = { image?: string; build?: string; command?: string[]; environment?: Record<string, string | number>; ports?: string[]; deploy?: { replicas?: number } };
const compose = parse(readFileSync(path.join(PROJECT_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
/** What the shell would give: each ${VAR:?…} / ${VAR:-default} filled in for the check. */
const filled = (value: string | number) =>
  String(value).replace(/\$\{(\w+)(?::[?-]([^}]*))?\}/g, (_m, name: string, fallback: string | undefined) => {
    const samples: Record<string, string> = { ENCRYPTION_KEY: 'ab'.repeat(32), PAYMENT_PROVIDER: 'sandbox', POSTGRES_PASSWORD: 'secret', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', TRUST_PROXY: 'none' };
    return samples[name] ?? (fallback && !fallback.startsWith('set ') ? fallback : 'x');
  });

describe('docker-compose.yml', () => {
  it('describes PostgreSQL, an S3-compatible store with a permissive licence, the web tier and two workers', () => {
    expect(Object.keys(services).sort()).toEqual(['bucket', 'postgres', 's3', 'web', 'worker']);
    expect(services.postgres!.image).toMatch(/^postgres:/);
    expect(services.s3!.image).toMatch(/^zenko\/cloudserver/);
    for (const service of Object.values(services)) expect(service.image ?? '').not.toMatch(/minio|garage/i);
    expect(services.worker!.command).toEqual(['node', 'dist/server/main.js', '--worker']);
    expect(services.worker!.deploy?.replicas).toBe(2);
    expect(services.web!.build).toBe('.');
  });

  it('gives web and workers one valid configuration on the shared parts: the database, the bucket, the key', () => {
    for (const name of ['web', 'worker']) {
      const env = Object.fromEntries(Object.entries(services[name]!.environment ?? {}).map(([k, v]) => [k, filled(v)]));
      for (const key of Object.keys(env)) expect(ENV_KEYS, `${name}: ${key} is a variable the app reads`).toContain(key);
      // The editor's identity, payments and mail come from .env (env_file), as .env.example lists them.
      const config = loadConfig({ ...TEST_EDITOR, ...env });
      expect(config.STORAGE).toBe('s3');
      expect(config.S3_ENDPOINT).toBe('http://s3:8000');
      expect(config.DATABASE_URL).toContain('@postgres:5432/minialab');
      expect(config.ENCRYPTION_KEY).toBe('ab'.repeat(32));
    }
    expect(services.web!.environment!.WORKER).toBe('off');
  });

  it('publishes only the web port: the database and the bucket stay private', () => {
    expect(services.web!.ports).toEqual(['3000:3000']);
    for (const name of ['postgres', 's3', 'bucket', 'worker']) expect(services[name]!.ports, name).toBeUndefined();
  });
});

describe('Dockerfile', () => {
  it('builds the image from the production tree the bench weighs and boots, and copies nothing else', () => {
    const dockerfile = readFileSync(path.join(PROJECT_ROOT, 'Dockerfile'), 'utf8');
    const [build, runtime] = dockerfile.split(/^FROM .*$/m).slice(1);
    expect(build).toMatch(/^RUN node scripts\/production-tree\.mjs \/production$/m);
    expect(build).not.toMatch(/npm prune|\brm\b/);
    expect(runtime!.match(/^COPY .*$/gm)).toEqual(['COPY --from=build /production ./']);
  });

  it('runs web and workers with the allocator sharp advises for a long-running server, as the server sets it itself', () => {
    const dockerfile = readFileSync(path.join(PROJECT_ROOT, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    // The one place that sets it for npm start, npm run worker and a bare `node dist/server/main.js`.
    const server = readFileSync(path.join(PROJECT_ROOT, 'server/main.ts'), 'utf8');
    for (const setting of ['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072', 'MALLOC_TRIM_THRESHOLD_=131072']) {
      expect(runtime).toMatch(new RegExp(`^ENV .*\\b${setting}\\b`, 'm'));
      const [name, value] = setting.split('=');
      expect(server).toContain(`${name}: '${value}'`);
    }
    expect(readFileSync(path.join(PROJECT_ROOT, 'scripts/start.mjs'), 'utf8'), 'npm start leaves it to the server').not.toContain('MALLOC_ARENA_MAX');
  });
});
