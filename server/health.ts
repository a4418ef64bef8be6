import { Router } from "express";

import { LIVENESS_PATH, READINESS_PATH } from "./health-probes";

export { LIVENESS_PATH, READINESS_PATH };

/**
 * The probes of a load balancer or an orchestrator (docs/deploy.md). Liveness never asks the
 * upstream, so an upstream outage doesn't get healthy instances restarted; readiness turns 503
 * when a shutdown begins, so new requests go elsewhere while this one finishes its own.
 * Mounted after the security headers (they answer like every other response) and before the
 * access log (a probe every few seconds would drown it).
 */
export function healthEndpoints({
  buildVersion,
  isDraining,
}: {
  buildVersion: () => string | undefined;
  isDraining: () => boolean;
}): Router {
  const router = Router();
  router.get(LIVENESS_PATH, (_req, res) => {
    res
      .set("Cache-Control", "no-store")
      .json({ status: "ok", version: buildVersion() });
  });
  router.get(READINESS_PATH, (_req, res) => {
    const draining = isDraining();
    res
      .status(draining ? 503 : 200)
      .set("Cache-Control", "no-store")
      .json({ status: draining ? "draining" : "ready" });
  });
  return router;
}
