# The game-host agent. It drives the host's Docker engine, so run it with the socket mounted:
#   docker run -v /var/run/docker.sock:/var/run/docker.sock -v /srv/hopper:/srv/hopper hopper-agent
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY agent ./agent
RUN npm ci --no-audit --no-fund --workspace @hopper/agent
ENV NODE_ENV=production
CMD ["node", "--import", "tsx", "agent/src/main.ts", "--config", "/etc/hopper/agent.json"]
