/** A user as services and DTO mappers see it: the row plus its primary e-mail channel (users.store.ts reads it). */
export interface UserRecord {
  id: string;
  projectId: string;
  displayName: string | null;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  serverMetadata: unknown;
  isAnonymous: boolean;
  hasPassword: boolean;
  otpAuthEnabled: boolean;
  passkeyAuthEnabled: boolean;
  requiresTotpMfa: boolean;
  selectedTeamId: string | null;
  signedUpAt: Date;
  lastActiveAt: Date;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  primaryEmailAuthEnabled: boolean;
  restrictedByAdmin: boolean;
  /** Shown to the user; null unless restrictedByAdmin. */
  restrictedByAdminReason: string | null;
  /** For the project's admins only (server view); null unless restrictedByAdmin. */
  restrictedByAdminPrivateDetails: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string | null;
  signUpRiskScores: { bot: number; free_trial_abuse: number };
  /** Provider links (oauth module's oauth_account), sorted by provider and account id. */
  oauthProviders: { id: string; account_id: string; email: string | null }[];
}

// The signed-in user of an authenticated request is this module's record (see http/context.ts).
declare module '../../http/context.ts' {
  interface AuthUser extends UserRecord {}
}
