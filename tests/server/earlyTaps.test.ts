import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EARLY_TAPS, EARLY_TAPS_CSP } from '../../server/src/modules/storefront/earlyTaps';

describe("the page head's early-tap script", () => {
  it('is allowed by its hash in the content security policy', () => {
    const script = /<script>(.*?)<\/script>/s.exec(EARLY_TAPS)![1]!;
    expect(EARLY_TAPS_CSP).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(EARLY_TAPS.match(/<script/g)).toHaveLength(1);
  });
});
