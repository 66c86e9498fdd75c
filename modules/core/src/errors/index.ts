export {
  adminOnly,
  AppError,
  ERROR_CODES,
  forbidden,
  invalidInput,
  notFound,
  shellRefusalWith,
  staffOnly,
  unauthorized,
} from "./app-error";
export type { AppErrorCode, ErrorDescriptor, MessageDescriptor } from "./app-error";
export { isNulTextError, NUL_TEXT_MESSAGE } from "./database-text";
export { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./database-unavailable";
export { restErrorResponse, restErrorSchema, toRestError } from "./format";
export type { RestErrorBody } from "./format";
