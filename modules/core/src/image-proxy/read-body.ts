/** Reads a response body into memory, giving up as soon as it exceeds the size limit. */
import type { IncomingMessage } from "node:http";
import { ImageProxyError } from "./errors";

export async function readLimitedBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new ImageProxyError("too_large", `the file is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of response) {
      const buffer = chunk as Buffer;
      received += buffer.length;
      if (received > maxBytes) {
        response.destroy();
        throw new ImageProxyError("too_large", `the file is larger than ${maxBytes} bytes`);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof ImageProxyError) throw error;
    throw signal.aborted
      ? new ImageProxyError("timeout", "the remote server took too long")
      : new ImageProxyError("upstream_error", "the download was interrupted");
  }
  return Buffer.concat(chunks);
}
