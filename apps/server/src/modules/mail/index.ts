/** The mail module's public face: sending a notice to a player's inbox. */
export { sendNotice } from './service.ts';
