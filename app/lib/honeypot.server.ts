import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { getEnv } from "./env.server";

/**
 * The honeypot of the site's public forms (remix-utils): a hidden field people leave empty and
 * an encrypted "valid from" time. The seed is the session secret, so every instance behind a
 * load balancer accepts the fields another one rendered.
 */
function honeypot(): Honeypot {
  return new Honeypot({ encryptionSeed: getEnv().sessionSecrets[0] });
}

/** The props of `<HoneypotInputs>`, for the root loader. */
export function honeypotInputProps() {
  return honeypot().getInputProps();
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
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
