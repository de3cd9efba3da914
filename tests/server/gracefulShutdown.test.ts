import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/testApp';

describe('graceful shutdown', () => {
  it('draining: /api/ready answers 503 while every request is still served, closing its connection', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
      t.app.startDraining();
      const ready = await t.app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        message: 'This instance is shutting down; it still answers requests in flight.',
      });
      const health = await t.app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
      const categories = await t.app.inject('/api/category/active');
      expect(categories.statusCode).toBe(200);
      expect(categories.headers.connection).toBe('close');
    } finally {
      await t.close();
    }
  });
});
