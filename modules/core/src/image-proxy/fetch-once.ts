/** One HTTP(S) GET to a checked destination, connected to the pinned address only. */
import http from "node:http";
import type { IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Destination } from "./destination";
import { ImageProxyError } from "./errors";

/** A `lookup` that ignores DNS and hands back the address we already checked. */
function pinnedLookup(destination: Destination): LookupFunction {
  return (_hostname, options, callback) => {
    // Node asks for all addresses when it races IPv4 and IPv6 (autoSelectFamily).
    if (typeof options === "object" && options.all === true) {
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address: destination.address, family: destination.family },
      ]);
    } else {
      callback(null, destination.address, destination.family);
    }
  };
}

export function fetchOnce(
  destination: Destination,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const { url } = destination;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "GET",
        headers,
        lookup: pinnedLookup(destination),
        signal,
        // No shared agent: a pooled socket could have been opened for another address.
        agent: false,
      },
      resolve,
    );
    request.on("error", (error) => {
      reject(
        signal.aborted
          ? new ImageProxyError("timeout", "the remote server took too long")
          : new ImageProxyError("upstream_error", `fetch failed: ${error.message}`),
      );
    });
    request.end();
  });
}
