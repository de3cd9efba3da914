import { describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, testServer } from './helpers/testApp';

const TOKEN = 'metrics-token-0123456789';

describe('operability: metrics and request ids', () => {
  const t = testServer({ METRICS_TOKEN: TOKEN });

  it('serves Prometheus metrics to the token holder only', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(answer.body).toContain('orders_placed_total 0');
    expect(answer.body).toContain('public_cache_answers_total');
    expect(answer.body).toContain('process_cpu_seconds_total');
    if (onPostgres) expect(answer.body).toMatch(/db_pool_connections \d+/);
  });

  it('has no metrics route without a token configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("echoes a proxy's request id, and gives one when there is none or it looks wrong", async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(given.headers['x-request-id']).toBe('edge-1234abcd');
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a short METRICS_TOKEN at start', async () => {
    await expect(createTestApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN/);
  });
});
