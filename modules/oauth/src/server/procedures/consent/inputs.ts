import { z } from "zod";

import { hasNul, URL_MAX } from "@hopper/core/validation";

/** A query parameter as the client sent it; the service checks each one's own limit and says what is wrong. */
const parameter = z
  .string()
  .max(4096, "A parameter of the authorization request is too long.")
  // PostgreSQL cannot store NUL (the state is kept in the consent flow): refused here, not a database error.
  .refine((value) => !hasNul(value), "A parameter of the authorization request contains a NUL character.")
  .optional();

/**
 * The site origin the browser used, for the `iss` parameter (RFC 9207) when HOPPER_URL is not set (one machine,
 * tests); with HOPPER_URL the issuer is always that. Only the viewer's own redirect can carry it.
 */
export const origin = z
  .string()
  .max(URL_MAX, "The origin is too long.")
  .refine((value) => /^https?:\/\/[^/?#]+$/.test(value), "The origin must be an http(s) origin.");

export const authorizationRequestInput = z.object({
  client_id: parameter,
  redirect_uri: parameter,
  scope: parameter,
  state: parameter,
  response_type: parameter,
  code_challenge: parameter,
  code_challenge_method: parameter,
});

/** The consent flow's id (32 characters; a longer one is no flow at all). */
export const flowId = z.string().max(64, "The consent flow id is too long.");
