export { clientAddress, resolveClientAddress } from "./client-address";
export {
  FORM_BODY_LIMIT,
  REST_BULK_JSON_BODY_LIMIT,
  REST_JSON_BODY_LIMIT,
  SERVER_ACTION_BODY_LIMIT,
  TRPC_BODY_LIMIT,
  bodyTooLargeError,
  bodyTooLargeMessage,
  declaredLength,
  declaresMoreThan,
  formatByteLimit,
  limitedBody,
  readBodyWithin,
  withBodyWithin,
} from "./body-limit";
export { cookieReader, parseCookies } from "./cookies";
