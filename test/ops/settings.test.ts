import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';

describe('operations settings', () => {
  it('documents ROLE, ADMIN_TOKEN and PREVIEW in .env.example, whose values parse', () => {
    const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const env = Object.fromEntries(
      text
        .split('\n')
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    for (const name of ['ROLE', 'ADMIN_TOKEN', 'PREVIEW']) expect(env).toHaveProperty(name);
    const config = parseConfig(env);
    expect(config.role).toBe('all');
    expect(config.admin.token).toBeUndefined();
    expect(config.preview).toBe('auto');
  });

  it('never logs the admin token', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _enc, done) => {
        lines.push(String(chunk));
        done();
      },
    });
    const token = 'a-very-secret-admin-token';
    createLogger({ level: 'info' }, sink).info({ event: 'started', adminToken: token, admin: { token } }, 'started');
    expect(lines.join('')).not.toContain(token);
  });
});
