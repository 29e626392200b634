# Sortie: one image, any number of instances against one PostgreSQL.
FROM node:20-bookworm-slim

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    PGLITE_DATA_DIR=/data/pglite
WORKDIR /app

# The fonts position pictures are rendered to PNG with (resvg uses the system's).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*

# Dependencies first, so a code change does not reinstall them. The postinstall
# script generates the Prisma client, so the schema must be there too.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund && npm cache clean --force

COPY tsconfig.json ./
COPY src ./src
# For `npm run db:migrate` and `npm run simulate` in a container (the service applies migrations itself at start).
COPY scripts ./scripts

RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node runs the service itself (no npm or tsx CLI in between), so SIGTERM reaches it: it drains and exits.
CMD ["node", "--import", "tsx", "src/main.ts"]
