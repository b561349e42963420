# syntax=docker/dockerfile:1
# Event Artwork Upload Management: the API and the built single-page app in one image.
#   docker build -t eaum .
#   docker run -p 3000:3000 -v eaum-data:/data -e APP_URL=http://localhost:3000 eaum
# See deploy/compose.yaml for PostgreSQL, an S3-compatible store and a proxy, and the README's
# Deployment section for the environment.

ARG NODE_IMAGE=node:20-slim

# ---- every dependency, compiled for this base (better-sqlite3 and argon2 build from source when
#      their prebuilt binaries cannot be downloaded, hence the compiler)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ---- the single-page app into dist/ and the server compiled into dist/server (npm run build)
FROM deps AS build
COPY . .
RUN npm run build

# ---- only the production dependencies, native modules already compiled above
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

# ---- what runs
FROM ${NODE_IMAGE} AS runtime
# poppler-utils: pdffonts, pdfimages and pdftoppm (the PDF check and first-page thumbnails);
# ghostscript, qpdf: the PDF check's ink, damage and structure readers (prlimit is in util-linux);
# postgresql-client: pg_dump, pg_restore and psql for `npm run backup` / `npm run restore`;
# tini: forwards signals and reaps children as PID 1.
RUN apt-get update \
 && apt-get install -y --no-install-recommends poppler-utils ghostscript qpdf postgresql-client tini ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
# The app and the compiled server (which carries what it uses of src/api/contract): no TypeScript
# sources and no transpiler run in the image.
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json ./
# DATA_DIR: the SQLite file, uploads in progress, stored files without S3, the generated JWT secret.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# Migrates the database, creates the first admin on an empty one (its password is printed once
# unless ADMIN_PASSWORD is set), then serves on HOST:PORT. SIGTERM closes it gracefully, and it is
# gone within 9.5 s whatever its output does (`docker stop` waits 10 s).
# Backups: `node dist/server/cli.js backup /data/backups` (see the README).
CMD ["node", "dist/server/main.js"]
