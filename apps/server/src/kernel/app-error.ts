import { StateCode } from '@fairplay/contract/codes';

/**
 * An expected failure: a state code from the contract and a message a player understands.
 * Thrown by services, turned into a failure envelope by the HTTP layer; never logged as an error.
 */
export class AppError extends Error {
  constructor(
    readonly state: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(field: string, message: string): AppError {
    return new AppError(StateCode.badRequest, `${field}: ${message}`);
  }

  static refused(message: string): AppError {
    return new AppError(StateCode.refused, message);
  }

  static notFound(message: string): AppError {
    return new AppError(StateCode.notFound, message);
  }

  static conflict(message: string): AppError {
    return new AppError(StateCode.conflict, message);
  }

  static tooManyRequests(message: string): AppError {
    return new AppError(StateCode.tooManyRequests, message);
  }

  static unauthorized(message = 'Please login first'): AppError {
    return new AppError(StateCode.unauthorized, message);
  }

  static forbidden(message: string): AppError {
    return new AppError(StateCode.forbidden, message);
  }
}
