import type { z } from '../../http/zod.ts';
import { restrictedReasonOf } from '../../crypto/access-tokens.ts';
import type { UserRecord } from './users.records.ts';
import type { SelectedTeamRecord } from '../teams/teams.store.ts';
import type { ClientUser, ServerUser } from './users.schemas.ts';

/**
 * Users on the wire (wire-contract §7.1, §7.2). The client view is built field by field rather
 * than by deleting keys from the server view, so a new server-only field can never leak to clients.
 */

function clientTeam(t: SelectedTeamRecord) {
  return {
    id: t.id,
    display_name: t.displayName,
    profile_image_url: t.profileImageUrl,
    client_metadata: t.clientMetadata as never,
    client_read_only_metadata: t.clientReadOnlyMetadata as never,
  };
}

/**
 * `requireEmailVerification` is the project's setting of that name: with it, an unverified user is
 * restricted (restrictedReasonOf). The caller has the project at hand (auth.project), so it costs nothing.
 */
export function toClientUser(u: UserRecord, team: SelectedTeamRecord | null, requireEmailVerification: boolean): z.infer<typeof ClientUser> {
  const reason = restrictedReasonOf(u, requireEmailVerification);
  return {
    id: u.id,
    primary_email: u.primaryEmail,
    primary_email_verified: u.primaryEmailVerified,
    display_name: u.displayName,
    client_metadata: u.clientMetadata as never,
    client_read_only_metadata: u.clientReadOnlyMetadata as never,
    profile_image_url: u.profileImageUrl,
    signed_up_at_millis: u.signedUpAt.getTime(),
    has_password: u.hasPassword,
    auth_with_email: u.hasPassword || u.otpAuthEnabled,
    oauth_providers: u.oauthProviders,
    selected_team_id: team ? u.selectedTeamId : null,
    selected_team: team ? clientTeam(team) : null,
    requires_totp_mfa: u.requiresTotpMfa,
    otp_auth_enabled: u.otpAuthEnabled,
    passkey_auth_enabled: u.passkeyAuthEnabled,
    is_anonymous: u.isAnonymous,
    // The same rule the access token's claims come from (crypto/access-tokens.ts).
    is_restricted: reason !== null,
    restricted_reason: reason,
    restricted_by_admin: u.restrictedByAdmin,
    restricted_by_admin_reason: u.restrictedByAdminReason,
  };
}

export function toServerUser(u: UserRecord, team: SelectedTeamRecord | null, requireEmailVerification: boolean): z.infer<typeof ServerUser> {
  return {
    ...toClientUser(u, team, requireEmailVerification),
    selected_team: team ? { ...clientTeam(team), created_at_millis: team.createdAt.getTime(), server_metadata: team.serverMetadata as never } : null,
    primary_email_auth_enabled: u.primaryEmailAuthEnabled,
    server_metadata: u.serverMetadata as never,
    last_active_at_millis: u.lastActiveAt.getTime(),
    restricted_by_admin_private_details: u.restrictedByAdminPrivateDetails,
    country_code: u.countryCode,
    risk_scores: { sign_up: u.signUpRiskScores },
  };
}
