/** Providers that ignore dots in the local part, and the domain they answer for. */
const DOTLESS_PROVIDERS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, for per-customer limits: lower case, without a `+tag`,
 * without the root's trailing dot of a fully qualified domain (box@a.test. is box@a.test), and
 * without dots where the provider ignores them (a.b+x@GoogleMail.com and ab@gmail.com are one).
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  const dotless = DOTLESS_PROVIDERS[domain];
  if (dotless) {
    local = local.replace(/\./g, '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
