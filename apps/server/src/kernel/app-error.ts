import type { BreakSession } from '@fairplay/contract';
import { StateCode } from '@fairplay/contract/codes';
import { type MessageContext, renderLoose, renderTemplate } from '@fairplay/contract/messages';
import type { LooseParams, MessageArguments, MessageKey } from '@fairplay/contract/messages/catalogue';
import {
  isOperatorMessageKey,
  OPERATOR_MESSAGES,
  type OperatorMessageArguments,
  type OperatorMessageKey,
} from './operator-messages.ts';

/** A message of the players' catalogue (translated) or of the operator API's (English). */
export type ErrorKey = MessageKey | OperatorMessageKey;
type ErrorArguments<K extends ErrorKey> = K extends MessageKey
  ? MessageArguments<K>
  : K extends OperatorMessageKey
    ? OperatorMessageArguments<K>
    : never;

/**
 * An expected failure: a state code, and a message from the catalogue by its key (the stable code
 * clients may translate by) with typed parameters: `AppError.refused('withdraw.minimum', { amount })`.
 * Thrown by services, written in the request's language by the HTTP layer; never logged as an error.
 */
export class AppError extends Error {
  private constructor(
    readonly state: string,
    readonly code: ErrorKey,
    readonly params: LooseParams,
    /** The input field an invalid-input refusal names ("mobile: ..."), or null. */
    readonly field: string | null,
    /** A sign-in refused for a break hands the withdraw-only session with it (decision 023). */
    readonly breakSession: BreakSession | null = null,
  ) {
    super(code);
    this.name = 'AppError';
  }

  /** The same refusal, carrying a withdraw-only session to the client (decision 023). */
  withBreakSession(breakSession: BreakSession): AppError {
    return new AppError(this.state, this.code, this.params, this.field, breakSession);
  }

  static of<K extends ErrorKey>(state: string, key: K, ...params: ErrorArguments<K>): AppError {
    return new AppError(state, key, (params[0] ?? {}) as LooseParams, null);
  }

  static badRequest<K extends ErrorKey>(field: string, key: K, ...params: ErrorArguments<K>): AppError {
    return new AppError(StateCode.badRequest, key, (params[0] ?? {}) as LooseParams, field);
  }

  static refused<K extends ErrorKey>(key: K, ...params: ErrorArguments<K>): AppError {
    return AppError.of(StateCode.refused, key, ...params);
  }

  static notFound<K extends ErrorKey>(key: K, ...params: ErrorArguments<K>): AppError {
    return AppError.of(StateCode.notFound, key, ...params);
  }

  static conflict<K extends ErrorKey>(key: K, ...params: ErrorArguments<K>): AppError {
    return AppError.of(StateCode.conflict, key, ...params);
  }

  static tooManyRequests<K extends ErrorKey>(key: K, ...params: ErrorArguments<K>): AppError {
    return AppError.of(StateCode.tooManyRequests, key, ...params);
  }

  static forbidden<K extends ErrorKey>(key: K, ...params: ErrorArguments<K>): AppError {
    return AppError.of(StateCode.forbidden, key, ...params);
  }

  /** A service the server cannot offer right now (no payment gateway configured); nothing changed. */
  static unavailable<K extends ErrorKey>(key: K, ...params: ErrorArguments<K>): AppError {
    return AppError.of(StateCode.unavailable, key, ...params);
  }

  static unauthorized(): AppError {
    return AppError.of(StateCode.unauthorized, 'request.loginRequired');
  }

  /** The message in a language ("field: sentence" for invalid input); operator messages stay English. */
  messageIn(context: MessageContext): string {
    const sentence = isOperatorMessageKey(this.code)
      ? renderTemplate(OPERATOR_MESSAGES[this.code], this.params, { ...context, language: 'en' })
      : renderLoose(this.code, this.params, context);
    return this.field ? `${this.field}: ${sentence}` : sentence;
  }
}
