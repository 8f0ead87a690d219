import { z } from 'zod';
import { message } from './messages.ts';
import { existingPasswordSchema, passwordSchema } from './password.ts';

// Spec §5: change password requires the current and the new password; the new one follows the password rule.
export const changePasswordSchema = z.object(
  {
    currentPassword: existingPasswordSchema,
    proposedPassword: passwordSchema,
  },
  message('validation.invalid'),
);

// The change-password form adds a confirmation of the new password.
export const changePasswordFormSchema = changePasswordSchema
  .extend({
    confirmPassword: z.string(message('validation.required')).min(1, message('validation.required')),
  })
  .refine((value) => value.proposedPassword === value.confirmPassword, {
    ...message('validation.passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });
