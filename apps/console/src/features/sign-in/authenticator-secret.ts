/** A base32 TOTP secret as people type it: groups of four ("JBSW Y3DP EHPK 3PXP"). */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
