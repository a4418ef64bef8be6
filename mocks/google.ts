import { decodeJwt } from "jose";
import { z } from "zod";

/** The fields of a Google ID token the sign-in reads (behaviour §3). */
const googleClaimsSchema = z.object({
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.literal("true"), z.literal("false")]),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().url().optional(),
  id: z.string().optional(),
  sub: z.string().optional(),
  iat: z.number(),
  exp: z.number(),
});
export type GoogleClaims = z.infer<typeof googleClaimsSchema>;

const base64url = (value: string) => Buffer.from(value).toString("base64url");

/**
 * A credential shaped like the ID token Google's button hands over. The mock reads its claims
 * and does not check Google's signature: there is no Google here.
 */
export function createGoogleCredential(
  claims: Partial<GoogleClaims> & { email: string },
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1_000);
  const payload = {
    email_verified: true,
    iat,
    exp: iat + 3_600,
    ...claims,
  };
  const header = { alg: "RS256", kid: "aden-mock", typ: "JWT" };
  return [
    base64url(JSON.stringify(header)),
    base64url(JSON.stringify(payload)),
    base64url("aden-mock-google-signature"),
  ].join(".");
}

/** The claims of a usable credential: well formed, verified e-mail, unexpired. Else null. */
export function readGoogleCredential(
  credential: string,
  now = Date.now(),
): GoogleClaims | null {
  let decoded: unknown;
  try {
    decoded = decodeJwt(credential);
  } catch {
    return null;
  }
  const parsed = googleClaimsSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const claims = parsed.data;
  const verified =
    claims.email_verified === true || claims.email_verified === "true";
  return verified && claims.exp * 1_000 > now ? claims : null;
}
