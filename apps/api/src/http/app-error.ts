import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@sogon/contract/errors';
import { errorMessages } from '@sogon/contract/messages/errors';

/** The one error type services throw; only the error handler turns it into HTTP. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  readonly reason: string | undefined;
  /** Sent as the Retry-After header (seconds) with a 429 or 503. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      detail?: string;
      status?: number;
      cause?: unknown;
      reason?: string;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.detail = options.detail ?? errorMessages[code];
    this.reason = options.reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toBody(): ErrorBody {
    const result = this.reason ? { error: this.code, reason: this.reason } : { error: this.code };
    return { message: this.code, result, detail: this.detail };
  }
}
