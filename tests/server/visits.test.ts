import { describe, expect, it } from 'vitest';
import { visitSessions } from '../../server/src/db/schema';
import { postJsonText, testServer } from './helpers/testApp';

/** POST /api/visits: one visit per browser session and day, a session cookie and nothing else. */
describe('storefront visits', () => {
  const t = testServer();

  const visit = (cookie?: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/visits',
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });
  const cookieOf = (response: Awaited<ReturnType<typeof visit>>) =>
    String(response.headers['set-cookie']).split(';')[0]!;
  const counted = async () => (await t.app.database.db.select().from(visitSessions)).length;

  it('gives a new browser session a session cookie and counts its visit once a day', async () => {
    const before = await counted();
    const first = await visit();
    expect(first.statusCode).toBe(204);
    const header = String(first.headers['set-cookie']);
    expect(header).toMatch(/^shopVisit=[0-9a-f-]{36}\.[\w-]{22}; /);
    expect(header).toContain('Path=/api');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    // A session cookie: gone when the browser closes.
    expect(header).not.toMatch(/Max-Age|Expires/i);
    const cookie = cookieOf(first);
    for (let i = 0; i < 5; i += 1) {
      const again = await visit(cookie);
      expect(again.statusCode).toBe(204);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
    expect(await counted()).toBe(before + 1);
    // Nothing about the visitor: the day, a random id and whether it ordered.
    const [row] = await t.app.database.db.select().from(visitSessions);
    expect(Object.keys(row!).sort()).toEqual(['day', 'ordered', 'session']);
  });

  it('does not take a made-up or altered cookie for a session', async () => {
    const cookie = cookieOf(await visit());
    const before = await counted();
    const altered = cookie.replace(/=./, (s) => (s === '=a' ? '=b' : '=a'));
    for (const forged of [
      altered,
      'shopVisit=00000000-0000-4000-8000-000000000000.x',
      'shopVisit=',
    ]) {
      const response = await visit(forged);
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['set-cookie'])).toMatch(/^shopVisit=/);
    }
    expect(await counted()).toBe(before + 3);
  });

  it('counts many shoppers behind one address, far past the old 30 per address', async () => {
    const before = await counted();
    const answers = [];
    for (let i = 0; i < 80; i += 1)
      answers.push((await visit(undefined, '198.51.100.9')).statusCode);
    expect(answers.every((status) => status === 204)).toBe(true);
    expect(await counted()).toBe(before + 80);
  });

  it('refuses a flood from one session with 429, never a 5xx, and still counts it once', async () => {
    const cookie = cookieOf(await visit(undefined, '192.0.2.44'));
    const before = await counted();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => visit(cookie, '192.0.2.44')),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
    expect(answers.find((r) => r.statusCode === 429)!.json().message).toMatch(/Too many attempts/);
    expect(await counted()).toBe(before);
    // Other sessions behind the same address are not held back by it.
    expect((await visit(undefined, '192.0.2.44')).statusCode).toBe(204);
  });

  it('still answers a client that sends a JSON body or none', async () => {
    const response = await postJsonText(t, '/api/visits', '');
    expect(response.statusCode).toBe(204);
  });
});
