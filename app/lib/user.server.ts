import { z } from "zod";
import type { PublicUser } from "./user";

/** Checks the user kept in the session cookie before it is trusted (behaviour §8). */
export const publicUserSchema = z.object({
  id: z.union([z.string(), z.number()]),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  avatar: z.string().nullable(),
}) satisfies z.ZodType<PublicUser>;
