import type { AppDeps } from '../../http/context.ts';
import type { DomainEvent, EventSubscriber } from '../../http/module.ts';
import { findProject } from '../projects/projects.store.ts';
import { sendSignUpVerification } from './contact-channels.service.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';
import { defaultLocaleOf } from '../i18n/mail-locale.ts';

/**
 * Internal event (not a webhook event): a sign-up asked for its verification e-mail. Emitted by
 * the sign-up in the transaction that creates (or upgrades) the user; subject: the user id.
 */
export const SIGN_UP_VERIFICATION_REQUESTED = 'contact_channel.sign_up_verification_requested';

export function signUpVerificationRequested(callbackUrl: string, locale: Locale): { type: string; data: { callback_url: string; locale: Locale } } {
  return { type: SIGN_UP_VERIFICATION_REQUESTED, data: { callback_url: callbackUrl, locale } };
}

/**
 * Sends the sign-up verification e-mail ("Verify your email at <project>", a code link to the
 * callback URL, already checked against the trusted domains by the sign-up). Nothing is sent when
 * the user, its project or an unverified primary address is gone by then.
 */
export const signUpVerification: EventSubscriber = {
  name: 'contact-channels.sign-up-verification',
  types: [SIGN_UP_VERIFICATION_REQUESTED],
  handle: async (event: DomainEvent, deps: AppDeps) => {
    const em = deps.orm.em.fork();
    const project = await findProject(em, event.projectId);
    if (!project) return;
    const { callback_url, locale } = event.data as { callback_url: string; locale?: unknown };
    // The sign-up request's language travels in the event (one written before it existed: the project default).
    await sendSignUpVerification({ ...deps, em }, project, event.subject, callback_url, isLocale(locale) ? locale : defaultLocaleOf(project));
  },
};
