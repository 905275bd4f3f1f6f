/** The mail module's public face: sending a notice to a player's inbox, and the inbox as a player sees it. */
export { listMails, sendNotice } from './service.ts';
