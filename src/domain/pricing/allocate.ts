// Splitting an amount over parts in proportion (issue 4: a promo discount is spread over the items' prices).
// Largest remainder: every part gets the floor of its exact share, and the minor units left over go one each to
// the parts with the largest fractional remainders, so the parts always sum to the total exactly.

export class AllocationError extends Error {
  override readonly name = 'AllocationError';
  readonly code = 'INVALID_ALLOCATION';
}

function checkedWhole(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new AllocationError(`${what} ${value} is not a whole amount of 0 or more`);
  return BigInt(value);
}

/**
 * `total` split over `weights` in proportion, in whole minor units summing exactly to `total`. Ties in the
 * remainder go to the earlier part. A part never exceeds its weight while `total` does not exceed the weights'
 * sum. All weights zero with a positive total throws, as there is nothing to split it over.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const amount = checkedWhole(total, 'total');
  const parts = weights.map((w, i) => checkedWhole(w, `weight ${i}`));
  const sum = parts.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    if (amount > 0n) throw new AllocationError('cannot split a positive total over zero weights');
    return weights.map(() => 0);
  }
  // BigInt keeps total * weight exact beyond 2^53.
  const shares = parts.map((weight, index) => ({ index, floor: (amount * weight) / sum, remainder: (amount * weight) % sum }));
  let left = amount - shares.reduce((a, s) => a + s.floor, 0n);
  const order = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((s) => s.floor);
  for (const share of order) {
    if (left === 0n) break;
    result[share.index] = share.floor + 1n;
    left -= 1n;
  }
  return result.map(Number);
}
