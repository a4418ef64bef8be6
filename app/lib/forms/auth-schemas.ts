import { z } from "zod";
import { EMAIL_MAX_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/constants";

/** The words of SPEC §5, used by the client and the server alike. */
export const AUTH_MESSAGES = {
  emailRequired: "Please input your email",
  emailInvalid: "Please input a valid email",
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  passwordRequired: "Please input your password",
  passwordTooShort: `Your password should contain at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordHasSpaces: "Password cannot contain spaces",
  confirmRequired: "Please confirm your password",
  passwordsDiffer: "Passwords do not match",
  codeRequired: "Please input your signup code",
  codeSent: "Verification code sent to your email",
} as const;

/** The three auth forms; a server answer is addressed to one of them. */
export type AuthFormName = "login" | "signup-email" | "signup-password";

export const AUTH_INTENTS = {
  login: "login",
  sendCode: "send-code",
  checkCode: "check-code",
  register: "register",
  google: "google",
  /** The dialog was closed on purpose: sign-up starts over (SPEC §4). */
  close: "close",
} as const;

const requiredEmail = z
  .string({ required_error: AUTH_MESSAGES.emailRequired })
  .trim()
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong);

const validEmail = requiredEmail.pipe(
  z.string().email(AUTH_MESSAGES.emailInvalid),
);

/** SPEC §5, login: both fields are only required. */
export const loginSchema = z.object({
  email: requiredEmail,
  password: z.string({ required_error: AUTH_MESSAGES.passwordRequired }),
});

/**
 * Sign-up step 1: "Send code" needs a valid email; "Continue" also needs the code that was mailed
 * to it. The submit button's `intent` says which.
 */
export const signupEmailStepSchema = z
  .object({
    intent: z.enum([AUTH_INTENTS.sendCode, AUTH_INTENTS.checkCode]).optional(),
    email: validEmail,
    code: z.string().trim().max(64, AUTH_MESSAGES.codeRequired).optional(),
  })
  .superRefine((values, context) => {
    if (values.intent === AUTH_INTENTS.checkCode && !values.code) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["code"],
        message: AUTH_MESSAGES.codeRequired,
      });
    }
  });

/** Sign-up step 2. */
export const setPasswordSchema = z
  .object({
    password: z
      .string({ required_error: AUTH_MESSAGES.passwordRequired })
      .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
      .max(128)
      .regex(/^\S*$/, AUTH_MESSAGES.passwordHasSpaces),
    confirmPassword: z.string({
      required_error: AUTH_MESSAGES.confirmRequired,
    }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const googleSchema = z.object({
  credential: z.string({
    required_error: "Google sign-in failed. Please try again.",
  }),
});
