/** The account module's public face: registering a player and reading player rows. */
export { registerPlayer } from './register-player.ts';
export { findUserByGoogleSubject, findUserById, findUserByMobile, type UserRow } from './repository.ts';
