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
  const { nameFieldName, validFromFieldName } = honeypotInputProps();
  if (!formData.has(nameFieldName)) return true;
  if (
    validFromFieldName &&
    !isSaltedCiphertext(formData.get(validFromFieldName))
  ) {
    return true;
  }
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

/** "Salted__", an 8-byte salt, then at least one 16-byte AES block: what crypto-js writes. */
const SALTED_HEADER = Buffer.from("Salted__");
const AES_BLOCK_BYTES = 16;

/**
 * Whether a "valid from" value has the shape crypto-js gives its ciphertext. Without its salt,
 * crypto-js decrypts with a random one, so a forged value would decrypt to different bytes on
 * every post and now and then to a digit, which passes as a time in the past.
 */
function isSaltedCiphertext(value: FormDataEntryValue | null): boolean {
  if (typeof value !== "string" || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
    return false;
  }
  const bytes = Buffer.from(value, "base64");
  const cipherBytes = bytes.length - SALTED_HEADER.length - 8;
  return (
    bytes.subarray(0, SALTED_HEADER.length).equals(SALTED_HEADER) &&
    cipherBytes >= AES_BLOCK_BYTES &&
    cipherBytes % AES_BLOCK_BYTES === 0
  );
}
