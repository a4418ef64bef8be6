# syntax=docker/dockerfile:1
#
# The Aden site's production image (docs/deploy.md):
#   docker build -t aden-site .
#   docker run --rm -p 3000:3000 -e SITE_URL=http://localhost:3000 aden-site
#
# `build` installs every dependency and runs `npm run build`; `runtime` installs the production
# dependencies alone and takes the build from `build`. e2e/server/production-install.spec.ts reads
# this file: it repeats the runtime stage's COPY and RUN lines in a temporary directory outside
# Docker, starts the server with this CMD and probes it with this HEALTHCHECK. Change the runtime
# stage here and that test follows; add a RUN command it doesn't know and it fails until taught.

FROM node:22-slim AS base
# The npm this project's lockfile and its `allowScripts` list (package.json) are installed with
# on developers' machines and in CI. Node 22's bundled npm 10 ignores `allowScripts` and would run
# the install scripts of every dependency instead of esbuild's alone.
RUN npm install --global npm@11.19.1 && npm cache clean --force

FROM base AS build
WORKDIR /app
# The manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM base AS runtime
# MALLOC_ARENA_MAX=2: glibc's allocator keeps two arenas instead of one per thread that
# allocates (the thread pool's compression and the probes' thread): 55 MB less resident under
# load (docs/decisions/066-two-malloc-arenas.md). MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KiB
# and more (compressors' windows and tables) always get pages of their own, returned when freed,
# instead of glibc raising that bar and leaving them to fragment the arenas: the native part
# stays flat over a soak (docs/decisions/068-fixed-mmap-threshold.md).
ENV NODE_ENV=production PORT=3000 HEALTH_PORT=9000 DATA_DIR=/data MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# All the server reads at run time is build/ (the bundled server, the Remix build, the client
# assets, the compiled content and Open Graph cards) and the production node_modules: content/
# and public/ are compiled into build/ and never read again. Files stay root-owned and read-only
# to the server (a read-only root file system is fine). The one place it writes is DATA_DIR, and
# only while the upstream fails leads and REDIS_URL is unset: the outbox (docs/deploy.md, decision
# 051). Mount a volume there, or set REDIS_URL.
COPY --from=build /app/build ./build
COPY scripts/serve.mjs ./scripts/serve.mjs
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
# The site on 3000; the probes on 9000, on a thread of their own (decision 065).
EXPOSE 3000 9000
# Slim images have no curl: Node asks /healthz itself, on the probes' port.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.HEALTH_PORT || process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
# `npm run serve`'s command itself, not `npm run serve`: in exec form node is PID 1 and gets
# SIGTERM directly, so the graceful shutdown (server/shutdown.ts: readiness 503, in-flight
# requests finish, exit 0 within 10 s) runs. npm (or a shell) in front would receive the signal
# instead, and the orchestrator would kill node when its grace period ran out. No init process is
# needed: the server installs its own SIGTERM and SIGINT handlers and starts no child processes.
# The heap flags size V8 for the 512 MiB container of docs/deploy.md (deploy/kubernetes.yaml
# repeats this command with them).
CMD ["node", "--max-semi-space-size=32", "--max-old-space-size=256", "scripts/serve.mjs"]
