import type { GatehouseApi } from './api-types.ts';

/**
 * Sign in with Apple from a native app (iOS, macOS, or a shell around the SDK there): the app runs
 * Apple's own sheet (ASAuthorizationAppleIDProvider), gets an identityToken, and hands it over:
 *
 *   const { userId, isNewUser } = await app.signInWithAppleIdToken(identityToken);
 *
 * The project needs the Apple provider with standard keys and the app's bundle id in
 * `apple_bundle_ids`. Refusals throw InvalidAppleCredentialsError (bad, expired or foreign token),
 * AppleBundleIdNotConfiguredError, OAuthProviderNotFoundOrNotEnabledError, and for a TOTP user
 * MultiFactorAuthenticationRequiredError (finish with signInWithMfa). Apple gives the user's name
 * to the app only, on the first sign-in: set it with the user update if you want it.
 */
export interface AppleNativeHelpers {
  signInWithAppleIdToken(idToken: string): Promise<{ userId: string; isNewUser: boolean }>;
}

export function appleNativeHelpers(api: GatehouseApi, signedIn: (tokens: { access_token: string; refresh_token: string; user_id: string }) => { userId: string }): AppleNativeHelpers {
  return {
    async signInWithAppleIdToken(idToken) {
      const r = (await api.POST('/auth/oauth/callback/apple/native', { body: { id_token: idToken } })).data;
      return { ...signedIn(r), isNewUser: r.is_new_user };
    },
  };
}
