import { Honeypot } from "remix-utils/honeypot/server";
import { getEnv } from "./env.server";

/**
 * The honeypot of the site's public forms (remix-utils): a hidden field people leave empty and
 * an encrypted "valid from" time. The seed is the session secret, so every instance behind a
 * load balancer accepts the fields another one rendered.
 */
function honeypot(): Honeypot {
  return new Honeypot({ encryptionSeed: getEnv().sessionSecrets[0] });
}

/**
 * How long one set of honeypot props is handed out. Its "valid from" time only refuses posts made
 * before it, so a minute-old one is as good, and the AES of every page view (about 4 % of the
 * CPU of rendering `/`, issue 15) becomes one a minute.
 */
const PROPS_REUSE_MS = 60_000;
let reused:
  { props: HoneypotInputProps; seed: string; until: number } | undefined;

type HoneypotInputProps = ReturnType<Honeypot["getInputProps"]>;

/** The props of `<HoneypotFields>`, for the root loader. */
export function honeypotInputProps(now = Date.now()): HoneypotInputProps {
  const seed = getEnv().sessionSecrets[0];
  if (!reused || reused.seed !== seed || reused.until <= now) {
    reused = {
      props: honeypot().getInputProps({ validFromTimestamp: now }),
      seed,
      until: now + PROPS_REUSE_MS,
    };
  }
  return reused.props;
}

/**
 * Whether a form post is from a bot: it filled the hidden field, sent a bad "valid from" time,
 * or left the honeypot out altogether (every form of ours renders it).
 */
export function isSpam(formData: FormData): boolean {
  const trap = honeypot();
  if (!formData.has(trap.getInputProps().nameFieldName)) return true;
  try {
    trap.check(formData);
    return false;
  } catch {
    // A SpamError, or crypto-js failing on a forged "valid from": it decrypts to random bytes
    // and throws "Malformed UTF-8 data" on those that are not UTF-8. A bot's post either way,
    // never a 500.
    return true;
  }
}
