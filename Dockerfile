# syntax=docker/dockerfile:1
# The service in a container: built in one stage (native better-sqlite3 needs a compiler), run in a
# slim one as an unprivileged user. docker compose up (compose.yaml) runs it with MariaDB and Redis.
# The base image is a build argument (a mirror, a pinned digest, another Debian suite), as long as it
# is a Debian image of Node 24 with Node's headers in /usr/local/include/node, as the official ones are.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# node-gyp builds against the headers of the Node that runs the service, already in the image:
# it never downloads them, so the build needs no network beyond Debian's mirror and the npm registry.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
# better-sqlite3 ships prebuilt binaries for a few platforms; it is compiled here instead, for this
# image's Node and libc, and its prebuilt ones are removed so that only this build can be loaded.
RUN npm ci --no-audit --no-fund \
 && npm --prefix node_modules/better-sqlite3 run build-release \
 && rm -rf node_modules/better-sqlite3/prebuilds node_modules/better-sqlite3/build/Release/obj.target \
 && node -e "require('better-sqlite3')(':memory:').prepare('select 1').get()"
COPY tsconfig.json tsconfig.build.json ./
COPY src src
COPY schemas schemas
COPY db db
COPY bench bench
RUN npm run -s build && npm prune --omit=dev

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATABASE_URL=sqlite:/data/contas.db
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/dist dist
COPY --chown=node:node package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# No curl in the slim image: Node asks /health itself.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same V8 flags as `npm start` (README, "Memory"; docs/PERFORMANCE.md has the measurements).
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "--no-allocation-site-pretenuring", "dist/src/server.js"]
