import type { Readable } from "node:stream";
import { LineSplitter } from "../console/line-splitter.js";
import type { DockerRuntime, DockerStatsSample } from "./runtime.js";

/**
 * Docker's streaming stats endpoint for one container (a sample about once a second). Opened only
 * while someone watches the server, so idle servers cost nothing.
 */
export class ContainerStatsStream {
  private stream: Readable | null = null;
  private opening = false;

  constructor(
    private readonly runtime: DockerRuntime,
    private readonly onSample: (sample: DockerStatsSample) => void,
  ) {}

  get active(): boolean {
    return this.stream !== null || this.opening;
  }

  /** Opens the stream unless it is open; `stillWanted` is re-checked after the await. */
  async open(container: string, stillWanted: () => boolean): Promise<void> {
    if (this.active) return;
    this.opening = true;
    let stream: Readable;
    try {
      stream = await this.runtime.statsStream(container);
    } catch {
      return;
    } finally {
      this.opening = false;
    }
    if (this.stream || !stillWanted()) {
      stream.destroy();
      return;
    }
    this.stream = stream;
    const splitter = new LineSplitter((line) => {
      if (!line.trim()) return;
      try {
        this.onSample(JSON.parse(line) as DockerStatsSample);
      } catch {
        // a torn or non-JSON line: skip it, the next sample comes within a second
      }
    }, 1 << 20);
    stream.on("data", (chunk: Buffer) => splitter.push(chunk));
    const ended = () => {
      if (this.stream === stream) this.stream = null;
    };
    stream.on("end", ended);
    stream.on("error", ended);
    stream.on("close", ended);
  }

  close(): void {
    this.stream?.destroy();
    this.stream = null;
  }
}
