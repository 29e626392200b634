# Sortie: one image, any number of instances against one PostgreSQL.
# The service runs compiled to JavaScript (npm run build), not through tsx.

# Build stage: every dependency (TypeScript and esbuild included), the Prisma client generated, src/ compiled
# to dist/, the web client bundled into web/dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a code change does not reinstall them. The postinstall
# script generates the Prisma client, so the schema must be there too.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
COPY web ./web
RUN npm run build && npm run build:web

# Run stage: production dependencies only, the compiled service and web client, the migrations it applies at start.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    PGLITE_DATA_DIR=/data/pglite
WORKDIR /app

# The fonts position pictures are rendered to PNG with (resvg uses the system's).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*

COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
# No install scripts: the Prisma client they would generate comes compiled in dist/ (and as source in src/generated).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# The guides the service serves at /docs/guides/ (src/http/routes/documents.ts).
COPY docs/api.md docs/websocket.md docs/cadence.md ./docs/
# For `npm run db:migrate` and `npm run simulate` in a container, which run the TypeScript through tsx
# (the service applies migrations itself at start).
COPY tsconfig.json ./
COPY scripts ./scripts
COPY --from=build /app/src ./src

RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node runs the compiled service itself (no npm in between), so SIGTERM reaches it: it drains and exits.
# --optimize-for-size as in npm start: V8 keeps its heap near what is live (README, "Operations: metrics, memory").
CMD ["node", "--optimize-for-size", "dist/main.js"]
