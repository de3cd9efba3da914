import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { ENV_SCHEMA, variable } from '../../server/src/config/envSchema';

const deployment = {
  DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
  JWT_SECRET: 'a-secret-that-is-long-enough-0123456789',
};

describe('configuration of a deployment', () => {
  it('requires PUBLIC_URL with DATABASE_URL, and never guesses it', () => {
    expect(() => loadConfig(deployment)).toThrow(/PUBLIC_URL is required/);
    expect(loadConfig({ ...deployment, PUBLIC_URL: 'https://shop.example.pk' }).publicUrl).toBe(
      'https://shop.example.pk',
    );
  });

  it('defaults PUBLIC_URL to localhost in embedded mode', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('refuses plain http off loopback and anything but an origin', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'http://shop.example.pk' })).toThrow(/https/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.pk/store' })).toThrow(/origin/);
  });

  it('reads TRUST_PROXY as off, true, a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the shop contact details from SHOP_*, keeping the brand for what is unset', () => {
    const shop = loadConfig({
      SHOP_NAME: 'Khushbu House',
      SHOP_WHATSAPP: '0092 333 7654321',
      SHOP_EMAIL: 'hello@khushbu.pk',
    }).shop;
    expect(shop).toMatchObject({
      name: 'Khushbu House',
      whatsapp: '0092 333 7654321',
      email: 'hello@khushbu.pk',
      phone: '+92 300 1234567',
      social: { whatsapp: 'https://wa.me/923337654321' },
    });
    expect(() => loadConfig({ SHOP_WHATSAPP: '021-1234567' })).toThrow(/SHOP_WHATSAPP/);
    expect(() => loadConfig({ SHOP_EMAIL: 'not-mail' })).toThrow(/SHOP_EMAIL/);
    expect(() => loadConfig({ SHOP_NAME: '<script>' })).toThrow(/SHOP_NAME/);
    expect(() => loadConfig({ SHOP_FACEBOOK_URL: 'http://facebook.com/x' })).toThrow(
      /SHOP_FACEBOOK_URL/,
    );
  });
});

describe('the environment schema (server/src/config/envSchema.ts)', () => {
  it('describes every variable the configuration reads, with the bounds it applies', () => {
    const dir = path.join(import.meta.dirname, '../../server/src/config');
    const source = fs
      .readdirSync(dir)
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
    const read = new Set(
      [...source.matchAll(/env\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)].map(
        (match) => match[1] ?? match[2],
      ),
    );
    expect(read.size).toBeGreaterThan(30);
    for (const name of read) expect(Object.keys(ENV_SCHEMA.properties), name).toContain(name);
    const port = variable('PORT');
    expect(() => loadConfig({ PORT: String(port.maximum! + 1) })).toThrow(
      `PORT must be a whole number from ${port.minimum} to ${port.maximum}`,
    );
    expect(loadConfig({}).port).toBe(port.default);
  });
});
