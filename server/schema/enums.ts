import { GENDERS, type Gender } from '../../src/domain/validation/gender.ts';
import { ROLE_NAMES, USER_STATUSES, type RoleName, type UserStatus } from '../services/roles.ts';
import { builder } from './builder.ts';

export const GenderEnum = builder.enumType('Gender', { values: GENDERS });
export const RoleNameEnum = builder.enumType('RoleName', { values: ROLE_NAMES });
export const UserStatusEnum = builder.enumType('UserStatus', { values: USER_STATUSES });

// Stored as text; a value outside the enum (older data) is shown as null or, for status, as INACTIVE.
export function asGender(value: string | null): Gender | null {
  return (GENDERS as readonly string[]).includes(value ?? '') ? (value as Gender) : null;
}

export function asUserStatus(value: string): UserStatus {
  return (USER_STATUSES as readonly string[]).includes(value) ? (value as UserStatus) : 'INACTIVE';
}

export function asRoleName(value: string): RoleName | null {
  return (ROLE_NAMES as readonly string[]).includes(value) ? (value as RoleName) : null;
}
