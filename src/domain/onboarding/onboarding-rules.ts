// Provider onboarding (issue 17): the rules the platform's plan form, the sign-up and the account setup share with
// the server. Money in minor units; percentages 0 to 100; working hours checked by src/domain/scheduling.
import { z } from 'zod';
import { ADMIN_CURRENCIES, shortCodeSchema } from '../admin/admin-rules.ts';
import { message } from '../validation/messages.ts';

export const PLAN_PERIODS = ['MONTH', 'YEAR'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const PLAN_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** What a provider may sign up as (a lab collector is added by the business). */
export const SIGNUP_PROVIDER_KINDS = ['HCP', 'SERVICE_PROVIDER'] as const;
export type SignupProviderKind = (typeof SIGNUP_PROVIDER_KINDS)[number];

/** AGREEMENT -> PAYMENT -> SETUP -> PENDING_APPROVAL -> APPROVED | DECLINED. */
export const APPLICATION_STATUSES = ['AGREEMENT', 'PAYMENT', 'SETUP', 'PENDING_APPROVAL', 'APPROVED', 'DECLINED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const text = (max: number) => z.string(message('validation.required')).trim().min(1, message('validation.required')).max(max, message('validation.tooLong'));
const wholeNumber = (min: number, max: number) => z.number(message('validation.invalid')).int(message('validation.invalid')).min(min, message('validation.invalid')).max(max, message('validation.invalid'));
const percent = z.number(message('validation.invalid')).min(0, message('validation.invalid')).max(100, message('validation.invalid'));

export const planSchema = z.object({
  code: shortCodeSchema,
  name: text(60),
  description: z.string(message('validation.invalid')).trim().max(300, message('validation.tooLong')),
  /** Minor units (cents): 1 to 100,000.00. */
  priceMinor: wholeNumber(1, 10_000_000),
  currencyCode: z.enum(ADMIN_CURRENCIES, message('validation.invalid')),
  period: z.enum(PLAN_PERIODS, message('validation.invalid')),
  status: z.enum(PLAN_STATUSES, message('validation.invalid')),
  sortOrder: wholeNumber(0, 1000),
});
export type PlanInput = z.input<typeof planSchema>;

export const agreementSchema = z.object({ title: text(120), body: text(20_000) });

const uuid = z.string(message('validation.invalid')).uuid(message('validation.invalid'));

export const providerSetupSchema = z.object({
  travelFeeMinor: wholeNumber(0, 1_000_000),
  groupDiscountPercent: percent,
  /** Cancelling within this many hours of the start is charged cancellationChargePercent. */
  cancellationWindowHours: z.number(message('validation.invalid')).min(0, message('validation.invalid')).max(168, message('validation.invalid')),
  cancellationChargePercent: percent,
  hours: z
    .array(z.object({ weekday: wholeNumber(0, 6), start: z.string(message('validation.required')), end: z.string(message('validation.required')) }))
    .min(1, message('validation.required'))
    .max(50, message('validation.invalid')),
  locationIds: z.array(uuid).min(1, message('validation.required')).max(50, message('validation.invalid')),
  categoryIds: z.array(uuid).min(1, message('validation.required')).max(100, message('validation.invalid')),
});
export type ProviderSetupInput = z.input<typeof providerSetupSchema>;
