# Production image: the same bundle `npm start` builds, run by Node 22.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev
# Human's package carries the weights of every model it knows; those whose verdict in licenses/MODELS.md
# is « fails the rule » leave the image (tests/unit/models-page.test.ts checks each such row is here):
# the emotion model (expressions are read from the mesh) and « faceres » (identity is dlib's descriptor).
RUN rm node_modules/@vladmandic/human/models/emotion.json node_modules/@vladmandic/human/models/emotion.bin \
  node_modules/@vladmandic/human/models/faceres.json node_modules/@vladmandic/human/models/faceres.bin

FROM node:22-bookworm-slim
ENV NODE_ENV=production
# The allocator sharp's documentation advises for a long-running server on glibc, as npm start sets
# it (scripts/start.mjs): two arenas, large blocks always given back (web and workers alike).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Vision model weights (server/vision/models.ts reads them from disk, never from the network).
COPY --from=build /app/models ./models
# Our own pictograms (server/pictograms/library.ts reads them from disk, as the models).
COPY --from=build /app/pictograms ./pictograms
USER node
EXPOSE 3000
CMD ["node", "dist/server/main.js"]
