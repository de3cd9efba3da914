import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import type { Throttle } from '../../db/throttle';
import { LIMITS, throttleOf } from '../../limits';

/**
 * Failed sign-ins, limited so that guessing is slow but nobody can lock the owner out
 * (README, "Limits"). Successful sign-ins never count.
 *
 * A browser that signed in to the account before (its device cookie, deviceCookies.ts) is
 * limited on its own:
 * - Per device: 10 failures in 15 minutes; no address or account limit applies to it.
 *
 * Any other browser:
 * - Per account and address: 10 failures in 15 minutes. Counted before the password is
 *   evaluated, so parallel guesses from one address cannot outrun it; a success clears it.
 * - Per address, over all accounts: 30 failures in 15 minutes (one address trying many accounts).
 * - Per account, over all addresses: past 30 failures in 15 minutes the account is closed to
 *   unknown browsers (guessing from many addresses); the browsers it was used from still get in.
 */
export const SIGN_IN_LIMITS = {
  perPair: LIMITS.signInPerAccountAndAddress.max,
  perAddress: LIMITS.signInPerAddress.max,
  perAccount: LIMITS.signInPerAccount.max,
  perDevice: LIMITS.signInPerDevice.max,
} as const;

export class SignInLimits {
  private readonly pairs: Throttle;
  private readonly addresses: Throttle;
  private readonly accounts: Throttle;
  private readonly devices: Throttle;

  constructor(db: Db) {
    this.pairs = throttleOf(db, 'login', 'signInPerAccountAndAddress');
    this.addresses = throttleOf(db, 'login-address', 'signInPerAddress');
    this.accounts = throttleOf(db, 'login-account', 'signInPerAccount');
    this.devices = throttleOf(db, 'login-device', 'signInPerDevice');
  }

  /**
   * Runs one sign-in attempt under the limits: 429 before the password is evaluated when a
   * limit is reached, a failure counted when `attempt` throws a 401. `device` is the id of a
   * valid device cookie for this account, or null.
   */
  async run<T>(
    email: string,
    address: string,
    device: string | null,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const account = email.trim().toLowerCase();
    if (device) return counted(this.devices, `${account} ${device}`, attempt);
    await this.addresses.assertOpen(address);
    await this.accounts.assertOpen(email);
    return counted(this.pairs, `${account} ${address}`, attempt, async () => {
      await this.addresses.hit(address);
      await this.accounts.hit(email);
    });
  }
}

/**
 * Runs `attempt` with one attempt taken from `limit` under `key`: a success clears the key, a
 * wrong password keeps the attempt counted (and runs `onWrongPassword`), any other failure gives
 * it back.
 */
async function counted<T>(
  limit: Throttle,
  key: string,
  attempt: () => Promise<T>,
  onWrongPassword?: () => Promise<void>,
): Promise<T> {
  await limit.take(key);
  try {
    const result = await attempt();
    await limit.clear(key);
    return result;
  } catch (error) {
    if (!isWrongPassword(error)) await limit.refund(key);
    else await onWrongPassword?.();
    throw error;
  }
}

const isWrongPassword = (error: unknown) =>
  error instanceof DomainError && error.failure === 'unauthenticated';
