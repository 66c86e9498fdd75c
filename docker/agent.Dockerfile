# The game-host agent. It drives the host's Docker engine and keeps the servers' files under its data dir:
#   docker run -v /var/run/docker.sock:/var/run/docker.sock --group-add "$(stat -c %g /var/run/docker.sock)" \
#     -v /srv/hopper:/srv/hopper -v ./agent.json:/etc/hopper/agent.json:ro hopper-agent
# (docker/agent.example.json is the config file's shape.) Build from the repository root:
#   docker build -f docker/agent.Dockerfile -t hopper-agent .
# NODE_IMAGE: as in docker/Dockerfile (the official Node.js LTS image, or one assembled here).
ARG NODE_IMAGE=node:26-bookworm-slim

FROM ${NODE_IMAGE} AS app
WORKDIR /app
# Only the agent's workspace and its production dependencies (no web app, no Prisma, no PostgreSQL).
COPY package.json package-lock.json docker/healthcheck.mjs ./
COPY agent ./agent
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --update-notifier=false --workspace @hopper/agent \
 && mkdir -p /out/app/docker \
 && mv package.json node_modules agent /out/app/ \
 && mv healthcheck.mjs /out/app/docker/ \
 && rm -rf "$HOME/.npm"

FROM ${NODE_IMAGE}
# Settings first, the application in one COPY last (docker/Dockerfile says why).
ENV NODE_ENV=production \
    HOPPER_AGENT_CONFIG=/etc/hopper/agent.json
WORKDIR /app
# The agent runs unprivileged; it reaches Docker through the mounted socket (give it the socket's group with
# --group-add) and must own its data dir (chown it to uid 1000 on the host).
USER node
EXPOSE 8443
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 CMD ["node", "/app/docker/healthcheck.mjs"]
CMD ["node", "--import", "tsx", "/app/agent/src/main.ts"]
COPY --from=app /out/app /app
