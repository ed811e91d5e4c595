/**
 * The container files cannot be built on the test machines; these checks read them as
 * data instead: service names, roles, the Redis address, health checks, persistence, and
 * the Dockerfile's stages, user and commands.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseConfig } from '../../src/config.js';

const root = new URL('../../', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, root), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: (string | { path: string; required?: boolean })[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const { redis, web, worker } = compose.services;

describe('docker-compose.yml', () => {
  it('has redis, web and worker', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['redis', 'web', 'worker']);
  });

  it('runs Redis 7 with append-only persistence on a named volume, never evicting queue keys', () => {
    expect(redis!.image).toMatch(/^redis:7/);
    const cmd = redis!.command!.join(' ');
    expect(cmd).toContain('--appendonly yes');
    expect(cmd).toContain('--maxmemory-policy noeviction');
    const [volume, path] = redis!.volumes![0]!.split(':');
    expect(path).toBe('/data');
    expect(compose.volumes).toHaveProperty(volume!);
    expect(redis!.healthcheck!.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it.each([
    ['web', 'web'],
    ['worker', 'worker'],
  ])('runs %s with ROLE=%s on the same image, pointed at the redis service, after Redis is healthy', (name, role) => {
    const s = compose.services[name]!;
    expect(s.image).toBe(web!.image);
    expect(s.environment!.ROLE).toBe(role);
    expect(s.environment!.REDIS_URL).toBe('redis://redis:6379');
    expect(s.depends_on!.redis!.condition).toBe('service_healthy');
    expect(s.env_file!.map((f) => (typeof f === 'string' ? f : f.path))).toEqual(['.env']);
    // The settings given here are valid for the bot itself.
    const config = parseConfig(s.environment!);
    expect(config.role).toBe(role);
    expect(config.redis).toMatchObject({ url: 'redis://redis:6379', explicit: true });
  });

  it.each(['web', 'worker'])('gives %s a health check on its own /healthz', (name) => {
    const test = compose.services[name]!.healthcheck!.test;
    expect(test[0]).toBe('CMD');
    expect(test.join(' ')).toContain(`127.0.0.1:${compose.services[name]!.environment!.PORT}/healthz`);
  });

  it('publishes the port of web only, so workers can be scaled', () => {
    expect(web!.ports).toEqual(['3000:3000']);
    expect(worker!.ports).toBeUndefined();
  });
});

/**
 * The last day each Node.js line gets fixes, as the Node.js Release working group publishes
 * them (github.com/nodejs/Release, schedule.json). Odd lines live six months and never become
 * LTS; even lines become LTS in October and end 30 months after that. A new line gets its row
 * when the Dockerfile moves to it.
 */
const NODE_END_OF_LIFE: Record<number, string> = {
  18: '2025-04-30',
  19: '2023-06-01',
  20: '2026-04-30',
  21: '2024-06-01',
  22: '2027-04-30',
  23: '2025-06-01',
  24: '2028-04-30',
  25: '2026-06-01',
  26: '2029-04-30',
};

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const lines = dockerfile.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
  const runtime = dockerfile.slice(dockerfile.indexOf(' AS runtime'));

  it('builds in one stage and runs in a slim one as the node user', () => {
    expect(lines.filter((l) => l.startsWith('FROM '))).toEqual(['FROM node:26-bookworm-slim AS build', 'FROM node:26-bookworm-slim AS runtime']);
    expect(dockerfile).toMatch(/RUN npm ci --ignore-scripts[^\n]*\n/);
    expect(dockerfile).toContain('RUN npm run build');
    expect(runtime).toContain('npm ci --omit=dev --ignore-scripts');
    expect(runtime).toContain('COPY --from=build /app/dist ./dist');
    expect(runtime).toContain('fonts-dejavu-core');
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^EXPOSE 3000$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\\\n\s+CMD \["node", "-e", ".*\/healthz/m);
    expect(lines.at(-1)).toBe('CMD ["node", "dist/main.js"]');
  });

  it('ships a Node.js line that still gets security fixes, the same in both stages', () => {
    const named = [...dockerfile.matchAll(/^FROM node:(\d+)[-:@\s]/gm)].map((m) => Number(m[1]));
    expect(named).toHaveLength(2);
    const line = named[0]!;
    expect(named[1]).toBe(line);
    const endOfLife = NODE_END_OF_LIFE[line];
    expect(endOfLife, `Node ${line}: add its end-of-life date to NODE_END_OF_LIFE`).toBeDefined();
    // Against today's date: when the shipped line reaches its end, this fails until the
    // Dockerfile moves on, as a container scanner would flag the image.
    expect(Date.parse(`${endOfLife}T00:00:00Z`), `Node ${line} reached its end of life on ${endOfLife}`).toBeGreaterThan(Date.now());
  });

  it('ships a Node.js line that package.json engines admits', () => {
    const line = Number(/^FROM node:(\d+)/m.exec(dockerfile)![1]);
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
    // engines is written as one caret range a line (`^20.18.1 || ^22 || …`).
    const admitted = pkg.engines.node.split('||').map((range) => Number(/^\s*\^(\d+)/.exec(range)?.[1]));
    expect(admitted).toContain(line);
  });

  it('starts the entry point the build produces', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe('node dist/main.js');
    // The image builds with `npm run build` (type-checked); a local install compiles once, on prepare.
    expect(pkg.scripts.build).toBe('tsc -p tsconfig.build.json');
    expect(pkg.scripts.prepare).toBe('node scripts/build-if-stale.mjs');
  });

  it('keeps secrets and build output out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['node_modules', 'dist', '.env', '.git']) expect(ignored).toContain(entry);
  });
});
