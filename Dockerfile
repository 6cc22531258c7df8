# The production image: one image runs the web server or the background worker.
FROM node:24-bookworm-slim
WORKDIR /app

COPY package.json package-lock.json prisma.config.ts ./
COPY client/package.json client/
COPY server/package.json server/
COPY scripts/prisma-generate.mjs scripts/
COPY prisma prisma
RUN npm ci --no-audit --no-fund

COPY . .
# The web client, and the server compiled to JavaScript in server/dist (decisions/069).
RUN npm run build

ENV NODE_ENV=production
# Fewer malloc arenas keep the image pipeline's native memory from fragmenting.
ENV MALLOC_ARENA_MAX=2
EXPOSE 3000
CMD ["npm", "run", "start", "--workspace", "server"]
