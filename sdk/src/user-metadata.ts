import type { components } from '@gatehouse/generated';

/**
 * The shapes an app gives its users' metadata, as a type argument of createClientApp /
 * createServerApp / createAdminApp: `createClientApp<{ clientMetadata: { theme: 'dark' | 'light' } }>(...)`.
 * Each one left out is `Record<string, unknown>`. The server stores any JSON value (at most 64 KiB)
 * and does not check these shapes: they describe what your own code writes.
 */
export interface MetadataTypes {
  /** Written by the user (client access) and by your backend; readable by the user. */
  clientMetadata?: unknown;
  /** Written by your backend only; readable by the user. */
  clientReadOnlyMetadata?: unknown;
  /** Written and read by your backend only. */
  serverMetadata?: unknown;
}

/** No declaration: every metadata field is Record<string, unknown>. */
export type NoMetadataTypes = Record<never, never>;

/** The metadata type an app declared under K, else an open JSON object. */
export type MetadataOf<M extends MetadataTypes, K extends keyof MetadataTypes> = K extends keyof M ? Exclude<M[K], undefined> : Record<string, unknown>;

/**
 * A wire user (or body) with its metadata fields typed as the app declared them. Distributes over
 * unions (GET /users/me answers the client or the server view) and keeps each field's optionality.
 * A user whose metadata was never set has `null` there.
 */
export type WithMetadata<U, M extends MetadataTypes> = U extends unknown
  ? {
      [K in keyof U]: K extends 'client_metadata'
        ? MetadataOf<M, 'clientMetadata'> | null
        : K extends 'client_read_only_metadata'
          ? MetadataOf<M, 'clientReadOnlyMetadata'> | null
          : K extends 'server_metadata'
            ? MetadataOf<M, 'serverMetadata'> | null
            : U[K];
    }
  : never;

/** The fields a user may change on their own account (PATCH /users/me with client access), in the SDK's words. */
export interface UpdateOwnUserInput<M extends MetadataTypes = NoMetadataTypes> {
  /** At most 256 characters; '' or null clears it. */
  displayName?: string | null | undefined;
  /** Replaces the whole client metadata (not merged); null clears it. At most 64 KiB as JSON. */
  clientMetadata?: MetadataOf<M, 'clientMetadata'> | null | undefined;
  /** A `data:image/(png|jpeg|gif|bmp|webp);base64,…` URL under 100 KB decoded (server and admin apps may also give an http(s) URL); null removes it. */
  profileImageUrl?: string | null | undefined;
  /** A team the user is a member of, or null. */
  selectedTeamId?: string | null | undefined;
  /** A new primary e-mail (unverified until the user verifies it); null removes it. */
  primaryEmail?: string | null | undefined;
  /** Whether the user may sign in with an e-mailed code or link. */
  otpAuthEnabled?: boolean | undefined;
  /** false removes every passkey of the user (refused with LastSignInMethodError when it is their last way to sign in). */
  passkeyAuthEnabled?: boolean | undefined;
}

type WireUpdate = components['schemas']['UpdateUserBody'];

const OWN_USER_FIELDS: ReadonlySet<string> = new Set(['displayName', 'clientMetadata', 'profileImageUrl', 'selectedTeamId', 'primaryEmail', 'otpAuthEnabled', 'passkeyAuthEnabled']);

/**
 * The PATCH /users/me body for an UpdateOwnUserInput: only the fields given (undefined means "leave
 * it"). A key it does not know (a typo from JavaScript, a wire name like display_name) is a
 * TypeError before any request, rather than an update that silently changes nothing.
 */
export function ownUserUpdateBody(input: UpdateOwnUserInput<Required<MetadataTypes>>): WireUpdate {
  if (typeof input !== 'object' || input === null) throw new TypeError('updateUser takes an object of the fields to change, e.g. { displayName }.');
  const unknown = Object.keys(input).filter((k) => !OWN_USER_FIELDS.has(k));
  if (unknown.length) throw new TypeError(`updateUser does not know ${unknown.join(', ')}; it takes ${[...OWN_USER_FIELDS].join(', ')}.`);
  const body: WireUpdate = {};
  if (input.displayName !== undefined) body.display_name = input.displayName;
  if (input.clientMetadata !== undefined) body.client_metadata = input.clientMetadata;
  if (input.profileImageUrl !== undefined) body.profile_image_url = input.profileImageUrl;
  if (input.selectedTeamId !== undefined) body.selected_team_id = input.selectedTeamId;
  if (input.primaryEmail !== undefined) body.primary_email = input.primaryEmail;
  if (input.otpAuthEnabled !== undefined) body.otp_auth_enabled = input.otpAuthEnabled;
  if (input.passkeyAuthEnabled !== undefined) body.passkey_auth_enabled = input.passkeyAuthEnabled;
  return body;
}
