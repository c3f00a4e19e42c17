import express, { type Router } from "express";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/client.server.ts";

export interface HealthOptions {
  database: Pick<DatabaseHandle, "kind" | "ping">;
  logger: Logger;
  /** What the instance runs without now, e.g. `["redis"]` while the room channel is down. */
  degraded: () => string[];
}

/**
 * `/api/health` says the process is alive and answering; `/api/ready` says whether it should
 * be sent traffic: 503 while the database or Redis does not answer, so a load balancer prefers
 * an instance that has both (docs/decisions/030-replicas.md).
 */
export function healthRoutes({ database, logger, degraded }: HealthOptions): Router {
  const router = express.Router();

  async function databaseAnswers(): Promise<boolean> {
    try {
      await database.ping();
      return true;
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      return false;
    }
  }

  router.get("/api/health", async (_req, res) => {
    if (await databaseAnswers()) {
      res.json({ ok: true, db: database.kind, degraded: degraded() });
    } else {
      res
        .status(503)
        .json({ ok: false, db: database.kind, error: "The database does not answer." });
    }
  });

  router.get("/api/ready", async (_req, res) => {
    const missing = [...((await databaseAnswers()) ? [] : ["database"]), ...degraded()];
    res
      .status(missing.length > 0 ? 503 : 200)
      .set("Cache-Control", "no-store")
      .json({ ok: missing.length === 0, degraded: missing });
  });

  return router;
}
