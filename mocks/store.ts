import {
  randomInt,
  randomUUID,
  scrypt,
  timingSafeEqual,
  randomBytes,
} from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { MIN_PASSWORD_LENGTH } from "~/lib/constants";
import type { MockOnlineForm } from "./online-forms";

/**
 * The mock upstream's memory: users, sign-up codes, sessions, leads, online forms and their
 * submissions. It behaves like a real
 * backend (hashed passwords, expiring codes, signed tokens), so the site meets the failures a
 * real one would give. Each server process, and each test, has its own.
 */

/** Signs the mock's tokens. Never used outside the mock upstream. */
export const MOCK_JWT_SECRET = "aden-mock-upstream-only-signing-key-0f3c9a";
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const CODE_LENGTH = 6;
export const CODE_LIFETIME_MS = 10 * 60 * 1_000;
export const MAX_WRONG_CODE_TRIES = 5;
export const VERIFY_CODE_MODES = ["aden-ai-form", "aden-homepage"] as const;
export type VerifyCodeMode = (typeof VERIFY_CODE_MODES)[number];

export type MockUser = {
  id: number;
  user_id: string;
  email: string;
  firstname: string;
  lastname: string;
  company_name: string | null;
  avatar: string | null;
  create_time: string;
  current_team_id: number;
  is_dev: boolean;
  /** null for accounts made through Google: they have no password. */
  passwordHash: string | null;
};

/** The payload of a token (behaviour §3). */
export type TokenPayload = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  current_team_id: number;
  is_dev: boolean;
  iat: number;
  exp: number;
};

/** A sign-up code e-mail, as the mailbox shows it. */
export type MailMessage = {
  code: string;
  /** The sign-up link of the e-mail: opens sign-up at step 2, prefilled (behaviour §2). */
  link: string;
  mode: VerifyCodeMode;
  rId: string | null;
  time: string;
};

type ActiveCode = {
  code: string;
  expiresAt: number;
  wrongTries: number;
};

export type CodeCheck =
  | { ok: true }
  | {
      ok: false;
      reason: "no-code" | "wrong-code" | "expired" | "too-many-tries";
    };

export type NewUser = {
  email: string;
  password?: string;
  /** A hash made by `hashPassword` already, used instead of hashing `password` again. */
  passwordHash?: string;
  firstname?: string;
  lastname?: string;
  company_name?: string | null;
  avatar?: string | null;
};

/** Answers to an online form, as the upstream received them. */
export type FormSubmission = {
  formId: string;
  answers: Record<string, unknown>;
  time: string;
};

export type StoreOptions = {
  /** The clock, in milliseconds; tests move it forward. */
  now?: () => number;
};

const SCRYPT_KEY_LENGTH = 32;
// A quarter of Node's default cost: still a real salted hash, and start-up and tests stay quick.
const SCRYPT_OPTIONS = { N: 2 ** 12 };

export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, SCRYPT_KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => {
      if (error) reject(error);
      else resolve(`scrypt:${salt.toString("hex")}:${key.toString("hex")}`);
    });
  });
}

function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [, saltHex = "", keyHex = ""] = stored.split(":");
  const expected = Buffer.from(keyHex, "hex");
  return new Promise((resolve, reject) => {
    scrypt(
      password,
      Buffer.from(saltHex, "hex"),
      SCRYPT_KEY_LENGTH,
      SCRYPT_OPTIONS,
      (error, key) => {
        if (error) reject(error);
        else
          resolve(
            key.length === expected.length && timingSafeEqual(key, expected),
          );
      },
    );
  });
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const isValidEmail = (email: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 320;

/** The reason a password is refused, in the site's own words (behaviour §5), or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return "Your password should contain at least 10 characters";
  }
  if (/\s/.test(password)) return "Password cannot contain spaces";
  return null;
}

let processDummyHash: Promise<string> | undefined;

export function createMockStore({ now = Date.now }: StoreOptions = {}) {
  const users = new Map<string, MockUser>();
  const codes = new Map<string, ActiveCode>();
  const mailboxes = new Map<string, MailMessage[]>();
  // The token's own exp says when it ends: jwtVerify checks it.
  const sessions = new Map<string, { userId: number }>();
  const leads: unknown[] = [];
  const onlineForms = new Map<string, MockOnlineForm>();
  const formSubmissions: FormSubmission[] = [];
  /** Idempotency keys of the lead calls taken: a repeat is answered, not kept again. */
  const takenKeys = new Set<string>();
  const key = new TextEncoder().encode(MOCK_JWT_SECRET);
  let nextId = 1001;
  // Unknown e-mails are checked against this, so a login answers in the same time either way.
  // One per process: it hides nothing a store's own would, and a store per test stays cheap.
  const dummyHash = (processDummyHash ??= hashPassword(randomUUID()));

  const codeKey = (email: string, mode: VerifyCodeMode) => `${email} ${mode}`;
  const codesOf = (email: string) =>
    VERIFY_CODE_MODES.flatMap((mode) => {
      const active = codes.get(codeKey(email, mode));
      return active ? [active] : [];
    });
  const isLive = (code: ActiveCode) =>
    code.expiresAt > now() && code.wrongTries < MAX_WRONG_CODE_TRIES;

  /** Checks a code against the live codes of an e-mail; a wrong one counts against them. */
  function checkCode(rawEmail: string, vuid: string): CodeCheck {
    const all = codesOf(normalizeEmail(rawEmail));
    if (all.length === 0) return { ok: false, reason: "no-code" };
    const live = all.filter(isLive);
    if (live.length === 0) {
      return {
        ok: false,
        reason: all.some((code) => code.expiresAt > now())
          ? "too-many-tries"
          : "expired",
      };
    }
    if (live.some((code) => code.code === vuid.trim())) return { ok: true };
    for (const code of live) code.wrongTries += 1;
    return {
      ok: false,
      reason: live.some(isLive) ? "wrong-code" : "too-many-tries",
    };
  }

  return {
    now,

    findUser(email: string): MockUser | undefined {
      return users.get(normalizeEmail(email));
    },

    async createUser(input: NewUser): Promise<MockUser> {
      const email = normalizeEmail(input.email);
      if (users.has(email)) throw new Error(`User ${email} already exists`);
      const id = nextId++;
      const user: MockUser = {
        id,
        user_id: randomUUID(),
        email,
        firstname: input.firstname ?? "",
        lastname: input.lastname ?? "",
        company_name: input.company_name ?? null,
        avatar: input.avatar ?? null,
        create_time: new Date(now()).toISOString(),
        current_team_id: id + 50_000,
        is_dev: false,
        passwordHash:
          input.passwordHash ??
          (input.password === undefined
            ? null
            : await hashPassword(input.password)),
      };
      users.set(email, user);
      return user;
    },

    /** The user when the password is theirs; null for a wrong password and an unknown e-mail alike. */
    async authenticate(
      email: string,
      password: string,
    ): Promise<MockUser | null> {
      const user = users.get(normalizeEmail(email));
      const hash = user?.passwordHash ?? (await dummyHash);
      const matches = await passwordMatches(password, hash);
      return user?.passwordHash && matches ? user : null;
    },

    /** Mails a new code, replacing the active one of that e-mail and mode. */
    sendCode(
      rawEmail: string,
      mode: VerifyCodeMode,
      rId: string | null,
    ): MailMessage {
      const email = normalizeEmail(rawEmail);
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(
        CODE_LENGTH,
        "0",
      );
      codes.set(codeKey(email, mode), {
        code,
        expiresAt: now() + CODE_LIFETIME_MS,
        wrongTries: 0,
      });
      const message: MailMessage = {
        code,
        link: `/?${new URLSearchParams({ email, vuid: code })}`,
        mode,
        rId,
        time: new Date(now()).toISOString(),
      };
      mailboxes.set(email, [...(mailboxes.get(email) ?? []), message]);
      return message;
    },

    checkCode,

    /** Checks the code and, when right, spends it: a code signs up one account. */
    spendCode(email: string, vuid: string): CodeCheck {
      const result = checkCode(email, vuid);
      if (result.ok) {
        for (const mode of VERIFY_CODE_MODES) {
          codes.delete(codeKey(normalizeEmail(email), mode));
        }
      }
      return result;
    },

    mailbox(email: string): MailMessage[] {
      return [...(mailboxes.get(normalizeEmail(email)) ?? [])];
    },

    async issueToken(user: MockUser): Promise<string> {
      const iat = Math.floor(now() / 1_000);
      const exp = iat + TOKEN_LIFETIME_SECONDS;
      const payload: Omit<TokenPayload, "iat" | "exp"> = {
        id: user.id,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        current_team_id: user.current_team_id,
        is_dev: user.is_dev,
      };
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      sessions.set(token, { userId: user.id });
      return token;
    },

    /** The user of a token this store issued, signed, unexpired and not ended; else null. */
    async userOfToken(token: string): Promise<MockUser | null> {
      const session = sessions.get(token);
      if (!session) return null;
      try {
        await jwtVerify(token, key, {
          algorithms: ["HS256"],
          currentDate: new Date(now()),
        });
      } catch {
        sessions.delete(token);
        return null;
      }
      for (const user of users.values()) {
        if (user.id === session.userId) return user;
      }
      return null;
    },

    /**
     * True the first time a lead call carries this `Idempotency-Key` (or carries none); false for
     * a repeat, which the handler answers like the first without keeping it twice.
     */
    takeIdempotencyKey(key: string | null): boolean {
      if (!key) return true;
      if (takenKeys.has(key)) return false;
      takenKeys.add(key);
      return true;
    },

    /** Keeps a contact lead exactly as it was received. */
    addLead(body: unknown) {
      leads.push(body);
    },

    leads(): unknown[] {
      return [...leads];
    },

    /** Publishes a form (or replaces the one with its id). */
    addOnlineForm(form: MockOnlineForm) {
      onlineForms.set(form.id, form);
    },

    onlineForm(id: string): MockOnlineForm | undefined {
      return onlineForms.get(id);
    },

    /** Keeps a form's answers exactly as they were received. */
    addFormSubmission(formId: string, answers: Record<string, unknown>) {
      formSubmissions.push({
        formId,
        answers,
        time: new Date(now()).toISOString(),
      });
    },

    /** The submissions received, all or one form's. */
    formSubmissions(formId?: string): FormSubmission[] {
      return formSubmissions.filter(
        (submission) => formId === undefined || submission.formId === formId,
      );
    },
  };
}

export type MockStore = ReturnType<typeof createMockStore>;
