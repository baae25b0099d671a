# Production image: the same bundle `npm start` builds, run by Node 22.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# One script builds the production tree, the same the bench weighs and boots (npm run bench production):
# the bundle and the pictogram asset, the production dependencies for this stage's platform alone, without
# TypeScript, Human's weights that fail the licence rule, nor type declarations and source maps of packages.
RUN node scripts/production-tree.mjs /production

FROM node:22-bookworm-slim
ENV NODE_ENV=production
# The allocator sharp's documentation advises for a long-running server on glibc, which the server sets
# itself when it starts (server/main.ts): two arenas, large blocks always given back (web and workers alike).
# Set here too, so the process starts with it and need not start again.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
# package.json, node_modules, dist (the pictogram asset included), models (server/vision/models.ts reads
# them from disk, never from the network), pictograms (our own drawings) and licenses.
COPY --from=build /production ./
USER node
EXPOSE 3000
CMD ["node", "dist/server/main.js"]
