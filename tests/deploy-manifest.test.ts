import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { parseEnv } from "~/lib/env.server";
import {
  healthEndpoints,
  LIVENESS_PATH,
  READINESS_PATH,
} from "../server/health";
import { SHUTDOWN_DEADLINE_MS } from "../server/shutdown";

// deploy/kubernetes.yaml and the Dockerfile against the server they deploy (docs/deploy.md): the
// probe paths it registers, its default port, the variables env.server.ts reads, its shutdown
// deadline. e2e/server/production-install.spec.ts runs the Dockerfile's runtime stage itself.

const read = (file: string) =>
  readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

type EnvVar = {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
};
type Probe = { httpGet?: { path: string; port: string | number } };
type Container = {
  name: string;
  image: string;
  args?: string[];
  ports: { name?: string; containerPort: number }[];
  env: EnvVar[];
  resources: {
    requests?: Record<string, string>;
    limits?: Record<string, string>;
  };
  livenessProbe: Probe;
  readinessProbe: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  securityContext?: Record<string, unknown>;
};
type Manifest = {
  kind: string;
  spec: {
    replicas?: number;
    template?: {
      spec: {
        terminationGracePeriodSeconds?: number;
        securityContext?: Record<string, unknown>;
        containers: Container[];
      };
    };
    ports?: { port: number; targetPort: string | number }[];
  };
};

const manifests = parseAllDocuments(read("deploy/kubernetes.yaml")).map(
  (document) => {
    expect(document.errors).toEqual([]);
    return document.toJS() as Manifest;
  },
);
const deployment = manifests.find(({ kind }) => kind === "Deployment")!;
const service = manifests.find(({ kind }) => kind === "Service")!;
const pod = deployment.spec.template!.spec;
const container = pod.containers[0]!;
const envValue = (name: string) =>
  container.env.find((variable) => variable.name === name);

/** The variables env.server.ts reads: the keys of its zod schema of the environment. */
function serverVariables(): string[] {
  const source = read("app/lib/env.server.ts");
  const start = source.indexOf("const rawEnvSchema = z.object({");
  expect(start).toBeGreaterThan(-1);
  const end = source.indexOf("\n});", start);
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)]
    .map((match) => match[1]!)
    .sort();
}

/** Kubernetes memory quantities (Mi, Gi) in MiB. */
function mebibytes(quantity: string | undefined): number {
  const match = /^(\d+)(Mi|Gi)$/.exec(quantity ?? "");
  expect(match, `memory quantity ${quantity}`).not.toBeNull();
  return Number(match![1]) * (match![2] === "Gi" ? 1024 : 1);
}

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("deploy/kubernetes.yaml", () => {
  it("holds a Deployment of at least two instances and a Service", () => {
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(service).toBeDefined();
    expect(pod.containers).toHaveLength(1);
  });

  it("listens on the server's default port, 3000, and the Service sends traffic there", () => {
    expect(parseEnv({}).port).toBe(3000);
    const [port] = container.ports;
    expect(port?.containerPort).toBe(3000);
    expect(port?.containerPort).toBe(parseEnv({}).port);
    // PORT, when set, agrees with the container port.
    expect(envValue("PORT")?.value ?? "3000").toBe(String(port?.containerPort));
    const targetPort = service.spec.ports?.[0]?.targetPort;
    expect([port?.name, port?.containerPort]).toContain(targetPort);
  });

  it("probes the paths the server registers, liveness /healthz and readiness /readyz, on port 9000", () => {
    expect(LIVENESS_PATH).toBe("/healthz");
    expect(READINESS_PATH).toBe("/readyz");
    expect(container.livenessProbe.httpGet?.path).toBe(LIVENESS_PATH);
    expect(container.readinessProbe.httpGet?.path).toBe(READINESS_PATH);
    // On the probes' own port (HEALTH_PORT), answered by a thread of their own.
    const healthPort = container.ports.find((port) => port.name === "health");
    expect(healthPort?.containerPort).toBe(9000);
    expect(envValue("HEALTH_PORT")?.value).toBe("9000");
    for (const probe of [container.livenessProbe, container.readinessProbe]) {
      expect(probe.httpGet?.port).toBe("health");
    }
    // The constants are what server.ts mounts.
    expect(read("server.ts")).toMatch(/app\.use\(\s*healthEndpoints\(/);
  });

  it("gets 200 from both probe paths, and 503 from readiness while the server drains", async () => {
    let draining = false;
    const app = express();
    app.use(
      healthEndpoints({
        buildVersion: () => "0123abcd",
        isDraining: () => draining,
      }),
    );
    const origin = await new Promise<string>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => {
        servers.push(server);
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      });
    });
    const probe = (probe: Probe) =>
      fetch(`${origin}${probe.httpGet!.path}`).then(({ status }) => status);
    expect(await probe(container.livenessProbe)).toBe(200);
    expect(await probe(container.readinessProbe)).toBe(200);
    draining = true;
    expect(await probe(container.readinessProbe)).toBe(503);
    expect(await probe(container.livenessProbe)).toBe(200);
  });

  it("sets only variables the server reads, and a configuration it accepts for production", () => {
    const known = serverVariables();
    expect(known).toEqual(
      expect.arrayContaining([
        "PORT",
        "SITE_URL",
        "SESSION_SECRET",
        "API_BASE_URL",
        "REDIS_URL",
        "TRUST_PROXY",
      ]),
    );
    // NODE_OPTIONS is Node's own.
    const names = container.env
      .map(({ name }) => name)
      .filter((name) => name !== "NODE_OPTIONS");
    for (const name of names) expect(known, `${name} is read`).toContain(name);
    for (const name of [
      "SITE_URL",
      "SESSION_SECRET",
      "API_BASE_URL",
      "REDIS_URL",
      "TRUST_PROXY",
    ]) {
      expect(names).toContain(name);
    }
    // The secret comes from a Secret, never from the manifest itself.
    expect(envValue("SESSION_SECRET")?.value).toBeUndefined();
    expect(envValue("SESSION_SECRET")?.valueFrom?.secretKeyRef).toBeDefined();
    // Never the mock upstream on a deployment: its /__mocks/ pages sign anyone in.
    expect(envValue("MOCKS")?.value ?? "").not.toMatch(/^(true|1)$/);

    const source: Record<string, string> = { NODE_ENV: "production" };
    for (const variable of container.env) {
      source[variable.name] = variable.valueFrom
        ? "a-stand-in-for-the-secret-that-is-long-enough-0123456789"
        : variable.value!;
    }
    // Throws on anything a production start refuses (an https site with a real upstream needs
    // ARP_URL and SESSION_SECRET, for one).
    const env = parseEnv(source);
    expect(env.mocksEnabled).toBe(false);
    expect(env.siteUrl).toMatch(/^https:\/\//);
    expect(env.sessionSecretGenerated).toBe(false);
    expect(env.redisUrl).not.toBeNull();
    expect(env.trustProxy).toBe(true);
    expect(env.warnings).toEqual([]);
  });

  it("gives the shutdown its 10 s: a preStop pause, then a grace period longer than both", () => {
    expect(SHUTDOWN_DEADLINE_MS).toBe(10_000);
    const preStop = container.lifecycle?.preStop?.exec?.command;
    expect(preStop?.[0]).toBe("sleep");
    const pauseSeconds = Number(preStop?.[1]);
    expect(pauseSeconds).toBeGreaterThanOrEqual(5);
    // The grace period runs from the start of preStop.
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(
      pauseSeconds + SHUTDOWN_DEADLINE_MS / 1000,
    );
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(10);
  });

  it("runs as a non-root user on a read-only file system, with bounded memory", () => {
    const podSecurity = pod.securityContext ?? {};
    const containerSecurity = container.securityContext ?? {};
    const setting = (name: string) =>
      containerSecurity[name] ?? podSecurity[name];
    expect(setting("runAsNonRoot")).toBe(true);
    expect(setting("runAsUser")).toBeGreaterThan(0);
    expect(containerSecurity.allowPrivilegeEscalation).toBe(false);
    expect(containerSecurity.readOnlyRootFilesystem).toBe(true);

    const request = mebibytes(container.resources.requests?.memory);
    const limit = mebibytes(container.resources.limits?.memory);
    expect(limit).toBeGreaterThanOrEqual(request);
    expect(limit).toBe(512);
  });

  it("runs the image's command with V8's heap sized inside the memory limit", () => {
    // The image's CMD itself, so the flags are where the limit is (and NODE_OPTIONS, which the
    // command line would override, sets none).
    expect(container.args).toEqual(dockerCmd());
    expect(envValue("NODE_OPTIONS")?.value ?? "").not.toMatch(/space-size/);
    const flags = heapFlags(container.args!);
    expect(flags).toEqual({ oldSpaceMb: 256, semiSpaceMb: 32 });
    // The old generation, the young one (two semi-spaces and as much again for large young
    // objects) and room for code, buffers and compression: about half the limit is the heap.
    const limit = mebibytes(container.resources.limits?.memory);
    expect(flags.oldSpaceMb + 3 * flags.semiSpaceMb).toBeLessThanOrEqual(
      limit * 0.7,
    );
  });
});

/** `--max-old-space-size` and `--max-semi-space-size` of a node command line, in MB. */
function heapFlags(argv: string[]) {
  const flag = (name: string) =>
    Number(
      argv
        .find((arg) => arg.startsWith(`--${name}=`))
        ?.slice(name.length + 3) ?? NaN,
    );
  return {
    oldSpaceMb: flag("max-old-space-size"),
    semiSpaceMb: flag("max-semi-space-size"),
  };
}

const packageScripts = () =>
  (JSON.parse(read("package.json")) as { scripts: Record<string, string> })
    .scripts;

/** The runtime stage's CMD, as an argv. */
function dockerCmd(): string[] {
  const [cmd] = dockerStages()
    .at(-1)!
    .lines.filter((line) => line.startsWith("CMD "));
  return JSON.parse(cmd!.slice(4)) as string[];
}

type Stage = { from: string; name?: string; lines: string[] };

/** The Dockerfile's stages, each with its instructions (comments dropped, lines joined). */
function dockerStages(): Stage[] {
  const stages: Stage[] = [];
  const instructions = read("Dockerfile")
    .split("\n")
    .filter((line) => !line.trim().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  for (const line of instructions) {
    const from = /^FROM (\S+)(?: AS (\S+))?$/i.exec(line);
    if (from) stages.push({ from: from[1]!, name: from[2], lines: [] });
    else stages.at(-1)!.lines.push(line);
  }
  return stages;
}

describe("Dockerfile", () => {
  const stages = dockerStages();
  const runtime = stages.at(-1)!;
  const runtimeLine = (pattern: RegExp) =>
    runtime.lines.filter((line) => pattern.test(line));

  it("builds on Node 22 in every stage, ending with the runtime stage", () => {
    expect(runtime.name).toBe("runtime");
    for (const stage of stages) {
      let image = stage.from;
      // A stage built on another stage is built on that stage's image.
      for (let named; (named = stages.find(({ name }) => name === image));) {
        image = named.from;
      }
      expect(image).toMatch(/^node:22(-slim)?$/);
    }
  });

  it("runs production: NODE_ENV=production, production dependencies only", () => {
    expect(runtimeLine(/^ENV .*\bNODE_ENV=production\b/)).toHaveLength(1);
    expect(runtimeLine(/^RUN npm ci --omit=dev\b/)).toHaveLength(1);
    expect(
      runtimeLine(/^COPY --from=build \/app\/build \.\/build$/),
    ).toHaveLength(1);
  });

  it("runs as a non-root user, from the USER line on", () => {
    const users = runtimeLine(/^USER /);
    expect(users).toEqual(["USER node"]);
    expect(runtime.lines.indexOf("USER node")).toBeLessThan(
      runtime.lines.findIndex((line) => line.startsWith("CMD ")),
    );
  });

  it("exposes the default port and the probes' 9000, and checks its health on /healthz there with node itself", () => {
    expect(parseEnv({}).port).toBe(3000);
    expect(runtimeLine(/^EXPOSE /)).toEqual(["EXPOSE 3000 9000"]);
    expect(runtimeLine(/^ENV /).join(" ")).toContain("HEALTH_PORT=9000");
    const [healthcheck] = runtimeLine(/^HEALTHCHECK /);
    const command = JSON.parse(
      healthcheck!.slice(healthcheck!.indexOf("CMD ") + 4),
    ) as string[];
    expect(command[0]).toBe("node");
    expect(command.join(" ")).toContain(`'${LIVENESS_PATH}'`);
    expect(command.join(" ")).toContain("process.env.HEALTH_PORT");
  });

  it("starts node itself, as `npm run serve` does, so SIGTERM reaches the server", () => {
    const argv = dockerCmd();
    expect(
      `MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 ${argv.join(" ")}`,
    ).toBe(packageScripts().serve);
    expect(argv[0]).toBe("node");
  });

  it("gives glibc's allocator two arenas and a fixed mmap threshold in the image, `npm start` and `npm run serve`", () => {
    const runtimeEnv = dockerStages()
      .at(-1)!
      .lines.filter((line) => line.startsWith("ENV "))
      .flatMap((line) => line.slice(4).split(/\s+/));
    expect(runtimeEnv).toContain("MALLOC_ARENA_MAX=2");
    expect(runtimeEnv).toContain("MALLOC_MMAP_THRESHOLD_=131072");
    const scripts = packageScripts();
    expect(scripts.serve).toMatch(
      /^MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 node /,
    );
    expect(scripts.start).toMatch(
      /^MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 node /,
    );
    // The image's base is Debian's (glibc reads the variable; musl would ignore it).
    expect(dockerStages()[0]!.from).toMatch(/^node:\d+-slim\b/);
  });

  it("gives node the same heap flags as `npm start` and `npm run serve`", () => {
    const scripts = packageScripts();
    const image = heapFlags(dockerCmd());
    expect(image).toEqual({ oldSpaceMb: 256, semiSpaceMb: 32 });
    expect(heapFlags(scripts.serve!.split(" "))).toEqual(image);
    expect(heapFlags(scripts.start!.split(" "))).toEqual(image);
  });

  it("keeps node_modules and build out of the context, and everything the image copies in", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", "build"]));
    const isIgnored = (file: string) =>
      ignored.some((pattern) => {
        const regex = new RegExp(
          `^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}(/|$)`,
        );
        return regex.test(file);
      });
    const copiedFromContext = stages
      .flatMap(({ lines }) => lines)
      .filter((line) => /^COPY (?!--from)/.test(line))
      .flatMap((line) => line.split(" ").slice(1, -1))
      .filter((source) => source !== ".");
    expect(copiedFromContext).toEqual(
      expect.arrayContaining(["package.json", "scripts/serve.mjs"]),
    );
    // What `npm run build` reads (scripts/build.mjs, vite.config.ts), through `COPY . .`.
    const buildReads = [
      "app",
      "content",
      "public",
      "scripts",
      "server",
      "mocks",
      "server.ts",
      "vite.config.ts",
      "tsconfig.json",
    ];
    for (const file of [...copiedFromContext, ...buildReads]) {
      expect(isIgnored(file), `${file} is in the build context`).toBe(false);
    }
  });
});

describe("docs/deploy.md", () => {
  it("states the container's memory and the heap flags the image sets", () => {
    const doc = read("docs/deploy.md");
    expect(doc).toContain("512 MiB container");
    expect(doc).toContain(
      "node --max-semi-space-size=32 --max-old-space-size=256 scripts/serve.mjs",
    );
  });

  it("lists every variable the server reads", () => {
    const doc = read("docs/deploy.md");
    for (const name of serverVariables()) {
      expect(doc, `${name} in docs/deploy.md`).toContain(`\`${name}\``);
    }
  });
});
