/**
 * Better Auth needs an email on every account; a phone-only account gets one on a reserved
 * domain (RFC 2606 `.invalid`), which no mail ever reaches and no username is made from.
 */
const placeholderDomain = "phone.invalid";

export function phonePlaceholderEmail(phoneNumber: string): string {
  return `${phoneNumber.replace(/\D/g, "")}@${placeholderDomain}`;
}

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return (email ?? "").trim().toLowerCase().endsWith(`@${placeholderDomain}`);
}
