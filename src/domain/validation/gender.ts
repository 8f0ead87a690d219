import { z } from 'zod';
import { message } from './messages.ts';

export const GENDERS = ['FEMALE', 'MALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

export const genderSchema = z.enum(GENDERS, message('validation.genderInvalid'));
