import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@sogon/contract/errors';
import { errorMessages } from '@sogon/contract/messages/errors';

/** The one error type services throw; only the error handler turns it into HTTP. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;

  constructor(code: ErrorCode, options: { detail?: string; status?: number; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.detail = options.detail ?? errorMessages[code];
  }

  toBody(): ErrorBody {
    return { message: this.code, result: { error: this.code }, detail: this.detail };
  }
}
