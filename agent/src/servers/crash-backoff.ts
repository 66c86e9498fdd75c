/**
 * Decides when a crashed server is restarted: exponential delays, a cap, and a give-up count so a
 * boot loop never becomes a tight loop. A run that stayed up long enough resets the count.
 */
export class CrashBackoff {
  private attempts = 0;

  constructor(
    private readonly firstDelayMs: number,
    private readonly maxDelayMs: number,
    private readonly maxAttempts: number,
  ) {}

  get count(): number {
    return this.attempts;
  }

  /** Delay before the next restart, or null when we should give up. */
  next(): number | null {
    if (this.attempts >= this.maxAttempts) return null;
    const delay = Math.min(this.maxDelayMs, this.firstDelayMs * 2 ** this.attempts);
    this.attempts++;
    return delay;
  }

  reset(): void {
    this.attempts = 0;
  }
}
