type Log = (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;

/**
 * Logs a database outage without flooding the log: the first failure at once, then at most one
 * line per interval with how many failures it stands for. During an outage every request fails
 * (thousands a second under load); one line per request would bury everything else.
 */
export class OutageReporter {
  private lastLoggedAt = 0;
  private suppressed = 0;

  constructor(
    private readonly log: Log,
    private readonly what: string,
    private readonly intervalMs = 10_000,
  ) {}

  report(error: unknown, extra?: Record<string, unknown>): void {
    const now = Date.now();
    if (now - this.lastLoggedAt < this.intervalMs) {
      this.suppressed++;
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    this.log('warn', `database unavailable: ${this.what}`, { ...extra, error: message, similar_since_last_line: this.suppressed });
    this.lastLoggedAt = now;
    this.suppressed = 0;
  }
}
