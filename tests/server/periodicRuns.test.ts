import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPeriodicRun } from '../../server/src/db/periodicRuns';
import { createTestApp, type TestApp } from './helpers/testApp';

describe('periodic work runs once across instances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives each period to one claimant only', async () => {
    const db = t.app.database.db;
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimPeriodicRun(db, 'test-job', 400)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriodicRun(db, 'test-job', 400)).toBe(false);
    expect(await claimPeriodicRun(db, 'other-job', 400)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(await claimPeriodicRun(db, 'test-job', 400)).toBe(true);
  });
});
