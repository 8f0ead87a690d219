import { z } from 'zod';
import { emailSchema } from './email.ts';
import { message } from './messages.ts';
import { existingPasswordSchema } from './password.ts';

// Spec §5: email and password required at login. The password is not re-checked for strength.
export const loginSchema = z.object(
  {
    email: emailSchema,
    password: existingPasswordSchema,
  },
  message('validation.invalid'),
);
