// Work a request starts but does not wait for: mail for sign-up and password-reset requests, so that the answer
// takes the same time whether or not the address has an account (issue 14, account enumeration).

const pending = new Set<Promise<void>>();

/**
 * Runs `task` once the current answer has gone out (on the next turn of the event loop). A failure is logged
 * without its details (it may name an address) and never reaches the caller, who already has its answer.
 */
export function afterAnswer(what: string, task: () => Promise<void>): void {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => {
      console.error(`[after-answer] ${what} failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    })
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves when every task started by afterAnswer (and any they started) has finished: tests, shutdown. */
export async function settleAfterAnswer(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
