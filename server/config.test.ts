import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const run = promisify(execFile);

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'eaum-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fills every default', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      database: { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
      jwtTtlHours: 8,
      adminEmail: 'admin@example.com',
      adminPassword: undefined,
      smtpUrl: undefined,
      appUrl: 'http://localhost:3000',
      uploadMaxBytes: 200 * 1024 * 1024,
      s3: undefined,
      login: { maxAttempts: 10, windowMinutes: 15 },
      logLevel: 'info',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', SMTP_URL: ' ' })).toMatchObject({ port: 3000, smtpUrl: undefined });
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/app',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      LOGIN_MAX_ATTEMPTS: '3',
      LOGIN_WINDOW_MINUTES: '1',
      S3_BUCKET: 'artwork',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      appUrl: 'http://localhost:8080',
      database: { kind: 'postgres', url: 'postgres://app@db:5432/app' },
      jwtSecret: 'x'.repeat(40),
      smtpUrl: 'smtp://mail:25',
      login: { maxAttempts: 3, windowMinutes: 1 },
      s3: { bucket: 'artwork', endpoint: 'http://minio:9000', forcePathStyle: true, region: 'us-east-1' },
    });
  });

  it('names every bad variable in one error', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://db/app', JWT_SECRET: 'short', LOG_LEVEL: 'loud', LOGIN_MAX_ATTEMPTS: '0' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'LOGIN_MAX_ATTEMPTS']) expect(message).toContain(`${name}:`);
  });

  it('takes TRUST_PROXY as the proxies’ addresses or a hop count; the old true is one hop', () => {
    const trustOf = (value: string | undefined) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect([trustOf(undefined), trustOf(''), trustOf('false'), trustOf('0')]).toEqual([false, false, false, false]);
    expect([trustOf('2'), trustOf('true'), trustOf('1')]).toEqual([2, 1, 1]);
    expect(trustOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '-1', '1.5']) {
      expect(() => trustOf(bad), bad).toThrow(/TRUST_PROXY: must be false, a number of proxies, or the proxies’ addresses/);
    }
  });

  it('asks for S3_BUCKET when other S3 variables are set', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(/S3_BUCKET/);
  });

  it('generates the JWT secret once, keeps it private in DATA_DIR and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    writeFileSync(file, 'short');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
  });

  it('gives processes starting at once on one DATA_DIR one secret, never a half-written one', async () => {
    const script = `import('./server/config.ts').then(({ loadConfig }) => console.log(loadConfig({ DATA_DIR: process.argv[1] }).jwtSecret))`;
    const secrets = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { stdout } = await run(process.execPath, ['--import', 'tsx', '-e', script, dataDir], { cwd: path.resolve(import.meta.dirname, '..') });
        return stdout.trim();
      }),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    // Only the secret is left: no draft of a process that lost the race.
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  }, 60_000);
});
