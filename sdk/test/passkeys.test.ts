// Passkeys through the SDK against a real Gatehouse: the SDK puts the page's host name into the
// options, runs the ceremony (here in the server tests' software authenticator, a real key pair;
// in browsers @simplewebauthn/browser, driven with chromium's virtual authenticator in web/e2e),
// and turns the answers into a session or typed errors.
import { describe, expect, it } from 'vitest';
import { baseUrl, newProject, type TestProject } from '../../server/test/harness.ts';
import { SoftwareAuthenticator } from '../../server/test/software-authenticator.ts';
import {
  createClientApp, memoryTokenStore, PasskeyAuthenticationFailedError, PasskeyAuthenticationNotEnabledError,
  PasskeyRegistrationFailedError, PasskeyWebauthnError, type WebAuthnCeremonies,
} from '../src/index.ts';

const PASSWORD = 'correct horse battery staple';

/** The ceremonies of one software authenticator, with what the SDK handed it recorded. */
function ceremoniesOf(authenticator: SoftwareAuthenticator) {
  const seen: { rpIds: string[] } = { rpIds: [] };
  const webauthn: WebAuthnCeremonies = {
    startRegistration: async ({ optionsJSON }) => {
      seen.rpIds.push(optionsJSON.rp.id);
      return authenticator.register(optionsJSON);
    },
    startAuthentication: async ({ optionsJSON }) => {
      seen.rpIds.push(optionsJSON.rpId);
      return authenticator.authenticate(optionsJSON);
    },
  };
  return { webauthn, seen };
}

function appFor(project: TestProject) {
  return createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
}

describe('SDK passkeys against the server', () => {
  it('registers a passkey for the signed-in user and signs in with it in a fresh app', async () => {
    const project = await newProject({ passkey_enabled: true });
    const app = appFor(project);
    const { userId } = await app.signUpWithPassword({ email: `pk-${Date.now()}@example.com`, password: PASSWORD });
    const { webauthn, seen } = ceremoniesOf(new SoftwareAuthenticator('http://localhost:5173'));
    await app.registerPasskey({ hostname: 'localhost', webauthn });
    expect(await app.getUser()).toMatchObject({ id: userId, passkey_auth_enabled: true });

    const fresh = appFor(project);
    await expect(fresh.signInWithPasskey({ hostname: 'localhost', webauthn })).resolves.toEqual({ userId });
    expect(await fresh.getUser()).toMatchObject({ id: userId });
    expect(seen.rpIds).toEqual(['localhost', 'localhost']);

    await app.removePasskey();
    expect(await app.getUser()).toMatchObject({ passkey_auth_enabled: false });
    await expect(appFor(project).signInWithPasskey({ hostname: 'localhost', webauthn })).rejects.toBeInstanceOf(PasskeyAuthenticationFailedError);
  });

  it('throws the typed refusals: not enabled, registration and authentication failed, and a failed browser ceremony', async () => {
    const off = await newProject();
    const { webauthn } = ceremoniesOf(new SoftwareAuthenticator('http://localhost:5173'));
    await expect(appFor(off).signInWithPasskey({ hostname: 'localhost', webauthn })).rejects.toBeInstanceOf(PasskeyAuthenticationNotEnabledError);

    const project = await newProject({ passkey_enabled: true, allow_localhost: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] });
    const app = appFor(project);
    await app.signUpWithPassword({ email: `pk-${Date.now()}@example.com`, password: PASSWORD });
    // The page is not on a trusted domain: the server refuses what the browser signed there.
    const untrusted = ceremoniesOf(new SoftwareAuthenticator('https://evil.example.com'));
    await expect(app.registerPasskey({ hostname: 'evil.example.com', webauthn: untrusted.webauthn })).rejects.toBeInstanceOf(PasskeyRegistrationFailedError);
    await expect(appFor(project).signInWithPasskey({ hostname: 'evil.example.com', webauthn: untrusted.webauthn })).rejects.toBeInstanceOf(PasskeyAuthenticationFailedError);

    const cancelled: WebAuthnCeremonies = {
      startRegistration: async () => { throw Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }); },
      startAuthentication: async () => { throw Object.assign(new Error('Cancelled'), { code: 'ERROR_CEREMONY_ABORTED' }); },
    };
    const e = await app.registerPasskey({ hostname: 'app.example.com', webauthn: cancelled }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PasskeyWebauthnError);
    expect(e).toMatchObject({ code: 'PASSKEY_WEBAUTHN_ERROR', details: { code: 'NotAllowedError', message: 'The operation either timed out or was not allowed.' } });
    await expect(appFor(project).signInWithPasskey({ hostname: 'app.example.com', webauthn: cancelled })).rejects.toMatchObject({ details: { code: 'ERROR_CEREMONY_ABORTED' } });
  });

  it('outside a browser it needs the host name', async () => {
    const project = await newProject({ passkey_enabled: true });
    await expect(appFor(project).signInWithPasskey()).rejects.toThrow(/host name/);
  });
});
