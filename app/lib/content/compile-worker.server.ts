import { existsSync } from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { parseCollection, type SourceFile } from "./compile";
import type { Collection } from "./model";

/** One share of a large collection, parsed off the main thread (see compile-directory.server.ts). */
export type ParseJob = {
  collection: Collection;
  sources: SourceFile[];
  publicDir: string | null;
};

const { collection, sources, publicDir } = workerData as ParseJob;
parentPort?.postMessage(
  parseCollection(collection, sources, {
    assetExists: publicDir
      ? (publicPath) => existsSync(path.join(publicDir, publicPath))
      : undefined,
  }),
);
