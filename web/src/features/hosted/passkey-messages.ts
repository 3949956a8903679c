import { KnownError } from '@gatehouse/sdk';
import { i18n } from '../../i18n/i18n.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';

/**
 * What a person is told when a passkey ceremony fails. The browser reports a closed prompt, a
 * timeout and "no passkey here" all as NotAllowedError (it does not say which, on purpose), so
 * the text covers them together; other failures keep their own message.
 */
export function passkeyErrorMessage(error: unknown, action: 'sign-in' | 'register'): string {
  if (error instanceof KnownError) {
    const browserCode = (error.details as { code?: string } | null)?.code;
    if (error.code === 'PASSKEY_WEBAUTHN_ERROR' && (browserCode === 'NotAllowedError' || browserCode === 'ERROR_CEREMONY_ABORTED')) {
      return action === 'sign-in' ? i18n.t('passkey.notUsed') : i18n.t('passkey.notCreated');
    }
    if (error.code === 'PASSKEY_WEBAUTHN_ERROR' && browserCode === 'InvalidStateError') return i18n.t('passkey.alreadyOnDevice');
  }
  return endUserMessage(error);
}
