import { AuthFeature, GenericModrinthClient } from "@modrinth/api-client";
import type { AuthConfig, ModrinthApiError } from "@modrinth/api-client";
import type { z } from "zod";

// What every contract test does with the reference's client: make one pointed at Hopper, read a refused call's
// status, and check an answer against the shape the client's types promise.

/**
 * A maker of the reference's clients on Hopper's base URL, as a launcher would configure one. Each client gets
 * its own address in `network` (e.g. "10.77"), so the API's per-address rate limit never spans two of them.
 */
export function contractClients(api: { readonly origin: string }, network: string) {
  let count = 0;
  return (auth: { token?: string; cookie?: string } = {}) => {
    count += 1;
    // The client declares AuthFeature's constructor with the base feature options; AuthConfig is what it reads.
    const authConfig: AuthConfig | undefined = auth.token ? { token: auth.token } : undefined;
    return new GenericModrinthClient({
      userAgent: "hopper-contract-tests/1.0 (contract@hopper.invalid)",
      labrinthBaseUrl: api.origin,
      headers: {
        "x-forwarded-for": `${network}.${count >> 8}.${count & 255}`,
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
      },
      features: authConfig ? [new AuthFeature(authConfig)] : [],
    });
  };
}

/** The HTTP status of a client call: 200 when it succeeded, else the refusal's. */
export async function statusOf(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as ModrinthApiError).statusCode;
  }
}

/** Asserts the answer has the client's promised shape and returns it typed. */
export function expectShape<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`answer does not match the client's type:\n${JSON.stringify(parsed.error.issues, null, 2)}`);
  }
  return parsed.data;
}
