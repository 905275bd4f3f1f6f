import { failureEnvelope } from '@fairplay/contract';
import { type MessageContext, messageLanguageOf, renderMessage } from '@fairplay/contract/messages';
import type { MessageArguments, MessageKey } from '@fairplay/contract/messages/catalogue';
import type { Region } from '@fairplay/contract/regions';
import type { FastifyRequest } from 'fastify';

/**
 * Where a request's answer is read: the language of its body's `locale` (every call carries it),
 * else the region's language, else English. A body that was never parsed (too large, not JSON)
 * has no locale: the region's language answers.
 */
export function messageContextOf(request: FastifyRequest, region: Region): MessageContext {
  const body = request.body;
  const locale =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as { locale?: unknown }).locale
      : undefined;
  return { language: messageLanguageOf(locale, region), region };
}

/** A failure envelope for a catalogue message, in the request's language, with the request id. */
export function failureAnswer<K extends MessageKey>(
  request: FastifyRequest,
  region: Region,
  state: string,
  message: { key: K; field?: string },
  ...params: MessageArguments<K>
) {
  const sentence = renderMessage(message.key, messageContextOf(request, region), ...params);
  const msg = message.field ? `${message.field}: ${sentence}` : sentence;
  return { ...failureEnvelope(state, msg, message.key), requestId: request.id };
}
