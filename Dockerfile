# Folio's image (decision 130): `docker compose up -d` with compose.yaml, or
#   docker build -t folio . && docker run -p 3000:3000 -v folio-data:/data folio
# One volume, /data: the SQLite database, uploaded media, the generated secrets and the backups.

# Build: every dependency (the native modules compile here), the production build, then only what
# the built server loads kept (scripts/prune-runtime.mjs: no development dependencies, no package the
# build bundled or never names, no source maps, type declarations or docs).
FROM node:20-bookworm-slim AS build
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci applies the fixes in patches/ to dependencies (patch-package, run as postinstall).
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs \
  && npm prune --omit=dev --no-audit --no-fund \
  && node scripts/prune-runtime.mjs \
  && strip --strip-all -o /app/node /usr/local/bin/node

# Run: Debian with Node's one binary (no npm, headers or compiler; its debugging symbols stripped:
# 99 → 86 MB, JavaScript stack traces unchanged), the production dependencies the server loads and the
# build; user `node` (uid 1000, as in the node images), not root.
FROM debian:bookworm-slim
COPY --from=build /app/node /usr/local/bin/node
RUN groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
  && mkdir -p /data \
  && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/data/backups
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/public ./public
COPY --from=build /app/dist ./dist
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is the process Docker signals: Folio's own SIGTERM handler drains and exits (decision 117), well
# within `docker stop`'s 10 s. `--init` (compose: `init: true`) adds tini in front to reap children.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=4", "dist/server/server.js"]
