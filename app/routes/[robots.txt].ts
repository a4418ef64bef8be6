import { getEnv } from "~/lib/env.server";
import { feedResponse } from "~/lib/http.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "",
    `Sitemap: ${getEnv().siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return feedResponse(body, "text/plain");
}
