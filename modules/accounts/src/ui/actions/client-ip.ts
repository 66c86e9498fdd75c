import "server-only";

import { headers } from "next/headers";

import { clientAddress } from "@hopper/core/http";

export async function requestIp(): Promise<string> {
  return clientAddress(await headers()) ?? "local";
}
