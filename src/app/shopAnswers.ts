/** Whether the shop's server answers at all: a chunk it no longer has then means a newer build. */
export async function shopAnswers(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}
