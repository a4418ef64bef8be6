// Finds redis-server for the shared rate-limit test: REDIS_SERVER_PATH, then the PATH. When there
// is none and we are root, installs Debian's redis-server with apt-get (the package's own
// service is not used: the test starts its own server on a free port).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { installDebianPackages, isRoot } from "./apt.mjs";

export function findRedisServer() {
  if (
    process.env.REDIS_SERVER_PATH &&
    existsSync(process.env.REDIS_SERVER_PATH)
  ) {
    return process.env.REDIS_SERVER_PATH;
  }
  const probe = spawnSync("redis-server", ["--version"], { stdio: "ignore" });
  return probe.status === 0 ? "redis-server" : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let redis = findRedisServer();
  if (!redis && isRoot()) {
    console.log("No redis-server found: installing Debian's redis-server.");
    installDebianPackages(["redis-server"]);
    redis = findRedisServer();
  }
  if (!redis) {
    console.error(
      "No redis-server found. Install Debian's redis-server or set REDIS_SERVER_PATH.",
    );
    process.exit(1);
  }
  console.log(`Using redis-server: ${redis}`);
}
