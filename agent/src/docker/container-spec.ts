import type Docker from "dockerode";
import type { AgentConfig } from "../config.js";
import type { Plan, ServerSpec } from "../protocol.js";

const MIB = 1024 * 1024;

/** Capabilities a game server never needs; fewer capabilities means less to exploit after an RCE. */
export const DROPPED_CAPABILITIES = [
  "SETPCAP",
  "MKNOD",
  "AUDIT_WRITE",
  "NET_RAW",
  "NET_BIND_SERVICE",
  "SYS_CHROOT",
  "SETFCAP",
  "FSETID",
  "SYS_PTRACE",
];

/**
 * The JVM needs native memory on top of its heap; a container limit equal to -Xmx gets OOM-killed
 * (exit 137). Small plans need proportionally more headroom.
 */
export function memoryLimitBytes(plan: Plan): number {
  const factor = plan.memoryMiB <= 2048 ? 1.15 : plan.memoryMiB <= 4096 ? 1.1 : 1.05;
  return Math.floor(plan.memoryMiB * factor) * MIB;
}

const loaderVersionEnv: Record<string, string> = {
  fabric: "FABRIC_LOADER_VERSION",
  quilt: "QUILT_LOADER_VERSION",
  forge: "FORGE_VERSION",
  neoforge: "NEOFORGE_VERSION",
  paper: "PAPER_BUILD",
  purpur: "PURPUR_BUILD",
};

/** Environment understood by the standard Minecraft server image (itzg/minecraft-server). */
export function imageEnvironment(spec: ServerSpec): Record<string, string> {
  const env: Record<string, string> = {
    EULA: "TRUE",
    TYPE: spec.install.loader.toUpperCase(),
    VERSION: spec.install.gameVersion,
    // heap = the plan's memory; the container limit adds headroom (memoryLimitBytes)
    MEMORY: `${spec.plan.memoryMiB}M`,
    HOPPER_SERVER_ID: spec.id,
  };
  const versionVar = loaderVersionEnv[spec.install.loader];
  if (versionVar && spec.install.loaderVersion) env[versionVar] = spec.install.loaderVersion;
  return { ...env, ...spec.env };
}

export function containerName(config: AgentConfig, serverId: string): string {
  return `${config.docker.containerPrefix}${serverId}`;
}

export function buildContainerOptions(
  config: AgentConfig,
  spec: ServerSpec,
  hostDataDir: string,
): Docker.ContainerCreateOptions {
  const limit = memoryLimitBytes(spec.plan);
  const exposed: Record<string, object> = {};
  const bindings: Record<string, { HostIp: string; HostPort: string }[]> = {};
  for (const port of spec.ports) {
    const key = `${port.container}/${port.protocol}`;
    exposed[key] = {};
    bindings[key] = [...(bindings[key] ?? []), { HostIp: "", HostPort: String(port.host) }];
  }
  const env = imageEnvironment(spec);
  return {
    name: containerName(config, spec.id),
    Hostname: spec.id,
    Image: spec.image ?? config.docker.defaultImage,
    ...(spec.command ? { Cmd: spec.command } : {}),
    Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
    ...(config.docker.user ? { User: config.docker.user } : {}),
    // no TTY: output arrives multiplexed but without echoed input and terminal escapes
    Tty: false,
    OpenStdin: true,
    // the container keeps its stdin when the agent detaches (restart of the agent)
    StdinOnce: false,
    AttachStdin: true,
    AttachStdout: true,
    AttachStderr: true,
    ExposedPorts: exposed,
    Labels: { "hopper.server": spec.id, "hopper.node": config.nodeId },
    HostConfig: {
      Binds: [`${hostDataDir}:${config.docker.dataMountPath}`],
      Memory: limit,
      MemoryReservation: spec.plan.memoryMiB * MIB,
      MemorySwap: limit + spec.plan.swapMiB * MIB,
      NanoCpus: Math.round(spec.plan.cpu * 1e9),
      PidsLimit: config.docker.pidsLimit,
      SecurityOpt: ["no-new-privileges"],
      CapDrop: DROPPED_CAPABILITIES,
      ReadonlyRootfs: config.docker.readOnlyRootfs,
      Tmpfs: { "/tmp": `rw,exec,nosuid,size=${config.docker.tmpfsMiB}m` },
      NetworkMode: config.docker.networkMode,
      PortBindings: config.docker.networkMode === "bridge" ? bindings : {},
      RestartPolicy: { Name: "no" },
      // bounded log on disk, used to refill console history after an agent restart
      LogConfig: { Type: "local", Config: { "max-size": "5m", "max-file": "1", compress: "false" } },
    },
  };
}
