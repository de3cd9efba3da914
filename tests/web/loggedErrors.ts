/** Silences console.error for a test, keeping what was logged. */
export async function withLoggedErrors(run: (logged: unknown[]) => Promise<void>) {
  const errors = console.error;
  const logged: unknown[] = [];
  console.error = (...args: unknown[]) => void logged.push(args[0]);
  try {
    await run(logged);
  } finally {
    console.error = errors;
  }
}
