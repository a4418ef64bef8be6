import type { Visual } from "~/lib/solutions/schema";
import { ApprovalQueue } from "./approval-queue";
import { CertificationRoster } from "./certification-roster";
import { DocumentMatch } from "./document-match";
import { KpiDashboard } from "./kpi-dashboard";
import { Schedule } from "./schedule";
import { StockTable } from "./stock-table";
import { StorefrontOrders } from "./storefront-orders";
import { Workflow } from "./workflow";

/**
 * The picture inside a product visual's window, by kind. The kinds are a discriminated union
 * (`~/lib/solutions/schema`), so a new kind fails typecheck here until it has a rendering.
 */
export function VisualBody({ visual }: { visual: Visual }) {
  switch (visual.kind) {
    case "approval-queue":
      return <ApprovalQueue visual={visual} />;
    case "certification-roster":
      return <CertificationRoster visual={visual} />;
    case "document-match":
      return <DocumentMatch visual={visual} />;
    case "kpi-dashboard":
      return <KpiDashboard visual={visual} />;
    case "schedule":
      return <Schedule visual={visual} />;
    case "stock-table":
      return <StockTable visual={visual} />;
    case "storefront-orders":
      return <StorefrontOrders visual={visual} />;
    case "workflow":
      return <Workflow visual={visual} />;
  }
}
