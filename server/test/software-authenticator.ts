import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for tests: it makes real credentials (ES256 on P-256, or
 * EdDSA on Ed25519) and answers registration and authentication options exactly as a browser and
 * a platform authenticator would - attestation "none", CBOR authenticator data, clientDataJSON,
 * signatures over authenticatorData || SHA-256(clientDataJSON). The server verifies these with
 * @simplewebauthn/server like any other; nothing of the server's flow is replaced.
 *
 * Knobs let a test produce what a hostile or broken client would: another origin, an RP id that
 * is not the origin's host, a counter that does not move forward, a foreign user handle.
 */

type Alg = -7 | -8;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  alg: Alg;
  userHandle: string;
  counter: number;
}

export interface CeremonyOverrides {
  /** The origin written into clientDataJSON (default: the authenticator's origin). */
  origin?: string;
  /** The RP id whose hash goes into authenticatorData (default: the origin's host name). */
  rpId?: string;
  /** The signature counter to report (default: one more than last time). */
  counter?: number;
  /** Register under the id of a credential it already holds (a second account on one key). */
  reuseCredentialId?: string;
  /** Sign a different challenge than the options carry. */
  challenge?: string;
  /** Another user handle to report (authentication). */
  userHandle?: string;
}

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export class SoftwareAuthenticator {
  private readonly credentials: Credential[] = [];

  constructor(
    readonly origin: string,
    private readonly alg: Alg = -7,
  ) {}

  /** The credential ids it holds (base64url). */
  get credentialIds(): string[] {
    return this.credentials.map((c) => b64url(c.id));
  }

  /** Answers PublicKeyCredentialCreationOptionsJSON (rp.id already filled in, as the SDK does) with RegistrationResponseJSON. */
  register(options: { challenge: string; user: { id: string } }, o: CeremonyOverrides = {}) {
    const origin = o.origin ?? this.origin;
    const rpId = o.rpId ?? new URL(origin).hostname;
    const { privateKey, publicKey } = this.alg === -7 ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('ed25519');
    const id = o.reuseCredentialId ? Buffer.from(o.reuseCredentialId, 'base64url') : randomBytes(16);
    const credential: Credential = { id, privateKey, alg: this.alg, userHandle: options.user.id, counter: o.counter ?? 0 };
    const coseKey = coseKeyOf(publicKey, this.alg);
    const attested = Buffer.concat([Buffer.alloc(16), u16(id.length), id, coseKey]);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x01 | 0x04 | 0x40]), u32(credential.counter), attested]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: o.challenge ?? options.challenge, origin, crossOrigin: false }));
    const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    this.credentials.push(credential);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /** Answers PublicKeyCredentialRequestOptionsJSON with AuthenticationResponseJSON from its newest (or the given) credential. */
  authenticate(options: { challenge: string }, o: CeremonyOverrides & { credentialId?: string } = {}) {
    const credential = o.credentialId ? this.credentials.find((c) => b64url(c.id) === o.credentialId) : this.credentials.at(-1);
    if (!credential) throw new Error('SoftwareAuthenticator: no credential to authenticate with');
    const origin = o.origin ?? this.origin;
    const rpId = o.rpId ?? new URL(origin).hostname;
    credential.counter = o.counter ?? credential.counter + 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x01 | 0x04]), u32(credential.counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: o.challenge ?? options.challenge, origin, crossOrigin: false }));
    const signed = Buffer.concat([authData, sha256(clientDataJSON)]);
    // ES256 signatures are DER-encoded (node's default for ECDSA), Ed25519 ones raw: as WebAuthn wants them.
    const signature = credential.alg === -7 ? sign('sha256', signed, credential.privateKey) : sign(null, signed, credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: o.userHandle ?? credential.userHandle },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}

function coseKeyOf(publicKey: KeyObject, alg: Alg): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x!, 'base64url');
  if (alg === -8) return cbor(new Map<number, unknown>([[1, 1], [3, -8], [-1, 6], [-2, x]])); // OKP, EdDSA, Ed25519
  const y = Buffer.from(jwk.y!, 'base64url');
  return cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, x], [-3, y]])); // EC2, ES256, P-256
}

const u16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** The little CBOR (RFC 8949) WebAuthn needs: integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([(major << 5) | 26]), u32(n)]);
}
