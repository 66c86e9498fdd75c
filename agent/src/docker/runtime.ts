import { PassThrough, type Duplex, type Readable } from "node:stream";
import Docker from "dockerode";

/** Fields of a container inspection the agent cares about. */
export interface ContainerStatus {
  running: boolean;
  startedAt: string;
  exitCode: number | null;
  oomKilled: boolean;
}

export interface AttachedStreams {
  /** Merged stdout+stderr of the process. */
  output: Readable;
  /** Write `command\n` here to type into the server console. */
  input: Duplex;
  close(): void;
}

/** Limits that can change on a running container. */
export interface ResourceLimits {
  Memory: number;
  MemoryReservation: number;
  MemorySwap: number;
  NanoCpus: number;
}

/** Raw sample from the Docker stats stream (the subset we read). */
export interface DockerStatsSample {
  cpu_stats?: { cpu_usage?: { total_usage?: number }; system_cpu_usage?: number; online_cpus?: number };
  precpu_stats?: { cpu_usage?: { total_usage?: number }; system_cpu_usage?: number };
  memory_stats?: { usage?: number; limit?: number; stats?: Record<string, number> };
  networks?: Record<string, { rx_bytes?: number; tx_bytes?: number }>;
}

function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { statusCode?: number }).statusCode === 404;
}

/** Thin, typed layer over dockerode so the rest of the agent never touches the Docker API shape. */
export class DockerRuntime {
  readonly docker: Docker;

  constructor(socketPath: string) {
    this.docker = new Docker({ socketPath });
  }

  async ping(): Promise<boolean> {
    try {
      await this.docker.ping();
      return true;
    } catch {
      return false;
    }
  }

  async imageExists(image: string): Promise<boolean> {
    try {
      await this.docker.getImage(image).inspect();
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Pulls the image; if the registry is unreachable but a local copy exists, carries on with it. */
  async ensureImage(image: string, onProgress: (line: string) => void): Promise<void> {
    try {
      onProgress(`Pulling image ${image}`);
      const stream = await this.docker.pull(image);
      await new Promise<void>((resolve, reject) => {
        this.docker.modem.followProgress(stream, (err) => (err ? reject(err) : resolve()));
      });
      onProgress(`Image ${image} is up to date`);
    } catch (error) {
      if (await this.imageExists(image)) {
        onProgress(`Could not pull ${image} (${(error as Error).message}); using the local copy`);
        return;
      }
      throw error;
    }
  }

  async inspect(name: string): Promise<ContainerStatus | null> {
    try {
      const info = await this.docker.getContainer(name).inspect();
      return {
        running: info.State.Running,
        startedAt: info.State.StartedAt,
        exitCode: info.State.Running ? null : info.State.ExitCode,
        oomKilled: info.State.OOMKilled,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    try {
      await this.docker.getContainer(name).remove({ force: true, v: false });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  /** Containers are re-created on every start so plan and environment changes always apply. */
  async recreate(options: Docker.ContainerCreateOptions): Promise<void> {
    if (!options.name) throw new Error("container name required");
    await this.remove(options.name);
    await this.docker.createContainer(options);
  }

  async attach(name: string): Promise<AttachedStreams> {
    const container = this.docker.getContainer(name);
    const stream = (await container.attach({
      stream: true,
      stdin: true,
      stdout: true,
      stderr: true,
      hijack: true,
    })) as unknown as Duplex;
    const output = new PassThrough();
    this.docker.modem.demuxStream(stream, output, output);
    stream.on("end", () => output.end());
    stream.on("close", () => output.end());
    stream.on("error", () => output.end());
    return {
      output,
      input: stream,
      close: () => {
        stream.destroy();
        output.end();
      },
    };
  }

  async start(name: string): Promise<void> {
    await this.docker.getContainer(name).start();
  }

  async kill(name: string): Promise<void> {
    try {
      await this.docker.getContainer(name).kill({ signal: "SIGKILL" });
    } catch (error) {
      // 409: not running any more, which is what we wanted
      const code = (error as { statusCode?: number }).statusCode;
      if (code !== 409 && code !== 404) throw error;
    }
  }

  /** Resolves when the container exits (immediately if it is not running). */
  async wait(name: string): Promise<void> {
    try {
      await this.docker.getContainer(name).wait({ condition: "not-running" });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async updateLimits(name: string, limits: ResourceLimits): Promise<void> {
    try {
      await this.docker.getContainer(name).update(limits);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async statsStream(name: string): Promise<Readable> {
    return (await this.docker.getContainer(name).stats({ stream: true })) as unknown as Readable;
  }

  /** Last lines of the container log, used to refill console history after an agent restart. */
  async logTail(name: string, lines: number): Promise<string> {
    try {
      const buffer = (await this.docker
        .getContainer(name)
        .logs({ stdout: true, stderr: true, tail: lines, follow: false })) as unknown as Buffer;
      return demuxBuffer(buffer);
    } catch (error) {
      if (isNotFound(error)) return "";
      throw error;
    }
  }
}

/** Decodes Docker's 8-byte-header multiplexed log format. */
export function demuxBuffer(buffer: Buffer): string {
  const parts: string[] = [];
  let offset = 0;
  while (offset + 8 <= buffer.length) {
    const size = buffer.readUInt32BE(offset + 4);
    parts.push(buffer.subarray(offset + 8, offset + 8 + size).toString("utf8"));
    offset += 8 + size;
  }
  return parts.join("");
}
