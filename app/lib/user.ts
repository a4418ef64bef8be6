import { z } from "zod";

/**
 * The signed-in user as the browser may see it (SPEC §3): never the token. It lives in the
 * session cookie and reaches the page through the root loader.
 */
export const publicUserSchema = z.object({
  id: z.union([z.string(), z.number()]),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  avatar: z.string().nullable(),
});

export type PublicUser = z.infer<typeof publicUserSchema>;

/** SPEC §3: the upper-cased first letter of the first name, or "U". */
export function avatarInitial(user: Pick<PublicUser, "firstname">): string {
  return user.firstname.trim().charAt(0).toUpperCase() || "U";
}

/** SPEC §3: the first name, or "User". */
export function displayName(user: Pick<PublicUser, "firstname">): string {
  return user.firstname.trim() || "User";
}
