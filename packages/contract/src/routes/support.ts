import type { Route } from '../routes.ts';

/** The routes of the support calls (calls/support.ts). */
export const submitFeedback = { path: '/feedback/submit', auth: 'user' } as const satisfies Route;
export const feedbackList = { path: '/feedback/list', auth: 'user' } as const satisfies Route;
export const faqList = { path: '/faq/list', auth: 'optional' } as const satisfies Route;
