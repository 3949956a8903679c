// The TOTP second factor through the SDK against a real server: enable it, see a sign-in stop at
// MultiFactorAuthenticationRequiredError, finish it with the attempt code and a TOTP code computed
// here from the secret (otpauth, as an authenticator app would), then disable it again.
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { newProject, uniqueEmail, baseUrl } from '../../server/test/harness.ts';
import {
  createClientApp, generateTotpSecret, mfaAttemptCodeOf, memoryTokenStore, EmailPasswordMismatchError,
  InvalidTotpCodeError, MultiFactorAuthenticationRequiredError, TOTP_SECRET_BYTES,
} from '../src/index.ts';

const PASSWORD = 'correct horse battery staple';

const totpOf = (secret: Uint8Array, offsetSteps = 0) =>
  new TOTP({ secret: new Secret({ buffer: Uint8Array.from(secret).buffer }) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

describe('MFA continuation', () => {
  it('a sign-in that needs the second factor throws a typed error with the attempt code; signInWithMfa finishes it', async () => {
    const project = await newProject({ credential_enabled: true });
    const appFor = () => createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    const email = uniqueEmail('sdk-mfa');
    const owner = appFor();
    await owner.signUpWithPassword({ email, password: PASSWORD });
    const secret = generateTotpSecret();
    expect(secret).toHaveLength(TOTP_SECRET_BYTES);
    await owner.enableTotp(secret);
    expect(await owner.getUser()).toMatchObject({ requires_totp_mfa: true });

    const app = appFor();
    const e = await app.signInWithPassword({ email, password: PASSWORD }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(MultiFactorAuthenticationRequiredError);
    const attemptCode = mfaAttemptCodeOf(e);
    expect(attemptCode).toMatch(/^[0-9a-z]{45}$/);
    expect((e as MultiFactorAuthenticationRequiredError).details.attempt_code).toBe(attemptCode);
    // No tokens until the second factor.
    expect(app.session.tokens.refreshToken).toBeNull();
    expect(await app.getUser()).toBeNull();

    // A wrong code is typed too, and the attempt code stays usable.
    const wrong = totpOf(secret, 5);
    await expect(app.signInWithMfa({ attemptCode: attemptCode!, totp: wrong })).rejects.toBeInstanceOf(InvalidTotpCodeError);
    const done = await app.signInWithMfa({ attemptCode: attemptCode!, totp: ` ${totpOf(secret)} ` });
    expect(done.isNewUser).toBe(false);
    expect(await app.getUser()).toMatchObject({ id: done.userId, primary_email: email });

    // Other errors are not attempt codes.
    const mismatch = await appFor().signInWithPassword({ email, password: 'wrong password!' }).catch((x: unknown) => x);
    expect(mismatch).toBeInstanceOf(EmailPasswordMismatchError);
    expect(mfaAttemptCodeOf(mismatch)).toBeNull();
    expect(mfaAttemptCodeOf(new Error('x'))).toBeNull();

    await owner.disableTotp();
    expect(await owner.getUser()).toMatchObject({ requires_totp_mfa: false });
    await expect(appFor().signInWithPassword({ email, password: PASSWORD })).resolves.toMatchObject({ userId: done.userId });
    await expect(owner.enableTotp(new Uint8Array())).rejects.toBeInstanceOf(TypeError);
  });
});
