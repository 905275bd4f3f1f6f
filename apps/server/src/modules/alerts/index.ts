/** The alerts module's public face: raising an alert for an operator. */
export { type AlertInput, type AlertKind, raiseAlert } from './service.ts';
