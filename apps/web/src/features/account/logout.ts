import { logoutOnServer } from '../../shared/api/auth.ts';
import { endSession } from '../../shared/session/end-session.ts';

/** Ends the session on the server, then in the app (endSession: stores, cached answers, index page). */
export async function logout(): Promise<void> {
  await logoutOnServer();
  await endSession();
}
