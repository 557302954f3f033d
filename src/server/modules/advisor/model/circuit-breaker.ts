/** After this many failures in a row the provider is not called for a while (decision 0134). */
export const BREAKER_FAILURES = 3;
export const BREAKER_COOL_DOWN_MS = 60_000;

/**
 * A circuit breaker: after `threshold` failures in a row, calls are skipped for the cool-down,
 * so a stalled provider costs one timeout per minute instead of one per message. One call is let
 * through after the cool-down; its success closes the circuit again.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;

  constructor(
    private readonly threshold = BREAKER_FAILURES,
    private readonly coolDownMs = BREAKER_COOL_DOWN_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get open(): boolean {
    return this.now() < this.openUntil;
  }

  succeeded() {
    this.failures = 0;
    this.openUntil = 0;
  }

  failed() {
    this.failures++;
    if (this.failures >= this.threshold) {
      this.openUntil = this.now() + this.coolDownMs;
      this.failures = this.threshold - 1; // one more failure after the cool-down re-opens it
    }
  }
}
