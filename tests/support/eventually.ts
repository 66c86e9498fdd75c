import { vi } from "vitest";

/**
 * Reads `read` until `check` holds for its value and returns that value; the cap is a limit, not a wait (it returns as
 * soon as the condition holds). The error names what was awaited and the last value read.
 */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  let last: { value: T } | undefined;
  try {
    const found = await vi.waitUntil(
      async () => {
        last = { value: await read() };
        return check(last.value) ? last : false;
      },
      { timeout: timeoutMs, interval: 100 },
    );
    return found.value;
  } catch (error) {
    throw new Error(`gave up waiting for ${what}: ${JSON.stringify(last?.value)}`, { cause: error });
  }
}
