export { AppError, ERROR_CODES, forbidden, invalidInput, notFound, unauthorized } from "./app-error";
export type { AppErrorCode } from "./app-error";
export { restErrorResponse, toRestError } from "./format";
export type { RestErrorBody } from "./format";
