import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./start-server";

// The production image's path without Docker (docs/deploy.md, "Proved how"): the Dockerfile's
// runtime stage is repeated in a temporary directory, line by line as the Dockerfile says it,
// then the server is started with the image's CMD and probed with its HEALTHCHECK. The Dockerfile
// is the single source of truth: a path its runtime stage stops copying, or a RUN command this
// test doesn't know, fails here.

const ROOT = process.cwd();

type Instruction = { keyword: string; args: string; line: number };
type Stage = { from: string; name?: string; instructions: Instruction[] };

/** The Dockerfile's stages and instructions: comments dropped, continued lines joined. */
function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  let pending = "";
  let startLine = 0;
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === "" || line.startsWith("#"))) return;
    if (pending && line.startsWith("#")) return;
    if (!pending) startLine = index + 1;
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const whole = `${pending}${line}`.trim();
    pending = "";
    const [keyword = "", ...rest] = whole.split(/\s+/);
    const args = whole.slice(keyword.length).trim();
    if (keyword.toUpperCase() === "FROM") {
      const [from = "", as, name] = rest;
      stages.push({
        from,
        name: as?.toUpperCase() === "AS" ? name : undefined,
        instructions: [],
      });
      return;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile:${startLine}: before any FROM`);
    stage.instructions.push({
      keyword: keyword.toUpperCase(),
      args,
      line: startLine,
    });
  });
  return stages;
}

/** `--flag=value` options at the start of an instruction, and what follows them. */
function splitFlags(args: string) {
  const flags: Record<string, string> = {};
  let rest = args;
  for (;;) {
    const match = /^--([a-z-]+)(?:=(\S+))?\s+/.exec(rest);
    if (!match) return { flags, rest };
    flags[match[1]!] = match[2] ?? "true";
    rest = rest.slice(match[0].length);
  }
}

/** An exec-form (JSON array) argument list; shell form is refused where signals matter. */
function execForm(args: string, where: string): string[] {
  if (!args.startsWith("[")) {
    throw new Error(
      `${where} must be in exec form (a JSON array): in shell form /bin/sh is PID 1 and swallows SIGTERM`,
    );
  }
  return JSON.parse(args) as string[];
}

/** Every file and folder under `dir`, as paths relative to it. */
function listTree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
}

/** Runs a command to its end; resolves with its exit code and what it printed. */
function run(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined> },
) {
  return new Promise<{ code: number | null; output: string }>(
    (resolve, reject) => {
      const child = spawn(command, args, {
        cwd: options.cwd,
        env: options.env as NodeJS.ProcessEnv,
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.once("error", reject);
      child.once("exit", (code) => resolve({ code, output }));
    },
  );
}

const dockerfile = parseDockerfile(
  readFileSync(path.join(ROOT, "Dockerfile"), "utf8"),
);
const buildStage = dockerfile.find((stage) => stage.name === "build");
const runtimeStage = dockerfile.at(-1);
const packageJson = JSON.parse(
  readFileSync(path.join(ROOT, "package.json"), "utf8"),
) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const lockfile = JSON.parse(
  readFileSync(path.join(ROOT, "package-lock.json"), "utf8"),
) as { packages: Record<string, { dev?: boolean }> };

/** The stage and the stages it is built on (`FROM base`), the first built first. */
function withBaseStages(stage: Stage): Stage[] {
  const chain = [stage];
  for (
    let base = dockerfile.find(({ name }) => name === chain[0]!.from);
    base;
    base = dockerfile.find(({ name }) => name === chain[0]!.from)
  ) {
    chain.unshift(base);
  }
  return chain;
}

/** The folder an instruction list works in: its last WORKDIR. */
function workdirOf(stage: Stage | undefined) {
  return stage?.instructions.findLast(
    (instruction) => instruction.keyword === "WORKDIR",
  )?.args;
}

test("the Dockerfile's runtime stage installs, starts, answers its probes and stops cleanly", async () => {
  // npm ci alone takes about 15 s here with a warm cache; a cold one downloads everything.
  test.setTimeout(300_000);
  expect(runtimeStage?.name).toBe("runtime");
  // The build stage works in /app and builds there, so its /app/build is this checkout's build/
  // (the server project runs after `npm run build`).
  expect(workdirOf(buildStage)).toBe("/app");
  expect(
    buildStage?.instructions.some(
      (instruction) =>
        instruction.keyword === "RUN" &&
        instruction.args.includes("npm run build"),
    ),
  ).toBe(true);
  expect(existsSync(path.join(ROOT, "build/node/server.js"))).toBe(true);

  const app = mkdtempSync(path.join(tmpdir(), "aden-production-install-"));
  const imageEnv: Record<string, string> = {};
  let workdir: string | undefined;
  let user: string | undefined;
  let cmd: string[] | undefined;
  let healthcheck: string[] | undefined;
  let installedWithoutDev = false;
  /** Folders the image makes for the server to write in, and what stands for each here. */
  const imageFolders = new Map<string, string>();
  // npm's own variables from an `npm test` above this run would steer the install below.
  const npmFreeEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  );
  let server: ReturnType<typeof spawn> | undefined;

  try {
    const instructions = withBaseStages(runtimeStage!).flatMap(
      (stage) => stage.instructions,
    );
    for (const { keyword, args, line } of instructions) {
      const where = `Dockerfile:${line} (${keyword} ${args})`;
      switch (keyword) {
        case "ENV": {
          for (const pair of args.split(/\s+/)) {
            const [name, ...value] = pair.split("=");
            if (!name || value.length === 0) {
              throw new Error(`${where}: write ENV as NAME=value pairs`);
            }
            imageEnv[name] = value.join("=");
          }
          break;
        }
        case "WORKDIR":
          expect(args, where).toBe("/app");
          workdir = args;
          break;
        case "COPY": {
          expect(workdir, `${where}: WORKDIR comes first`).toBeDefined();
          const { flags, rest } = splitFlags(args);
          const parts = rest.startsWith("[")
            ? (JSON.parse(rest) as string[])
            : rest.split(/\s+/);
          const destination = parts.pop()!;
          for (const source of parts) {
            if (/[*?[]/.test(source)) {
              throw new Error(`${where}: wildcards are not repeated here`);
            }
            let from: string;
            if (flags.from) {
              expect(flags.from, where).toBe("build");
              // The build stage's /app is this checkout after `npm ci` and `npm run build`.
              const inBuild = path.posix.relative("/app", source);
              expect(inBuild.startsWith(".."), where).toBe(false);
              from = path.join(ROOT, inBuild);
            } else {
              from = path.join(ROOT, source);
            }
            expect(existsSync(from), `${where}: ${from} exists`).toBe(true);
            let to = path.resolve(app, destination);
            if (
              !statSync(from).isDirectory() &&
              (destination.endsWith("/") || parts.length > 1)
            ) {
              to = path.join(to, path.basename(source));
            }
            // A folder's contents go into the destination, as COPY does.
            cpSync(from, to, { recursive: true });
          }
          break;
        }
        case "RUN": {
          for (const command of args.split("&&").map((part) => part.trim())) {
            const [program, ...commandArgs] = command.split(/\s+/);
            const npmPin = /^npm (?:install|i) (?:--global|-g) npm@(\S+)$/.exec(
              command,
            );
            const folder = /^(mkdir -p|chown node:node) (\/\S+)$/.exec(command);
            if (folder?.[1] === "mkdir -p") {
              // A folder of the image the server writes (the outbox's DATA_DIR): a temporary
              // folder stands for it here.
              imageFolders.set(
                folder[2]!,
                mkdtempSync(path.join(tmpdir(), "aden-production-volume-")),
              );
            } else if (folder) {
              expect(imageFolders.has(folder[2]!), where).toBe(true);
            } else if (command === "npm cache clean --force") {
              // Only trims the image's layer; here it would empty this machine's shared cache.
            } else if (npmPin) {
              // The image's npm is meant to be the one installs here are made with.
              const local = execFileSync("npm", ["--version"], {
                env: npmFreeEnv as NodeJS.ProcessEnv,
                encoding: "utf8",
              }).trim();
              if (local !== npmPin[1]) {
                test.info().annotations.push({
                  type: "warning",
                  description: `${where}: the image pins npm ${npmPin[1]}, this machine has ${local}`,
                });
              }
            } else if (program === "npm" && commandArgs[0] === "ci") {
              installedWithoutDev ||= commandArgs.includes("--omit=dev");
              // From this machine's warm cache, quietly: the flags a CI install adds.
              const extra = ["--prefer-offline", "--no-audit", "--no-fund"];
              const install = await run(
                "npm",
                [
                  ...commandArgs,
                  ...extra.filter((flag) => !commandArgs.includes(flag)),
                ],
                { cwd: app, env: { ...npmFreeEnv, ...imageEnv } },
              );
              expect(install.code, `${command}\n${install.output}`).toBe(0);
            } else {
              throw new Error(
                `${where}: "${command}" is not repeated by this test yet: teach it what to do`,
              );
            }
          }
          break;
        }
        case "USER":
          user = args;
          break;
        case "CMD":
          cmd = execForm(args, where);
          break;
        case "HEALTHCHECK": {
          const { rest } = splitFlags(args);
          expect(rest.startsWith("CMD "), where).toBe(true);
          healthcheck = execForm(rest.slice("CMD ".length).trim(), where);
          break;
        }
        case "VOLUME":
          expect(
            imageFolders.has(args),
            `${where}: made by a RUN mkdir -p`,
          ).toBe(true);
          break;
        case "EXPOSE":
        case "LABEL":
        case "ARG":
          break;
        default:
          throw new Error(`${where}: not repeated by this test yet`);
      }
    }

    for (const [name, value] of Object.entries(imageEnv)) {
      const standIn = imageFolders.get(value);
      if (standIn) imageEnv[name] = standIn;
    }
    expect(
      installedWithoutDev,
      "the runtime stage runs npm ci --omit=dev",
    ).toBe(true);
    expect(imageEnv.NODE_ENV).toBe("production");
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    // The image starts exactly what `npm run serve` starts, without npm in front of it, in the
    // same environment (glibc's two malloc arenas and fixed mmap threshold, decisions 066, 068).
    expect(imageEnv.MALLOC_ARENA_MAX).toBe("2");
    expect(imageEnv.MALLOC_MMAP_THRESHOLD_).toBe("131072");
    expect(
      `MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 ${cmd?.join(" ")}`,
    ).toBe(packageJson.scripts.serve);
    expect(healthcheck?.[0]).toBe("node");

    // Every production dependency is there, and no package only development needs.
    for (const name of Object.keys(packageJson.dependencies)) {
      expect(
        existsSync(path.join(app, "node_modules", name, "package.json")),
        `${name} is installed`,
      ).toBe(true);
    }
    const devOnly = Object.keys(packageJson.devDependencies).filter(
      (name) => lockfile.packages[`node_modules/${name}`]?.dev === true,
    );
    expect(devOnly).toEqual(
      expect.arrayContaining(["vite", "@remix-run/dev", "vitest", "esbuild"]),
    );
    const leaked = devOnly.filter((name) =>
      existsSync(path.join(app, "node_modules", name)),
    );
    expect(leaked, "devDependencies in the production install").toEqual([]);

    const port = await freePort();
    const healthPort = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // The container's environment: the image's ENV and what a deployment sets, nothing else.
    const runtimeEnv: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      ...imageEnv,
      PORT: String(port),
      HEALTH_PORT: String(healthPort),
      MOCKS: "true",
      SITE_URL: `http://localhost:${port}`,
    };
    const filesBefore = listTree(app);
    const [serverProgram, ...serverArgs] = cmd!;
    const child = spawn(serverProgram!, serverArgs, {
      cwd: app,
      env: runtimeEnv as NodeJS.ProcessEnv,
    });
    server = child;
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) =>
      child.once("exit", (code) => resolve(code)),
    );

    const upBy = Date.now() + 30_000;
    while (
      (await fetch(`${origin}/healthz`).then(
        (response) => response.status,
        () => 0,
      )) !== 200
    ) {
      if (child.exitCode !== null || Date.now() > upBy) {
        throw new Error(`The server did not come up:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await home.text();
    expect(html).toMatch(/<title>[^<]*Aden[^<]*<\/title>/);
    // The client assets are served from the copied build.
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expect((await fetch(`${origin}${asset}`)).status).toBe(200);

    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
    const live = await fetch(`${origin}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: "ok" });
    // The probes' own port, where a deployment's probes go.
    const probesPort = await fetch(`http://127.0.0.1:${healthPort}/readyz`);
    expect(probesPort.status).toBe(200);
    expect(await probesPort.json()).toEqual({ status: "ready" });

    const [checkProgram, ...checkArgs] = healthcheck!;
    // A HEALTHCHECK runs in the container's environment too.
    const checkEnv = {
      PATH: runtimeEnv.PATH,
      ...imageEnv,
      PORT: String(port),
      HEALTH_PORT: String(healthPort),
    };
    const healthy = await run(checkProgram!, checkArgs, {
      cwd: app,
      env: checkEnv,
    });
    expect(healthy.code, healthy.output).toBe(0);

    child.kill("SIGTERM");
    // Exit 0 is the graceful path: Node's default for SIGTERM ends the process by the signal.
    expect(await exited, output).toBe(0);
    // It wrote nothing: a read-only root file system is fine (deploy/kubernetes.yaml). Nor in
    // its volume: the outbox writes only when the upstream fails a lead.
    expect(listTree(app)).toEqual(filesBefore);
    for (const folder of imageFolders.values()) {
      expect(listTree(folder)).toEqual([]);
    }

    const unhealthy = await run(checkProgram!, checkArgs, {
      cwd: app,
      env: checkEnv,
    });
    expect(unhealthy.code).not.toBe(0);
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill("SIGKILL");
    }
    rmSync(app, { recursive: true, force: true });
  }
});
