import { faqList as faqListCall, feedbackList, submitFeedback } from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { faqList } from './faq.ts';
import { listFeedback, submitFeedback as submit } from './feedback.ts';

/** Feedback bodies carry an optional screenshot (2 MB as base64). */
export const FEEDBACK_BODY_LIMIT = 3 * 1024 * 1024;

export function supportRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, submitFeedback, async ({ user, body }) => submit(deps, user.userId, body), {
    bodyLimit: FEEDBACK_BODY_LIMIT,
  });
  registerCall(app, deps, feedbackList, async ({ user }) => listFeedback(deps, user.userId));
  registerCall(app, deps, faqListCall, async ({ body }) => faqList(deps, body.locale, body.keyword));
}
