import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkWorkingHours, WORKING_HOURS_PROBLEM_TEXT, type WorkingHours } from '../../../src/domain/scheduling/working-hours.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { providerProfiles, providerWorkingHours } from '../../db/schema/index.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { appError, parseInput } from '../errors.ts';
import { schedulingError } from './errors.ts';
import type { ProviderRow } from './providers.ts';

export const workingHoursInputSchema = z.object({
  providerId: idSchema,
  hours: z
    .array(z.object({ weekday: z.number(message('validation.invalid')).int(message('validation.invalid')), start: z.string(message('validation.required')), end: z.string(message('validation.required')) }))
    .max(50, message('validation.invalid')),
});

/** Refuses hours that overlap or are malformed, with the rule's own words ('Working hours cannot overlap'). */
export function assertWorkingHours(hours: readonly WorkingHours[]): void {
  const check = checkWorkingHours(hours);
  if (!check.ok) throw schedulingError('WORKING_HOURS_INVALID', WORKING_HOURS_PROBLEM_TEXT[check.problem]);
}

/**
 * Replaces a provider's weekly hours in one transaction (the provider row is locked so two editors do not
 * interleave). `canEdit` decides whether the caller may change this provider; another organization's provider
 * is NOT_FOUND.
 */
export async function replaceWorkingHours(
  db: Database,
  organizationId: string,
  raw: unknown,
  canEdit: (provider: ProviderRow) => boolean,
): Promise<WorkingHours[]> {
  const input = parseInput(workingHoursInputSchema, raw, 'input');
  assertWorkingHours(input.hours);
  return db.transaction(async (tx) => {
    const [provider] = await tx
      .select()
      .from(providerProfiles)
      .where(and(eq(providerProfiles.id, input.providerId), eq(providerProfiles.organizationId, organizationId)))
      .for('update');
    if (!provider) throw appError('NOT_FOUND');
    if (!canEdit(provider)) throw appError('FORBIDDEN');
    await tx.delete(providerWorkingHours).where(eq(providerWorkingHours.providerId, provider.id));
    if (input.hours.length > 0) {
      await tx.insert(providerWorkingHours).values(input.hours.map((h) => ({ organizationId, providerId: provider.id, weekday: h.weekday, startTime: h.start, endTime: h.end })));
    }
    return [...input.hours].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  });
}
