import { z } from 'zod';
import { verificationCodeSchema } from './code.ts';
import { emailSchema } from './email.ts';
import { message } from './messages.ts';
import { passwordSchema } from './password.ts';

// sendForgotPasswordCode: only the account's email.
export const forgotPasswordRequestSchema = z.object({ email: emailSchema }, message('validation.invalid'));

// confirmForgotPassword: the emailed code and a new password that follows the password rule.
export const forgotPasswordConfirmSchema = z.object(
  {
    email: emailSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
  },
  message('validation.invalid'),
);

// confirmUserSignUp: the email and the code sent to it.
export const confirmSignUpSchema = z.object(
  {
    email: emailSchema,
    code: verificationCodeSchema,
  },
  message('validation.invalid'),
);
