# Production image: the same bundle `npm start` builds, run by Node 22.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Vision model weights (server/vision/models.ts reads them from disk, never from the network).
COPY --from=build /app/models ./models
USER node
EXPOSE 3000
CMD ["node", "dist/server/main.js"]
