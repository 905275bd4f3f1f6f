import type { Route } from '../routes.ts';

/** The routes of the mail calls (calls/mail.ts). */
export const mailList = { path: '/mail/list', auth: 'user' } as const satisfies Route;
export const mailUnreadCount = { path: '/mail/unreadCount', auth: 'user' } as const satisfies Route;
export const mailRead = { path: '/mail/read', auth: 'user' } as const satisfies Route;
export const mailClaim = { path: '/mail/claim', auth: 'user' } as const satisfies Route;
