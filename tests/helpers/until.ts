/**
 * Resolves once `condition()` holds, checking every `interval` ms; rejects naming `what` if it still
 * does not after `timeout` ms of wall-clock time. Tests wait for the event they need this way, never
 * for a fixed time that only an idle machine keeps.
 */
export async function until(condition: () => boolean | Promise<boolean>, what: string, { timeout = 60_000, interval = 20 } = {}) {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
