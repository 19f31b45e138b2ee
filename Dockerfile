# The app image for docker-compose.yml. Runs as a non-root user against an external PostgreSQL.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx next build && chown -R node:node /app
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "scripts/start.ts"]
