/** Spec §3 "Roles". */
export const ROLE_NAMES = [
  'AFFILIATE',
  'BUSINESS_ADMIN',
  'CLIENT',
  'DEVELOPER',
  'DOCTOR_NETWORK_ADMIN',
  'HEALTHCARE_PROVIDER',
  'MASTER_ADMIN',
  'RECEPTIONIST',
  'SERVICE_PROVIDER',
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

const ROLE_SET: ReadonlySet<string> = new Set(ROLE_NAMES);

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && ROLE_SET.has(value);
}

/** Spec §3 "User status". Only ACTIVE users are signed in. */
export const USER_STATUSES = ['ACTIVE', 'COGNITO_SIGNUP_IN_PROGRESS', 'INACTIVE', 'IN_PROGRESS', 'PASSWORD_RESET_REQUIRED', 'SUSPENDED'] as const;

export type UserStatus = (typeof USER_STATUSES)[number];

