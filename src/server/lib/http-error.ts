import type { ErrorCode } from "../../shared/error-codes.js";

/** The code an error of this status carries when nothing more precise was said. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return "bad_request";
    case 401:
      return "unauthorized";
    case 402:
      return "payment_required";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 405:
      return "method_not_allowed";
    case 408:
      return "request_timeout";
    case 409:
      return "conflict";
    case 413:
      return "payload_too_large";
    case 414:
      return "uri_too_long";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "rate_limited";
    case 503:
      return "service_unavailable";
    default:
      return status >= 500 ? "internal_error" : "bad_request";
  }
}

/** An error with the status, message and code a client should see (`{ message, code }`). */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    public readonly statusCode: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = "HttpError";
    this.code = code ?? defaultErrorCode(statusCode);
  }
}

export const badRequest = (message: string, code?: ErrorCode) => new HttpError(400, message, code);
export const unauthorized = (message = "Unauthorized", code?: ErrorCode) =>
  new HttpError(401, message, code);
export const forbidden = (message = "Forbidden", code?: ErrorCode) =>
  new HttpError(403, message, code);
export const notFound = (message = "Not found", code?: ErrorCode) =>
  new HttpError(404, message, code);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, code);

/** The body of an error reply written by hand (outside the error handler). */
export function errorBody(status: number, message: string, code?: ErrorCode) {
  return { message, code: code ?? defaultErrorCode(status) };
}
