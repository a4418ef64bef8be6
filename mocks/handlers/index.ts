import { http } from "msw";
import { errorResponse } from "../triggers";
import type { MockContext } from "./context";
import { leadHandlers } from "./leads";
import { onlineFormHandlers } from "./online-forms";
import { userHandlers } from "./user";

export type { MockContext } from "./context";

/**
 * Every call of behaviour §7, the online forms (our assumption), and a 404 like a real backend's for
 * anything else under the API base.
 */
export function createHandlers(context: MockContext) {
  return [
    ...userHandlers(context),
    ...leadHandlers(context),
    ...onlineFormHandlers(context),
    http.all(`${context.api}/*`, () => errorResponse(404, "Not found.")),
  ];
}
