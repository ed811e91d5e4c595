# syntax=docker/dockerfile:1
# Report bot: one image for every role (ROLE=all | web | worker).
#   docker build -t report-bot .
#   docker run --env-file .env -p 3000:3000 report-bot

# Both stages on Node 26, the active LTS line (until October 2027, then maintenance to April
# 2029). CI runs the suite on the line named here too: .ci/run reads it from these FROM lines
# (scripts/with-node.sh container), so both stages must name the same node:<major>.

# --- build: every dependency, then tsc into dist/ ------------------------------------------
FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: `prepare` would compile before the sources are here; the build is below.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json main.ts serve.ts worker-thread.ts ./
COPY src ./src
COPY adapters ./adapters
COPY jobs ./jobs
RUN npm run build

# --- runtime: production dependencies and the compiled code, as the unprivileged user ------
FROM node:26-bookworm-slim AS runtime
# DejaVu: the local chart renderer looks for it first (see src/render/chart-local.ts);
# without a font, chart labels come out blank.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: `prepare` compiles with tsc, a dev dependency that is not installed here.
# Native parts (@napi-rs/canvas, msgpackr) come as prebuilt optional packages, not scripts.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# /healthz answers while the process is up, in every role (workers serve it too).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) starts the graceful shutdown: running jobs finish or go back to the queue.
STOPSIGNAL SIGTERM
CMD ["node", "dist/main.js"]
