import { KnownError } from '@gatehouse/sdk';
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
      return action === 'sign-in' ? 'No passkey was used: the prompt was closed, timed out, or this device has no passkey for this site.' : 'No passkey was created: the prompt was closed or timed out.';
    }
    if (error.code === 'PASSKEY_WEBAUTHN_ERROR' && browserCode === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  }
  return endUserMessage(error);
}
