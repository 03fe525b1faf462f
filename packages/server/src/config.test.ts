import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, loadConfig } from './config.ts';

function ok(env: NodeJS.ProcessEnv) {
  const result = loadConfig(env);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

describe('loadConfig', () => {
  it('has the defaults of decisions.md', () => {
    const config = ok({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Masal Portalı <no-reply@localhost>');
    expect(config.adminEmail).toBe('admin@masal.local');
    expect(config.oaiAdminEmail).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    expect(config.secretKey).toBeUndefined();
    expect(config.maxUploadBytes).toBe(2048 * 1024 * 1024);
    expect(config.copyrightText).toBe('© 2019 Kültür Merkezi Başkanlığı');
    expect(config.openDataLicense).toEqual({
      name: 'CC BY 4.0',
      url: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(config.limits).toEqual(DEFAULT_LIMITS);
  });

  it('reads every variable', () => {
    const config = ok({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/masal-data',
      DATABASE_URL: 'postgres://u:p@db:5432/masal',
      PUBLIC_URL: 'https://masal.example.org/',
      SMTP_URL: 'smtp://user:pass@mail:587',
      MAIL_FROM: 'Masal <masal@example.org>',
      ADMIN_EMAIL: 'Yonetici@Example.org',
      OAI_ADMIN_EMAIL: 'arsiv@example.org',
      ADMIN_PASSWORD: 'cok-gizli',
      SECRET_KEY: 'k'.repeat(32),
      MAX_UPLOAD_MB: '10',
      COPYRIGHT_TEXT: '© 2026 Başkanlık',
      OPEN_DATA_LICENSE: 'CC0 1.0',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('/tmp/masal-data');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/masal');
    expect(config.publicUrl).toBe('https://masal.example.org');
    expect(config.smtpUrl).toBe('smtp://user:pass@mail:587');
    expect(config.mailFrom).toBe('Masal <masal@example.org>');
    expect(config.adminEmail).toBe('yonetici@example.org');
    expect(config.oaiAdminEmail).toBe('arsiv@example.org');
    expect(config.adminPassword).toBe('cok-gizli');
    expect(config.maxUploadBytes).toBe(10 * 1024 * 1024);
    expect(config.copyrightText).toBe('© 2026 Başkanlık');
    expect(config.openDataLicense).toEqual({
      name: 'CC0 1.0',
      url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    });
  });

  it('PUBLIC_URL follows PORT when unset', () => {
    expect(ok({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('treats empty values as unset', () => {
    const config = ok({ SMTP_URL: '', DATABASE_URL: '', PORT: '' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('lists one problem line per bad variable', () => {
    const result = loadConfig({
      PORT: 'seksen',
      DATABASE_URL: 'mysql://db/masal',
      SMTP_URL: 'http://mail',
      ADMIN_EMAIL: 'yonetici',
      OAI_ADMIN_EMAIL: 'arsiv',
      ADMIN_PASSWORD: '123',
      SECRET_KEY: 'kisa',
      MAX_UPLOAD_MB: '-5',
      LOG_LEVEL: 'verbose',
      OPEN_DATA_LICENSE: 'GPL',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const names = result.problems.map((line) => line.split(':')[0]);
    expect(names.sort()).toEqual(
      [
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'DATABASE_URL',
        'LOG_LEVEL',
        'MAX_UPLOAD_MB',
        'OAI_ADMIN_EMAIL',
        'OPEN_DATA_LICENSE',
        'PORT',
        'SECRET_KEY',
        'SMTP_URL',
      ].sort(),
    );
    for (const line of result.problems) expect(line).toMatch(/^[A-Z_]+: \S/);
  });

  it('UPLOAD_EXPIRY_HOURS: 48 hours by default, a whole number of hours', () => {
    expect(ok({}).uploadExpiryMs).toBe(48 * 60 * 60 * 1000);
    expect(ok({ UPLOAD_EXPIRY_HOURS: '6' }).uploadExpiryMs).toBe(6 * 60 * 60 * 1000);
    for (const value of ['0', '-1', '1.5', 'iki']) {
      const result = loadConfig({ UPLOAD_EXPIRY_HOURS: value });
      expect(result.ok, value).toBe(false);
      if (!result.ok)
        expect(result.problems).toEqual(['UPLOAD_EXPIRY_HOURS: pozitif bir tam sayı (saat) olmalı']);
    }
  });

  it('refuses a port out of range', () => {
    const result = loadConfig({ PORT: '70000' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toHaveLength(1);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, ::1,loopback', ['10.0.0.0/8', '::1', 'loopback']],
  ])('reads TRUST_PROXY=%j as Fastify trustProxy %j', (value, expected) => {
    expect(ok({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    'yes',
    '2',
    '1.2',
    '-1',
    '10.0.0.0/33',
    '127.0.0.1,',
    'vekil.example.org',
  ])('refuses TRUST_PROXY=%j with one line', (value) => {
    const result = loadConfig({ TRUST_PROXY: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual([expect.stringMatching(/^TRUST_PROXY: \S/)]);
  });

  it('with DATABASE_URL, stops without SECRET_KEY in one line (instances must share the key)', () => {
    const result = loadConfig({ DATABASE_URL: 'postgres://db/masal' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual([expect.stringMatching(/^SECRET_KEY: \S/)]);
    expect(ok({ DATABASE_URL: 'postgres://db/masal', SECRET_KEY: 'k'.repeat(32) }).secretKey).toBe(
      'k'.repeat(32),
    );
  });

  it('reads the service variables: pool size, Redis, S3, metrics token', () => {
    const defaults = ok({});
    expect(defaults.databasePoolMax).toBe(10);
    expect(defaults.redisUrl).toBeUndefined();
    expect(defaults.s3).toBeUndefined();
    expect(defaults.metricsToken).toBeUndefined();
    const config = ok({
      DATABASE_POOL_MAX: '25',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'masal-ekler',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'anahtar',
      S3_SECRET_ACCESS_KEY: 'gizli',
      S3_FORCE_PATH_STYLE: 'true',
      METRICS_TOKEN: 'm'.repeat(16),
    });
    expect(config.databasePoolMax).toBe(25);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.s3).toEqual({
      bucket: 'masal-ekler',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'anahtar',
      secretAccessKey: 'gizli',
      forcePathStyle: true,
    });
    expect(config.metricsToken).toBe('m'.repeat(16));
    const bad = loadConfig({ DATABASE_POOL_MAX: '0', REDIS_URL: 'http://x', S3_FORCE_PATH_STYLE: 'evet' });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.problems.map((line) => line.split(':')[0]).sort()).toEqual(
        ['DATABASE_POOL_MAX', 'REDIS_URL', 'S3_FORCE_PATH_STYLE'].sort(),
      );
  });
});
