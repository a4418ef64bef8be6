/** The log-in and sign-up dialog's interface words. Index: ./index.ts. */

/**
 * Interface words of the log-in and sign-up dialog (behaviour §2, §4). Named apart from the
 * form schemas' AUTH_MESSAGES (~/lib/forms/auth-schemas), which say what is wrong with a field.
 */
export const AUTH_DIALOG_MESSAGES = {
  logIn: "Log in",
  loggingIn: "Logging in…",
  signUp: "Sign up",
  titleSignedIn: "You’re signed in",
  titleLogIn: "Log in to Aden",
  titleSignUp: "Create your Aden account",
  tabsLabel: "Log in or sign up",
  noAccount: "Don't have an account?",
  haveAccount: "Already have an account?",
  signedInAs: "You’re signed in as",
  welcomeBack: (name: string) => `Welcome back, ${name}.`,
  workspaceReady: "Your workspace is one click away.",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
  passwordHint: "At least 10 characters, without spaces.",
  verificationCode: "Verification code",
  codeSentHint:
    "We sent a 6-digit code to your email. It is valid for 10 minutes.",
  sendCode: "Send code",
  sending: "Sending…",
  /**
   * What a screen reader hears on the counting-down resend button. It holds the visible "Ns"
   * (WCAG 2.5.3, label in name): a voice-control user says what they see.
   */
  sendCodeAgainIn: (seconds: number) => `Send code again in ${seconds}s`,
  /** Without script nothing counts down, so the wait is said in words. */
  askAgainIn: (seconds: number) =>
    `You can ask for another code in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  continue: "Continue",
  checking: "Checking…",
  creatingAccountFor: "Creating an account for",
  createAccount: "Create account",
  forgotPassword: "Forgot password?",
  continueWithGoogle: "Continue with Google",
  googleUnavailable:
    "Google sign-in is unavailable right now. Use your email instead.",
  /** Between the Google button and the email form. */
  or: "or",
  creatingAccount: "Creating your account…",
} as const;
