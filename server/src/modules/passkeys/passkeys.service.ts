import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AuthContext, Deps, SignedInAuth } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { withUniqueIndexes } from '../../db/unique-violations.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { finishSignIn } from '../mfa/finish-sign-in.ts';
import type { SignedIn } from '../sessions/sign-in-tokens.ts';
import { createCode, useCode, type CodeScope } from '../verification-codes/verification-codes.service.ts';
import {
  advanceCounter, countPasskeysOfUser, deletePasskeyOfUser, findPasskeyByCredentialId, findPasskeyOfUser, insertPasskey, listCredentialIdsOfUser,
  listPasskeysOfUser, renamePasskey, type PasskeySummary,
} from '../passkey-credentials/passkey-credentials.store.ts';
import { findUser, lockUser, markPasskeyEnabled, updateUserFields } from '../users/users.store.ts';
import { getUser } from '../users/users.service.ts';
import { assertKeepsASignInMethod } from '../users/sign-in-methods.ts';
import { changingUser } from '../users/users.store.ts';
import type { AuthenticatorTransport } from '@simplewebauthn/server';
import { MAX_CREDENTIAL_ID_BYTES } from './passkeys.schemas.ts';
import { CEREMONY_TIMEOUT_MS, RP_ID_PLACEHOLDER, SUPPORTED_ALGORITHMS, relyingPartyOf } from './relying-party.ts';
import { sliceOf } from '../config/config.settings.ts';
import { passkeySettings } from './passkeys.settings.ts';
import { cleanPasskeyName, defaultPasskeyName } from './passkey-names.ts';
import { loadOnFirstUse } from '../../load-on-first-use.ts';

/**
 * @simplewebauthn/server, imported on the first passkey ceremony: with its ASN.1 and X.509
 * parsers it is ~3.4 MB of every server process's heap, which a project without passkeys never needs.
 */
const webauthn = loadOnFirstUse(() => import('@simplewebauthn/server'));

/** How many passkeys one user may hold: one per device with room to spare, and a bound on the list and on excludeCredentials. */
export const MAX_PASSKEYS_PER_USER = 25;

/**
 * Passkeys (wire-contract §9.5). Each ceremony has two steps: the options, whose random challenge
 * is kept server-side in a single-use code living 60 s (the ceremony's timeout), and the
 * browser's signed answer, verified by @simplewebauthn/server against that challenge.
 *
 * A challenge is used up by the first answer presented with it, verified or not: a failed
 * ceremony needs a new challenge, so nothing signed for one challenge can be tried twice.
 */

const scopeOf = (auth: AuthContext): CodeScope => ({ projectId: auth.project.id, branchId: auth.branchId });

function requireEnabled(project: ProjectRecord): void {
  if (!sliceOf(project, passkeySettings).allowSignIn) throw knownError('PASSKEY_AUTHENTICATION_NOT_ENABLED');
}

/** The user handle a passkey stores: the user id's UTF-8 bytes, base64url in JSON. */
const userHandleOf = (userId: string) => Buffer.from(userId, 'utf8');

export interface Ceremony<T> {
  optionsJson: T;
  code: string;
}

export async function initiateRegistration(deps: Deps, auth: SignedInAuth): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
  requireEnabled(auth.project);
  const user = auth.user;
  const name = user.displayName ?? user.primaryEmail ?? 'Stack Auth User';
  const optionsJson = await (await webauthn()).generateRegistrationOptions({
    rpName: auth.project.displayName,
    rpID: RP_ID_PLACEHOLDER,
    userID: userHandleOf(user.id),
    userName: name,
    userDisplayName: name,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    // The authenticator is told which of its credentials the user already has here, so it does not make a second one.
    excludeCredentials: (await listCredentialIdsOfUser(deps.em, auth.project.id, user.id)).map((c) => ({ id: c.credentialId, transports: c.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    extensions: { credProps: true },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  const issued = await createCode(deps.em, auth.project, scopeOf(auth), {
    type: 'PASSKEY_REGISTRATION_CHALLENGE',
    data: { challenge: optionsJson.challenge, user_id: user.id },
  });
  return { optionsJson, code: issued.code };
}

/**
 * Verifies the new credential and adds it to the user's passkeys (at most MAX_PASSKEYS_PER_USER,
 * counted under the user's row lock so two registrations at once cannot pass the bound), and turns
 * passkey_auth_enabled on, in one transaction. Returns the credential id.
 */
export async function register(deps: Deps, auth: SignedInAuth, credential: RegistrationResponseJSON, code: string, naming: { name?: string; userAgent?: string } = {}): Promise<string> {
  requireEnabled(auth.project);
  const challenge = await useCode(deps.em, scopeOf(auth), 'PASSKEY_REGISTRATION_CHALLENGE', code, async (record) => record.data);
  // A challenge issued to another user cannot register a passkey for this one.
  if (challenge.user_id !== auth.user.id) throw knownError('PASSKEY_REGISTRATION_FAILED');
  const rp = relyingPartyOf(auth.project, credential.response.clientDataJSON, 'PASSKEY_REGISTRATION_FAILED');

  let info;
  try {
    const verified = await (await webauthn()).verifyRegistrationResponse({
      response: credential,
      expectedChallenge: String(challenge.challenge),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    if (!verified.verified) throw knownError('PASSKEY_REGISTRATION_FAILED');
    info = verified.registrationInfo;
  } catch {
    // Malformed CBOR, a wrong challenge, origin or RP id, an unsupported algorithm: all one refusal.
    throw knownError('PASSKEY_REGISTRATION_FAILED');
  }

  const stored = info.credential;
  // WebAuthn L3 §7.1 (credentialId at most 1023 bytes), checked on the id the authenticator data
  // carries, which is what gets stored; the JSON id (bounded by the schema) must name the same one.
  if (Buffer.from(stored.id, 'base64url').length > MAX_CREDENTIAL_ID_BYTES || stored.id !== credential.id) throw knownError('PASSKEY_REGISTRATION_FAILED');
  await withUniqueIndexes(
    () =>
      deps.em.transactional(async (tx) => {
        await lockUser(tx, auth.project.id, auth.user.id);
        if ((await countPasskeysOfUser(tx, auth.project.id, auth.user.id)) >= MAX_PASSKEYS_PER_USER) throw knownError('PASSKEY_LIMIT_REACHED', { max: MAX_PASSKEYS_PER_USER });
        await insertPasskey(tx, {
          name: naming.name ? cleanPasskeyName(naming.name) : defaultPasskeyName(naming.userAgent),
          projectId: auth.project.id,
          userId: auth.user.id,
          credentialId: stored.id,
          publicKey: stored.publicKey,
          counter: stored.counter,
          transports: stored.transports ?? credential.response.transports ?? [],
          rpId: rp.rpId,
        });
        await markPasskeyEnabled(tx, auth.project.id, auth.user.id);
        // Registering needs the user's own session (client or a server acting with it): they are told.
        await deps.accountNotices.notify(tx, { projectId: auth.project.id, userId: auth.user.id, change: 'passkey_added' });
      }),
    // The credential id is already a passkey in this project (another user's, or this user's own).
    { passkey_credential_credential_key: () => knownError('PASSKEY_REGISTRATION_FAILED') },
  );
  return stored.id;
}

export async function initiateAuthentication(deps: Deps, auth: AuthContext): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
  requireEnabled(auth.project);
  // allowCredentials stays empty: the passkey is discoverable, the authenticator offers the user's own.
  const optionsJson = await (await webauthn()).generateAuthenticationOptions({ rpID: RP_ID_PLACEHOLDER, timeout: CEREMONY_TIMEOUT_MS, allowCredentials: [], userVerification: 'preferred' });
  const issued = await createCode(deps.em, auth.project, scopeOf(auth), { type: 'PASSKEY_AUTHENTICATION_CHALLENGE', data: { challenge: optionsJson.challenge } });
  return { optionsJson, code: issued.code };
}

/**
 * Signs in the owner of the passkey that signed the challenge. Every failure after the code -
 * unknown credential, untrusted origin, bad signature, a counter that did not move forward (a
 * cloned authenticator), a user without passkey sign-in - is the one PASSKEY_AUTHENTICATION_FAILED,
 * so the answer never tells which credentials exist.
 */
export async function signIn(deps: Deps, auth: AuthContext, response: AuthenticationResponseJSON, code: string): Promise<SignedIn> {
  requireEnabled(auth.project);
  const challenge = await useCode(deps.em, scopeOf(auth), 'PASSKEY_AUTHENTICATION_CHALLENGE', code, async (record) => record.data);
  const passkey = await findPasskeyByCredentialId(deps.em, auth.project.id, response.id);
  if (!passkey) throw knownError('PASSKEY_AUTHENTICATION_FAILED');
  const rp = relyingPartyOf(auth.project, response.response.clientDataJSON, 'PASSKEY_AUTHENTICATION_FAILED');
  // The handle the authenticator keeps with a discoverable passkey names its user.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== userHandleOf(passkey.userId).toString('base64url')) throw knownError('PASSKEY_AUTHENTICATION_FAILED');

  let newCounter: number;
  try {
    const verified = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: String(challenge.challenge),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: false,
    });
    if (!verified.verified) throw knownError('PASSKEY_AUTHENTICATION_FAILED');
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    // Includes a signature counter that did not increase (the library refuses it).
    throw knownError('PASSKEY_AUTHENTICATION_FAILED');
  }
  if (!(await advanceCounter(deps.em, auth.project.id, passkey.credentialId, passkey.counter, newCounter))) throw knownError('PASSKEY_AUTHENTICATION_FAILED');

  const user = await findUser(deps.em, auth.project.id, passkey.userId);
  if (!user?.passkeyAuthEnabled) throw knownError('PASSKEY_AUTHENTICATION_FAILED');
  return finishSignIn(deps, auth.project, user, { method: 'passkey' });
}

// ---- the account page's list ----------------------------------------------------------------

/** The user's passkeys, oldest first (USER_NOT_FOUND for a server naming no user of the project). */
export async function listPasskeys(deps: Deps, projectId: string, userId: string): Promise<PasskeySummary[]> {
  await getUser(deps, projectId, userId);
  return listPasskeysOfUser(deps.em, projectId, userId);
}

export async function renameUserPasskey(deps: Deps, projectId: string, userId: string, id: string, name: string): Promise<PasskeySummary> {
  if (!(await renamePasskey(deps.em, projectId, userId, id, cleanPasskeyName(name)))) throw knownError('PASSKEY_NOT_FOUND');
  const found = await findPasskeyOfUser(deps.em, projectId, userId, id);
  if (!found) throw knownError('PASSKEY_NOT_FOUND');
  return found;
}

/**
 * Removes one passkey. With the user's own token (`byClient`) never the last way they have to sign
 * in (LAST_SIGN_IN_METHOD), and they are told by e-mail. The last passkey gone, passkey sign-in is
 * off for the user (passkey_auth_enabled false), as it was when their only passkey was removed.
 */
export async function removeUserPasskey(deps: Deps, project: ProjectRecord, userId: string, id: string, opts: { byClient: boolean }): Promise<void> {
  await changingUser(deps.em, project.id, userId, async (tx) => {
    if (opts.byClient) await assertKeepsASignInMethod(tx, project, userId, { passkeyId: id });
    if (!(await deletePasskeyOfUser(tx, project.id, userId, id))) throw knownError('PASSKEY_NOT_FOUND');
    if ((await countPasskeysOfUser(tx, project.id, userId)) === 0) await updateUserFields(tx, project.id, userId, { passkeyAuthEnabled: false });
    if (opts.byClient) await deps.accountNotices.notify(tx, { projectId: project.id, userId, change: 'passkey_removed' });
    return true;
  });
}
