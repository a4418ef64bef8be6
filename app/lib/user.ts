/**
 * The signed-in user as the browser may see it (behaviour §3): never the token. It lives in the
 * session cookie and reaches the page through the root loader.
 */
export type PublicUser = {
  id: string | number;
  firstname: string;
  lastname: string;
  email: string;
  company_name: string | null;
  avatar: string | null;
  /** When the account was created, as the profile gives it (ISO date or epoch); for the chat widget. */
  create_time?: string | number | null;
};

/** behaviour §3: the upper-cased first letter of the first name, or "U". */
export function avatarInitial(user: Pick<PublicUser, "firstname">): string {
  return user.firstname.trim().charAt(0).toUpperCase() || "U";
}

/** behaviour §3: the first name, or "User". */
export function displayName(user: Pick<PublicUser, "firstname">): string {
  return user.firstname.trim() || "User";
}
