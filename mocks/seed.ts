import { SEEDED_ONLINE_FORMS } from "./online-forms";
import { TRIGGER_DOMAINS } from "./triggers";
import { hashPassword, type MockStore, type NewUser } from "./store";

/** The password of every seeded account (printed at start-up and in the README). */
export const DEMO_PASSWORD = "aden-demo-1234";
export const DEMO_EMAIL = "demo@aden.dev";

export const SEEDED_ACCOUNTS: readonly Omit<NewUser, "password">[] = [
  {
    email: DEMO_EMAIL,
    firstname: "Demo",
    lastname: "User",
    company_name: "Aden Demo Co.",
  },
  // Without a first name: the hand-off goes to onboarding (behaviour §4), the avatar shows 'U'.
  { email: "nofirstname@aden.dev", lastname: "Lane" },
  {
    email: `demo@${TRIGGER_DOMAINS.unauthorized}`,
    firstname: "Ended",
    lastname: "Session",
  },
  {
    email: `demo@${TRIGGER_DOMAINS.profileFail}`,
    firstname: "Profile",
    lastname: "Outage",
  },
  {
    email: `demo@${TRIGGER_DOMAINS.profileMalformed}`,
    firstname: "Garbled",
    lastname: "Profile",
  },
];

// The seeded accounts share one password, so they share its hash, made once per process: a test
// file seeds a fresh store for every test, and five scrypt runs a test were most of the
// hostile-input catalogue's time.
let demoPasswordHash: Promise<string> | undefined;

export async function seedDemoAccounts(store: MockStore): Promise<void> {
  const passwordHash = await (demoPasswordHash ??= hashPassword(DEMO_PASSWORD));
  await Promise.all(
    SEEDED_ACCOUNTS.map((account) =>
      store.createUser({ ...account, passwordHash }),
    ),
  );
}

/** The published online forms (mocks/online-forms.ts). */
export function seedOnlineForms(store: MockStore): void {
  for (const form of SEEDED_ONLINE_FORMS) store.addOnlineForm(form);
}
