/**
 * A mock answer held back until the test lets it go: a loading state is asserted while the request
 * is still open, instead of racing a timed delay.
 */
export function heldAnswer() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}
