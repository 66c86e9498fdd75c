/**
 * Per-server console budget: at most `limit` lines per `windowMs`. Lines over budget are dropped (not
 * queued, so a flooding server cannot grow memory), and the first drop of an episode produces one
 * notice line. The episode ends after a full window under budget.
 */
export const THROTTLE_NOTICE =
  "[Hopper] This server is printing console output too quickly; some lines are being skipped.";

export class OutputThrottle {
  private windowStart = 0;
  private used = 0;
  private throttling = false;
  droppedTotal = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Returns "pass", "drop", or "notice" (drop this line and show the notice instead). */
  admit(): "pass" | "drop" | "notice" {
    const t = this.now();
    if (t - this.windowStart >= this.windowMs) {
      // the episode ends once a whole window stayed within budget
      if (this.used <= this.limit) this.throttling = false;
      this.windowStart = t;
      this.used = 0;
    }
    this.used++;
    if (this.used <= this.limit) return "pass";
    this.droppedTotal++;
    if (!this.throttling) {
      this.throttling = true;
      return "notice";
    }
    return "drop";
  }

  reset(): void {
    this.windowStart = 0;
    this.used = 0;
    this.throttling = false;
  }
}
