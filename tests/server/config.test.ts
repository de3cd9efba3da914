import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';

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
});
