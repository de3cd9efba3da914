import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { Throttle } from '../../plugins/throttle';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Failed sign-ins, limited so that guessing is slow but nobody can lock the owner out
 * (README, "Limits"). Successful sign-ins never count.
 * - Per account and address: 10 failures in 15 minutes. Counted before the password is
 *   evaluated, so parallel guesses from one address cannot outrun it; a success clears it.
 * - Per address, over all accounts: 30 failures in 15 minutes (one address trying many accounts).
 * - Per account, over all addresses: past 50 failures in 15 minutes, an address that has already
 *   failed for the account gets no more tries; an address that has not failed still may, so a
 *   flood from elsewhere does not stop the owner signing in.
 */
export const SIGN_IN_LIMITS = { perPair: 10, perAddress: 30, perAccount: 50 } as const;

export class SignInLimits {
  private readonly pairs: Throttle;
  private readonly addresses: Throttle;
  private readonly accounts: Throttle;

  constructor(db: Db) {
    this.pairs = new Throttle(db, 'login', SIGN_IN_LIMITS.perPair, FIFTEEN_MINUTES);
    this.addresses = new Throttle(db, 'login-address', SIGN_IN_LIMITS.perAddress, FIFTEEN_MINUTES);
    this.accounts = new Throttle(db, 'login-account', SIGN_IN_LIMITS.perAccount, FIFTEEN_MINUTES);
  }

  /**
   * Runs one sign-in attempt under the limits: 429 before the password is evaluated when a
   * limit is reached, a failure counted when `attempt` throws a 401.
   */
  async run<T>(email: string, address: string, attempt: () => Promise<T>): Promise<T> {
    const pair = `${email.trim().toLowerCase()} ${address}`;
    await this.addresses.assertOpen(address);
    await this.pairs.take(pair);
    // take() counted this attempt: more than one means this address failed before.
    if ((await this.pairs.used(pair)) > 1) await this.accounts.assertOpen(email);
    try {
      const result = await attempt();
      await this.pairs.clear(pair);
      return result;
    } catch (error) {
      if (error instanceof DomainError && error.failure === 'unauthenticated') {
        await this.addresses.hit(address);
        await this.accounts.hit(email);
      } else {
        await this.pairs.refund(pair);
      }
      throw error;
    }
  }
}
