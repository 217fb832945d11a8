# syntax=docker/dockerfile:1
#
# One image for every process: the API (the default command) and the render workers (the same
# image with `node --expose-gc --max-semi-space-size=4 dist/server/main-worker.js`; compose.yaml's worker service). It runs exactly
# what README's Production section runs without a container, and what
# tests/integration/production-topology.pg.test.ts proves: `npm ci --omit=dev`, `npm run build`,
# then `node` on the compiled server. ffmpeg and ffprobe come from their npm packages, as in every
# other install.

ARG NODE_IMAGE=node:20.20.2-bookworm-slim

# Production dependencies only: the build's tools (esbuild, Vite, tsx) are among them.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The web app (prerendered pages included) and the server compiled to JavaScript, in dist/.
FROM deps AS build
COPY . .
RUN npm run build

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    HEALTH_PORT=3001 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/common ./dist/common
COPY package.json ./
# The image's files stay root's and read-only to the app; it writes only its data folder.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /api/ready on HEALTH_PORT (database, storage and queue reachable, not stopping), for any role.
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 CMD ["node", "dist/server/check-ready.js"]
CMD ["node", "dist/server/main-api.js"]
