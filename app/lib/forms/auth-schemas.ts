import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "~/lib/constants";

/** The words of behaviour §5, used by the client and the server alike. */
export const AUTH_MESSAGES = {
  emailRequired: "Please input your email",
  emailInvalid: "Please input a valid email",
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  passwordRequired: "Please input your password",
  passwordTooShort: `Your password should contain at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordHasSpaces: "Password cannot contain spaces",
  passwordTooLong: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  notText: (label: string) => `${label} must be text`,
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
  /** The dialog was closed on purpose: sign-up starts over (behaviour §4). */
  close: "close",
} as const;

const validEmail = z
  .string({
    required_error: AUTH_MESSAGES.emailRequired,
    invalid_type_error: AUTH_MESSAGES.notText("Email"),
  })
  .trim()
  // No pipe here: conform would read a blank answer inside it as missing and give zod's
  // "Required" instead of ours.
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong)
  .email(AUTH_MESSAGES.emailInvalid);

const password = z
  .string({
    required_error: AUTH_MESSAGES.passwordRequired,
    invalid_type_error: AUTH_MESSAGES.notText("Password"),
  })
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/**
 * behaviour §5, login: both fields are required. The email must also be one (sign-up's message), so
 * that what could never sign in doesn't reach the upstream (issue 14).
 */
export const loginSchema = z.object({
  email: validEmail,
  password,
});

/**
 * Sign-up step 1: "Send code" needs a valid email; "Continue" also needs the code that was mailed
 * to it. The submit button's `intent` says which.
 */
export const signupEmailStepSchema = z
  .object({
    intent: z.enum([AUTH_INTENTS.sendCode, AUTH_INTENTS.checkCode]).optional(),
    email: validEmail,
    code: z
      .string({ invalid_type_error: AUTH_MESSAGES.notText("Code") })
      .trim()
      .max(64, AUTH_MESSAGES.codeRequired)
      .optional(),
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
    password: password
      .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
      .regex(/^\S*$/, AUTH_MESSAGES.passwordHasSpaces),
    confirmPassword: z.string({
      required_error: AUTH_MESSAGES.confirmRequired,
      invalid_type_error: AUTH_MESSAGES.notText("Password"),
    }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const googleSchema = z.object({
  credential: z
    .string({
      required_error: "Google sign-in failed. Please try again.",
      invalid_type_error: "Google sign-in failed. Please try again.",
    })
    // A Google ID token is a JWT of a few kilobytes.
    .max(8_192, "Google sign-in failed. Please try again."),
});
