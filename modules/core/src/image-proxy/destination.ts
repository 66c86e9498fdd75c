/**
 * Validates where a fetch may go, before any connection is made: scheme, credentials, port, host
 * name, and every address the name resolves to. The chosen address is returned so the connection is
 * pinned to it — resolving again at connect time would let DNS rebinding swap in a private address.
 */
import { isIP } from "node:net";
import { ImageProxyError } from "./errors";
import type { ResolvedImageProxyOptions } from "./options";

export interface Destination {
  url: URL;
  address: string;
  family: 4 | 6;
}

const DEFAULT_PORTS: Readonly<Record<string, number>> = { "http:": 80, "https:": 443 };

function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? undefined : bare;
}

function forbidden(message: string): ImageProxyError {
  return new ImageProxyError("forbidden_destination", message);
}

export async function checkDestination(url: URL, options: ResolvedImageProxyOptions): Promise<Destination> {
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) throw forbidden(`scheme ${url.protocol} is not fetched`);
  if (url.username !== "" || url.password !== "") throw forbidden("URLs with credentials are not fetched");
  const port = url.port === "" ? defaultPort : Number(url.port);
  if (!options.allowedPorts.has(port)) throw forbidden(`port ${port} is not allowed`);
  const hostname = url.hostname.toLowerCase();
  if (options.refusedHosts.has(hostname)) throw forbidden(`host ${hostname} is refused`);

  const literal = literalAddress(hostname);
  if (literal !== undefined) {
    if (!options.isAddressAllowed(literal)) throw forbidden(`address ${literal} is not public`);
    return { url, address: literal, family: isIP(literal) === 6 ? 6 : 4 };
  }

  let answers;
  try {
    answers = await options.resolveHost(hostname);
  } catch {
    throw new ImageProxyError("upstream_error", `host ${hostname} does not resolve`);
  }
  // One private answer is enough to refuse: a mixed answer set is a rebinding setup, not an accident.
  const refused = answers.find((answer) => !options.isAddressAllowed(answer.address));
  if (refused !== undefined) throw forbidden(`host ${hostname} resolves to ${refused.address}`);
  const chosen = answers[0];
  if (chosen === undefined) throw new ImageProxyError("upstream_error", `host ${hostname} has no address`);
  return { url, address: chosen.address, family: chosen.family };
}
