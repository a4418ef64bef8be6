// The policy text is content/legal/privacy.md, a draft the owner's counsel must review.
import { LegalPage, legalPageMeta } from "~/components/legal/legal-document";
import { loadLegalPage } from "~/lib/content/legal-page.server";
import { loaderCacheControl } from "~/lib/headers";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { whiteHeader: true };

export const loader = () => loadLegalPage("privacy");

export default LegalPage;

export const meta = legalPageMeta;

export const headers = loaderCacheControl;
