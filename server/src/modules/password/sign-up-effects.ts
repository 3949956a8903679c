// E-mail module hook (issue 4): the sign-up verification e-mail is sent by a contact-channels subscriber.
import { signUpVerificationRequested } from '../contact-channels/sign-up-verification.ts';
import type { Locale } from '../i18n/locales.ts';

/**
 * What follows a password sign-up besides the session, as events written in the transaction that
 * creates (or upgrades) the user, so each happens exactly when the sign-up committed and survives
 * a crash right after it. With `verificationCallbackUrl`, the verification e-mail ("Verify your
 * email at <project>", a code link to that URL, valid 24 hours) is sent to the new primary
 * address, in `locale` (decided from the sign-up request); the URL was already checked against
 * the trusted domains.
 */
export function signUpEffects(verificationCallbackUrl: string | undefined, locale: Locale): { type: string; data: unknown }[] {
  return verificationCallbackUrl ? [signUpVerificationRequested(verificationCallbackUrl, locale)] : [];
}
