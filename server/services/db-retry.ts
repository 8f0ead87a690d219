// A transaction that lost a race inside PostgreSQL (a serialization failure or a deadlock) did nothing: it is
// rolled back whole and may simply run again. This helper does that a few times before giving up.

/** SQLSTATEs after which the whole transaction can be run again: serialization_failure, deadlock_detected. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);

/** True when a database error (possibly wrapped by Drizzle in `cause`) is a serialization failure or a deadlock. */
export function isRetryableConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string' && RETRYABLE_CODES.has(current.code)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export type RetryOptions = {
  /** Runs in all, the first included. */
  attempts?: number;
  /** The longest pause before a run again; each pause is random up to this times the runs so far. */
  maxDelayMs?: number;
  /** For tests: called before each run again. */
  onRetry?: (attempt: number, error: unknown) => void;
};

/**
 * Runs `transaction` (a whole database transaction, with no effect outside the database) and runs it again, after a
 * short random pause, when PostgreSQL ended it with a serialization failure or a deadlock; at most `attempts` runs
 * (4 by default), then the last error is thrown. Any other error is thrown at once.
 */
export async function withConflictRetry<T>(transaction: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 4;
  const maxDelayMs = options.maxDelayMs ?? 20;
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      options.onRetry?.(attempt, error);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * maxDelayMs * attempt));
    }
  }
}
