// Generated from openapi/openapi.json by `make generate`. Do not edit.
export type paths = {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Welcome text
         * @description A plain-text greeting that points to the API reference, ending with what the project headers sent resolve to: `Authentication: None`, or `Authentication: Client|Server|Admin` with indented `Project: <id>` and `User: <primary e-mail, else id, else None>` lines. A cheap way to check your headers: wrong ones get the same known error as on any route. Without headers it touches no database, so it doubles as the liveness probe of the HTTP layer. Changes nothing.
         *
         *     **Headers:** none needed; headers that are sent are checked, and the answer says what they identify. For each access type:
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getApiRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/anonymous/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an anonymous user and sign it in
         * @description Creates a user without e-mail or password (is_anonymous) and opens a session for it, so an app can keep state for a visitor before they sign up. Needs the project setting `anonymous_accounts_enabled` (a Gatehouse addition; off by default). The access token has its own issuer (`…/projects-anonymous-users/<project>`) and audience (`<project>:anon`), and this API accepts it only with `x-stack-allow-anonymous-user: true`. A later password sign-up sent with this access token upgrades the same user. No body; one, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `anonymous_sign_ups_per_ip`.
         */
        post: operations["signUpAnonymously"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oauth/authorize/{provider_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start signing in with an OAuth provider
         * @description No x-stack headers: the project is `client_id`, authenticated by `client_secret`. Providers: google, github, facebook, microsoft, spotify, discord, gitlab, bitbucket, linkedin, apple, x, twitch. The request is kept for 10 minutes under a fresh inner state, and the answer leads to the provider with Gatehouse's own PKCE (S256), state and, for OpenID Connect providers, nonce. Redirect mode answers 307 with a `stack-oauth-inner-<state>` cookie (HttpOnly, 10 minutes) the callback requires; `stack_response_mode=json` answers 200 `{location}` and sets no cookie. PKCE is required and only S256 is accepted. A provider with shared keys signs in through Gatehouse's development provider (a consent page where you type any e-mail), refused in production mode. redirect_uri is checked against the trusted domains when the code is issued, not here; after_callback_redirect_url is checked here.
         *
         *     **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `sign_ins_per_ip`.
         */
        get: operations["authorizeOAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oauth/callback/{provider_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OAuth provider's redirect back
         * @description Where the provider sends the user back (enter this URL in the provider's console). The inner state is usable once; an unknown one is INVALID_OAUTH_STATE, and a redirect-mode flow needs its state cookie (OAUTH_STATE_COOKIE_MISSING). Then the provider's code is exchanged (PKCE), an id_token is verified (signature, issuer, audience, nonce), and the account is resolved: a linked account signs in its user; `link` attaches it to the token's user; an e-mail that signs in to another user follows `oauth_account_merge_strategy`; otherwise a new user is made if sign-up is open. Success: 303 to redirect_uri with `code` and the app's `state`. Later errors go by 307 to redirect_uri (when trusted) or error_redirect_uri (when trusted) with `error`, `error_description`, `errorCode`, `message` and `details`; with no trusted target they are answered here.
         *
         *     **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.
         */
        get: operations["oauthCallback"];
        put?: never;
        /**
         * The OAuth provider's form post back (Apple)
         * @description Where the provider sends the user back (enter this URL in the provider's console). The inner state is usable once; an unknown one is INVALID_OAUTH_STATE, and a redirect-mode flow needs its state cookie (OAUTH_STATE_COOKIE_MISSING). Then the provider's code is exchanged (PKCE), an id_token is verified (signature, issuer, audience, nonce), and the account is resolved: a linked account signs in its user; `link` attaches it to the token's user; an e-mail that signs in to another user follows `oauth_account_merge_strategy`; otherwise a new user is made if sign-up is open. Success: 303 to redirect_uri with `code` and the app's `state`. Later errors go by 307 to redirect_uri (when trusted) or error_redirect_uri (when trusted) with `error`, `error_description`, `errorCode`, `message` and `details`; with no trusted target they are answered here. This form is used by providers with response_mode=form_post (Apple).
         *
         *     **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.
         */
        post: operations["oauthCallbackFormPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oauth/connected-accounts/{provider_id}/access-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A provider access token of the signed-in user's connected account (legacy path)
         * @description Older SDKs call this path; it answers exactly like POST /connected-accounts/me/{provider_id}/access-token.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["getConnectedAccessTokenLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OAuth 2 token endpoint (refresh and authorization-code grants)
         * @description The endpoint SDKs refresh sessions with (`grant_type=refresh_token`), form-encoded or JSON, no x-stack headers. The client authenticates in the body: `client_id` is the project id, `client_secret` its publishable client key or `__stack_public_client__` (then PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT if the project requires a key). A wrong or missing id or secret is INVALID_OAUTH_CLIENT_ID_OR_SECRET; an unknown, expired or revoked refresh token, or one of another project, is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. With `grant_type=authorization_code` it finishes an OAuth sign-in: `code` from the callback, `code_verifier` (PKCE S256) and the `redirect_uri` of the authorize call; a code works once, for 5 minutes (INVALID_AUTHORIZATION_CODE otherwise, also for a wrong verifier), a different redirect_uri is REDIRECT_URI_MISMATCH, and the answer adds `is_new_user` and `after_callback_redirect_url`. Other grant types answer UNSUPPORTED_GRANT_TYPE. Refresh tokens rotate (unlike the API this one is compatible with, the answer always carries `refresh_token`: the one to present next). Re-presenting the previous token within 10 seconds answers with the same successor; later, it revokes the session. Projects with `refresh_token_rotation_enabled: false` answer with the same refresh token. `expires_in` is the real remaining lifetime of the access token. Answers carry `Cache-Control: no-store` and `Pragma: no-cache`.
         *
         *     **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `refreshes_per_ip`.
         */
        post: operations["exchangeOAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/otp/send-sign-in-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a sign-in code and magic link
         * @description Sends "Sign in to <project>: Your code is <OTP>" to the address, with a magic link (`callback_url?code=<45-character code>`) and a 6-character code. Answers the 39-character nonce the client keeps for typed codes. The code is valid for 10 minutes, can be used once, and allows 20 attempts per nonce. Needs `magic_link_enabled`; an unknown address needs `sign_up_enabled` (the user is created at sign-in); an address whose account has not verified it is refused. `callback_url` must be on a trusted domain.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_sends_per_ip`, `emails_per_address`.
         */
        post: operations["sendSignInCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/otp/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with an e-mailed code
         * @description Consumes the code (the 45 characters of the link, or the typed 6 characters followed by the nonce) and opens a session. The first sign-in of an address creates its user (e-mail verified); sent with an anonymous user's access token, that user is upgraded in place instead. Signing in to an existing account never merges an anonymous one. If the same code arrives twice at once, exactly one request succeeds.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_checks_per_ip`.
         */
        post: operations["signInWithOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/otp/sign-in/check-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a sign-in code without using it
         * @description Answers `{is_code_valid: true}` if /auth/otp/sign-in would accept the code now, or the reason it would not. Never consumes the code; counts as an attempt on its nonce.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_checks_per_ip`.
         */
        post: operations["checkOtpCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/passkey/initiate-passkey-authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start signing in with a passkey
         * @description Answers the options for navigator.credentials.get (no allowed credentials: the authenticator offers the discoverable passkeys it holds for the site) and a 45-character code holding their challenge (single-use, valid 60 seconds). `rpId` is a placeholder the caller replaces with the host name of its page. Needs `passkey_enabled`. No body; one, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `sign_ins_per_ip`.
         */
        post: operations["initiatePasskeyAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/passkey/initiate-passkey-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start registering a passkey
         * @description Answers the options for navigator.credentials.create and a 45-character code holding their challenge (single-use, valid 60 seconds). The passkey is discoverable (resident key required), algorithms EdDSA (-8), ES256 (-7) and RS256 (-257), no attestation. `rp.id` is a placeholder the caller replaces with the host name of its page. Needs `passkey_enabled` and a signed-in user. No body; one, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `sign_ins_per_ip`.
         */
        post: operations["initiatePasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/passkey/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish registering a passkey
         * @description Verifies the browser's answer to the registration options of `code` and stores the credential as the signed-in user's passkey, replacing the one it had (one passkey per user); passkey_auth_enabled becomes true. The origin the browser signed (`clientDataJSON.origin`) must be a trusted domain of the project (any local origin with `allow_localhost`); the relying-party id is its host name. User verification is not required. The code must have been issued to this user. The code is used up by this call whatever its outcome: a failed ceremony starts again with new options. Turning passkey_auth_enabled off (PATCH /users/me) removes the passkey.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_checks_per_ip`.
         */
        post: operations["registerPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/passkey/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description Verifies the browser's answer to the authentication options of `code` and opens a session for the passkey's user. The origin the browser signed (`clientDataJSON.origin`) must be a trusted domain of the project (any local origin with `allow_localhost`); the relying-party id is its host name. The signature counter must move forward (a cloned authenticator is refused) and is stored. An unknown credential, an untrusted origin, a bad signature or a user whose passkey sign-in is off all answer PASSKEY_AUTHENTICATION_FAILED. The code is used up by this call whatever its outcome: a failed ceremony starts again with new options. A passkey never creates a user (is_new_user is always false).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `sign_ins_per_ip`.
         */
        post: operations["signInWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset code
         * @description Uses the reset code, sets the password (also for accounts that had none) and revokes ALL sessions of the user. A password of the wrong length is refused without using the code.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `password_resets_per_ip`.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset/check-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a reset code without using it
         * @description Answers `{is_code_valid: true}` if /auth/password/reset would accept the code now, or the reason it would not. Never uses the code.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `password_resets_per_ip`.
         */
        post: operations["checkPasswordResetCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/send-reset-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a password reset link
         * @description If an account signs in with this address, e-mails "Reset your password at <project>" with the link `callback_url?code=<code>` (valid one hour, single use). The answer, and the time it takes, are the same whether or not such an account exists. `callback_url` must be on a trusted domain (checked for every address).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `password_resets_per_ip`, `emails_per_address`.
         */
        post: operations["sendPasswordResetCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give the signed-in user a first password
         * @description For users who signed up without one (one-time code, OAuth, passkey). Checks, in order: password sign-in enabled, password length, the user has no password yet (PASSWORD_ALREADY_SET: use /auth/password/update). Passwords are 8 to 70 characters (PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG). Every other session of the user is revoked; the session of this request's access token stays signed in.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Opens a new session for the user whose sign-in e-mail (case-insensitive) and password match. An unknown e-mail and a wrong password give the same answer, EMAIL_PASSWORD_MISMATCH, after the same password-hashing work, so neither the body nor the timing tells whether an e-mail is registered. Imported bcrypt hashes are accepted and replaced by argon2id on success.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `sign_ins_per_ip`, `password_failures_per_account`.
         */
        post: operations["signInWithPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up with e-mail and password
         * @description Creates a user whose primary e-mail (unverified, usable for sign-in) and password are the given ones, and signs them in (a new session). Checks, in order: password sign-in enabled, `verification_callback_url` on a trusted domain, sign-up enabled, password length, e-mail not yet used for sign-in by another user (USER_EMAIL_ALREADY_EXISTS). Passwords are 8 to 70 characters (PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG). Sent with the access token of an anonymous user (and `x-stack-allow-anonymous-user: true`), it upgrades that user in place: same user id, no longer anonymous, a personal team still called "Personal Team" is renamed after the e-mail.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `sign_ups_per_ip`.
         */
        post: operations["signUpWithPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description Replaces the password after checking the current one. Checks, in order: password sign-in enabled, new password length, the user has a password (USER_DOES_NOT_HAVE_PASSWORD), the old password matches (PASSWORD_CONFIRMATION_MISMATCH). Passwords are 8 to 70 characters (PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG). Every other session of the user is revoked; the session of the access token of this request stays signed in (the API this one is compatible with keeps the session of `x-stack-refresh-token` instead).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `password_failures_per_account`.
         */
        post: operations["updatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's sessions
         * @description The live sessions of a user (`user_id=me` for the signed-in user), newest first, unpaginated. Client access may list only its own user's sessions. Impersonation sessions are listed only with admin access. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listSessions"];
        put?: never;
        /**
         * Open a session for a user (server-side sign-in, impersonation)
         * @description Signs a user in without credentials, for servers that authenticate users themselves, and for admins impersonating a user (`is_impersonation: true`; such sessions are hidden from the user's own session list). The session lasts `expires_in_millis` (default one year, at most 31708800000 = 367 days).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one session of a user
         * @description Revokes a session of the user named in `user_id` (`me` for the signed-in user; client access: only its own). The caller's current session cannot be revoked here (CANNOT_DELETE_CURRENT_SESSION): sign out with DELETE /auth/sessions/current. A session of another user or project answers SESSION_NOT_FOUND, exactly like a missing one.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out (revoke the current session)
         * @description Revokes the session the access token in `x-stack-access-token` was minted from. Its refresh token stops working, and so does the access token itself on this API, at once (not only when it expires). A body, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/current/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new access token
         * @description Mints a new access token for the session of the refresh token in `x-stack-refresh-token` and records the session as used. Refresh tokens rotate (unlike the API this one is compatible with): every refresh answers with the refresh token to use next. Re-presenting the previous token within 10 seconds (concurrent tabs) answers with the same successor; re-presenting it later is treated as theft and revokes the whole session. Projects with `refresh_token_rotation_enabled: false` keep one refresh token per session. An unknown, expired or revoked refresh token, or one of another project, is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. Do not send an expired access token along: the header pipeline would reject it first.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `refreshes_per_ip`.
         */
        post: operations["refreshCurrentSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connected-accounts/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's connected accounts
         * @description The provider accounts of the user that allow connected-account access, oldest first. Client access only for its own user. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listConnectedAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A provider access token of one of the user's connected accounts
         * @description Like POST /connected-accounts/{user_id}/{provider_id}/access-token, for the account with this provider account id (`provider_account_id` of GET /connected-accounts), for users who linked more than one account of a provider. An account of another user, or one not allowing connected-account access, is OAUTH_CONNECTION_NOT_CONNECTED_TO_USER.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["getConnectedAccountAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connected-accounts/{user_id}/{provider_id}/access-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A provider access token of the user's connected account
         * @description An access token for the provider's API, from the account the user signed in (or linked) with: the stored one while it is valid for at least a minute more, else a new one through the provider's refresh grant (stored again, encrypted). `scope` (space separated) must be within what the user granted: more needs a new sign-in with `provider_scope`. Not with shared keys. Client access only for its own user.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["getConnectedAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's contact channels
         * @description The user's e-mail addresses in the order they were added (optionally only `contact_channel_id`). Clients may only name themselves (`me` or their own id).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listContactChannels"];
        put?: never;
        /**
         * Add an e-mail address to a user
         * @description Adds an e-mail contact channel, unverified unless a server sets `is_verified`. `is_primary: true` demotes the previous primary address. `used_for_auth` addresses sign in, so one project can have each only once. Clients may only name themselves (`me` or their own id).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createContactChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-channels/{user_id}/{contact_channel_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one contact channel
         * @description One e-mail address of the user. Clients may only name themselves (`me` or their own id).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getContactChannel"];
        put?: never;
        post?: never;
        /**
         * Remove a contact channel
         * @description Removes the address from the user. Clients may only name themselves (`me` or their own id).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["deleteContactChannel"];
        options?: never;
        head?: never;
        /**
         * Change a contact channel
         * @description Changes the address, its sign-in use or primary flag. A changed address is unverified again (unless a server sets `is_verified`). Clients may only name themselves (`me` or their own id).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateContactChannel"];
        trace?: never;
    };
    "/contact-channels/{user_id}/{contact_channel_id}/send-verification-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a verification link for a channel
         * @description Sends "Verify your email at <project>" with the link `callback_url?code=<code>` (valid 24 hours, single use). `callback_url` must be on a trusted domain. Clients may only name themselves (`me` or their own id).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_sends_per_ip`, `emails_per_address`.
         */
        post: operations["sendChannelVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-channels/send-verification-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a verification link for the signed-in user's primary address
         * @description The older form of send-verification-code: `email` must be the signed-in user's primary address, and unverified.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_sends_per_ip`, `emails_per_address`.
         */
        post: operations["sendPrimaryVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-channels/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an e-mail address with its code
         * @description Uses the code from the verification e-mail and marks the address verified. No signed-in user is needed: holding the code proves owning the inbox. A code sent before the address was changed does not verify the new one.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_checks_per_ip`.
         */
        post: operations["verifyContactChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-channels/verify/check-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a verification code without using it
         * @description Answers `{is_code_valid: true}` if /contact-channels/verify would accept the code now, or the reason it would not. Never uses the code.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_checks_per_ip`.
         */
        post: operations["checkContactChannelCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/notification-preference/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's notification preferences
         * @description One entry per notification category (Transactional, Marketing) with whether the user receives it. Clients may only name themselves (`me`).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listNotificationPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/notification-preference/{user_id}/{notification_category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn a notification category on or off
         * @description Transactional mail cannot be turned off. Clients may only name themselves (`me`).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateNotificationPreference"];
        trace?: never;
    };
    "/emails/render-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render an e-mail preview
         * @description Renders exactly one of `template_id` / `template_tsx_source` inside at most one of `theme_id` / `theme_tsx_source` (default: the template's theme), with `variables`; missing variables show as placeholders. TSX is compiled with esbuild (templates may import only `react`) and rendered in a QuickJS WebAssembly sandbox with memory and time limits; any failure is EMAIL_RENDERING_ERROR.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["renderEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/send-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an e-mail to users
         * @description Queues one e-mail per recipient (exactly one of `user_ids` or `all_users: true`) that has a primary address, from exactly one of `html` (with `subject`), `template_id` (with `variables`) or `draft_id`, rendered per recipient in the template sandbox; delivery is asynchronous (see GET /internal/emails). Needs the project's own SMTP server (`email_config.type: standard`). Marketing mail skips users who turned it off and carries an unsubscribe link.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["sendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/unsubscribe-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unsubscribe link of a non-transactional e-mail
         * @description The link at the bottom of every non-transactional e-mail. Answers an HTML page that asks to confirm; the button POSTs to the same URL. Opening the link changes nothing, so mail scanners that prefetch links cannot unsubscribe anyone. Valid 30 days.
         *
         *     **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.
         */
        get: operations["unsubscribeLink"];
        put?: never;
        /**
         * Unsubscribe (one-click, RFC 8058)
         * @description Turns the e-mail's notification category off for its recipient. Called by mail clients for the `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058) and by the confirmation page of the link. The body (`List-Unsubscribe=One-Click`, form-encoded) is not needed. Idempotent. A browser (Accept: text/html) gets a short HTML page instead of the JSON body.
         *
         *     **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.
         */
        post: operations["unsubscribeOneClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List key sets
         * @description All key sets of the project, newest first, including revoked and expired ones. Keys appear as their last four characters. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listApiKeySets"];
        put?: never;
        /**
         * Create a key set
         * @description Creates a key set with the chosen keys. The plaintext keys are in this answer only: Gatehouse stores their SHA-256 digests and last four characters. The keys work until `expires_at_millis` or until the set is revoked.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createApiKeySet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/api-keys/{api_key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a key set
         * @description One key set of the project. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getApiKeySet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename or revoke a key set
         * @description Changes the description and/or revokes the set. Revocation is one-way and takes effect on the next request made with any of its keys.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateApiKeySet"];
        trace?: never;
    };
    "/internal/email-drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List e-mail drafts
         * @description Drafts of one-off e-mails (sent with POST /emails/send-email and `draft_id`).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listEmailDrafts"];
        put?: never;
        /**
         * Create an e-mail draft
         * @description A draft has the shape of a template; its source is not rendered until it is previewed or sent.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createEmailDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/email-drafts/{draft_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an e-mail draft
         * @description One draft.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getEmailDraft"];
        put?: never;
        post?: never;
        /**
         * Delete an e-mail draft
         * @description Deletes the draft.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["deleteEmailDraft"];
        options?: never;
        head?: never;
        /**
         * Change an e-mail draft
         * @description Changes the name, source or theme.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateEmailDraft"];
        trace?: never;
    };
    "/internal/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List e-mail templates
         * @description The built-in templates of every auth flow (magic link, password reset, e-mail verification, sign-in and team invitations), as edited by this project, then the project's own templates.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listEmailTemplates"];
        put?: never;
        /**
         * Create an e-mail template
         * @description Creates a template from a starter source. Custom templates are for custom mail, which needs the project's own SMTP server.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createEmailTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/email-templates/{template_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an e-mail template
         * @description One template.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getEmailTemplate"];
        put?: never;
        post?: never;
        /**
         * Delete an e-mail template
         * @description Deletes a custom template; for a built-in one, restores its original source.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["deleteEmailTemplate"];
        options?: never;
        head?: never;
        /**
         * Change an e-mail template
         * @description Saves the source (and theme) only if it renders, with placeholders for its variables, and answers that preview. TSX is compiled with esbuild (templates may import only `react`) and rendered in a QuickJS WebAssembly sandbox with memory and time limits; any failure is EMAIL_RENDERING_ERROR.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateEmailTemplate"];
        trace?: never;
    };
    "/internal/email-themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List e-mail themes
         * @description The default theme (used by templates without their own) and the project's themes.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listEmailThemes"];
        put?: never;
        /**
         * Create an e-mail theme
         * @description Creates a theme from the default theme's source.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createEmailTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/email-themes/{theme_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an e-mail theme
         * @description One theme.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getEmailTheme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an e-mail theme
         * @description Saves the source only if a sample template renders inside it. TSX is compiled with esbuild (templates may import only `react`) and rendered in a QuickJS WebAssembly sandbox with memory and time limits; any failure is EMAIL_RENDERING_ERROR.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateEmailTheme"];
        trace?: never;
    };
    "/internal/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the project's outgoing e-mails
         * @description The outbox of the current project, newest first, with each e-mail's delivery status, attempts and last SMTP error. Without a server-wide SMTP server, mail of projects on the shared e-mail server is kept here (status `kept_in_dev_inbox`) instead of being sent: this is the development inbox. Paginated: pass `pagination.next_cursor` as `cursor`.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listOutboxEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the projects you administer
         * @description The projects owned by the teams the signed-in internal user belongs to, newest first. Not paginated. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Only on the internal project. Send `x-stack-project-id: internal`.
         */
        get: operations["listInternalProjects"];
        put?: never;
        /**
         * Create a project owned by one of your teams
         * @description Creates a project owned by `owner_team_id`, a team of the internal project the signed-in user belongs to (the personal team made at sign-up will do). Configuration keys not given take the defaults of a new project (password sign-in and localhost allowed). The project has no keys yet: create them with POST /internal/api-keys using the admin access token.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Only on the internal project. Send `x-stack-project-id: internal`.
         */
        post: operations["createInternalProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/projects/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the current project (admin view)
         * @description The project named in x-stack-project-id with its whole configuration. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getAdminProject"];
        put?: never;
        post?: never;
        /**
         * Delete the current project
         * @description Deletes the project with its users, teams, sessions, keys and signing keys. Its keys and access tokens stop working at once. The internal project cannot be deleted.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["deleteAdminProject"];
        options?: never;
        head?: never;
        /**
         * Update the current project
         * @description Changes the given fields. `config` is merged key by key into the stored configuration; a list (domains, oauth_providers, default permissions) replaces the stored list as a whole. The default-permission lists must name defined permissions: team permissions for team_creator_default_permissions and team_member_default_permissions, project permissions for user_default_permissions.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateAdminProject"];
        trace?: never;
    };
    "/internal/send-sign-in-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone to sign in
         * @description Queues "You have been invited to sign in to <project>" (the project's sign-in invitation template) with a link to `callback_url`, which must be on a trusted domain.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["sendSignInInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/send-test-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try SMTP settings with a test e-mail
         * @description Sends one e-mail right away (not through the outbox) with the given SMTP settings, typically before saving them as the project's `standard` e-mail config. Answers `success: false` with the SMTP error text when the server refuses or cannot be reached (10 s connection timeout).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["sendTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/users/sign-in-method-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count users per sign-in method
         * @description How many users of the project can use each sign-in method, counted in one query when asked (nothing is kept up to date per request). A user with several methods counts once for each. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getSignInMethodCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's OAuth provider links
         * @description The provider accounts linked to the user, oldest first; server and admin access also see `account_id`. Client access only for its own user (`user_id=me`). Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listOAuthProviderLinks"];
        put?: never;
        /**
         * Link a provider account to a user
         * @description Links a provider account to the user by hand (e.g. when importing users), without tokens. The provider must be configured in the project; a provider account belongs to one user (OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createOAuthProviderLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth-providers/{user_id}/{provider_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one OAuth provider link
         * @description One link of the user. Client access only for its own user. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getOAuthProviderLink"];
        put?: never;
        post?: never;
        /**
         * Unlink a provider account
         * @description Removes the link and its stored provider tokens; the provider account can then sign up or be linked anew. Client access only for its own links.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["deleteOAuthProviderLink"];
        options?: never;
        head?: never;
        /**
         * Change an OAuth provider link
         * @description Whether the link may sign in and give connected-account tokens; server and admin access may also change `account_id` and `email`. Client access only for its own links, and only the two switches.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateOAuthProviderLink"];
        trace?: never;
    };
    "/project-permission-definitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the project permission definitions
         * @description Every project permission the project defines, sorted by id. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listProjectPermissionDefinitions"];
        put?: never;
        /**
         * Define a project permission
         * @description Defines a project permission. Its id must be new to the project (team and project permissions share one id space). It may contain other project permissions: holding it gives them too (transitively), so the contained permissions must exist and must not lead back to it.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createProjectPermissionDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project-permission-definitions/{permission_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a project permission definition
         * @description Deletes the definition. Every grant of it is revoked, definitions that contained it no longer do, and it is removed from the project's default-permission settings, all at once.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["deleteProjectPermissionDefinition"];
        options?: never;
        head?: never;
        /**
         * Change a project permission definition
         * @description Changes the given fields. A new id renames the permission everywhere: grants, the definitions that contain it and the project's default-permission settings follow. New contained permissions must exist and must not lead back to it.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateProjectPermissionDefinition"];
        trace?: never;
    };
    "/project-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List project permissions
         * @description The project permissions users hold, filtered by user and permission, sorted by user and id. Without recursive=true only the directly granted ones; with it also every permission they contain, transitively. Client access must pass its own user (`user_id=me`). Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listProjectPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project-permissions/{user_id}/{permission_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant a project permission
         * @description Grants a project permission the project defines to a user. Granting one the user holds already changes nothing. A body, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["grantProjectPermission"];
        /**
         * Revoke a project permission
         * @description Revokes a project permission granted directly to the user. A body, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["revokeProjectPermission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{project_id}/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project's public signing keys (JWKS)
         * @description Public ES256 keys that verify this project's access tokens, for backends that authenticate requests locally. Tokens carry `kid`; verify `iss` and `aud` (the project id; anonymous users have `<project_id>:anon`). Cacheable for an hour. Changes nothing.
         *
         *     **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.
         */
        get: operations["getProjectJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the current project (client view)
         * @description Returns the project named in x-stack-project-id with the configuration a sign-in page needs: which sign-in methods are enabled, the OAuth providers and the trusted domains. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getCurrentProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a team's API keys
         * @description The team's API keys, newest first, revoked and expired ones included; secrets appear as their last four characters. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` and hold `$manage_api_keys` (else API_KEY_NOT_FOUND, so a client never learns whether the team exists).
         */
        get: operations["listTeamApiKeys"];
        put?: never;
        /**
         * Create a team API key
         * @description Creates an API key owned by the team (project setting allow_team_api_keys). The full secret (`value`) is in this answer only: Gatehouse stores its SHA-256 digest and last four characters.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` and hold `$manage_api_keys` (else API_KEY_NOT_FOUND, so a client never learns whether the team exists).
         */
        post: operations["createTeamApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-api-keys/{api_key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a team API key
         * @description One team API key. A client sees only keys of teams where it holds `$manage_api_keys` (any other is API_KEY_NOT_FOUND). Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getTeamApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename or revoke a team API key
         * @description Changes the description and/or revokes the key (one-way). The owner cannot be changed. A client needs `$manage_api_keys` in the key's team (else API_KEY_NOT_FOUND).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateTeamApiKey"];
        trace?: never;
    };
    "/team-api-keys/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a team API key
         * @description Tells whether a presented secret is a live team API key of this project, and whose. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["checkTeamApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List open team invitations
         * @description The invitations that can still be accepted (unused, unexpired), oldest first: of one team (`team_id`; client access needs `$read_members` and `$invite_members` there), or to one user's verified e-mail addresses (`user_id`; client access: `me`). Exactly one of the two. Not paginated. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access naming a team: the signed-in user must be a member of the team `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` and `$invite_members` (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
         */
        get: operations["listTeamInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw a team invitation
         * @description Deletes the invitation of the team `team_id`: its link no longer works. An id that is not an invitation of that team answers VERIFICATION_CODE_NOT_FOUND. A body, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$remove_members` (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
         */
        delete: operations["revokeTeamInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a team invitation sent to one of your addresses
         * @description Accepts the invitation `id` for the user `user_id` (client access: `me`), who must own the invited e-mail address, verified; the user becomes a member with the project's team-member default permissions (already a member: nothing changes). An invitation that is unknown, sent to another address, used or expired answers VERIFICATION_CODE_NOT_FOUND. A body, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["acceptTeamInvitationById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a team invitation with its code
         * @description Uses the code from the invitation e-mail and makes the signed-in user a member of the team, with the project's team-member default permissions (already a member: nothing changes, the code is used). Whoever holds the code may accept it: the invited address is not compared. Restricted users (e.g. anonymous ones) are refused without using the code.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_checks_per_ip`.
         */
        post: operations["acceptTeamInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-invitations/accept/check-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a team invitation code without using it
         * @description Answers `{is_code_valid: true}` if /team-invitations/accept would accept the code for the signed-in user now, or the reason it would not. Never uses the code.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_checks_per_ip`.
         */
        post: operations["checkTeamInvitationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-invitations/accept/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Which team an invitation code is for
         * @description The team the code invites to (id and name), with the same checks as /team-invitations/accept/check-code. Never uses the code.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_checks_per_ip`.
         */
        post: operations["teamInvitationDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-invitations/send-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone to a team by e-mail
         * @description E-mails "You have been invited to join <team>" (the project's team_invitation template) with the link `callback_url?code=<code>`, valid for the project's invitation lifetime (config `verification_code_lifetimes.team_invitation_seconds`, 7 days by default) and usable once. `callback_url` must be on a trusted domain. Answers the invitation's id.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$invite_members` (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
         *
         *     Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded): `code_sends_per_ip`, `emails_per_address`.
         */
        post: operations["sendTeamInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-member-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List team member profiles
         * @description The members' profiles (their name and image in the team, falling back to the user's own), in the order they joined; server and admin access also get each whole user. Client access lists one team it is a member of (`team_id`): its own profile (`user_id=me`), or, with `$read_members`, everyone's. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` to act on another user than itself (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
         */
        get: operations["listTeamMemberProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-member-profiles/{team_id}/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member's profile
         * @description One member's profile. Client access reads its own (`user_id=me`), or another member's with `$read_members`. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` to act on another user than itself (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
         */
        get: operations["getTeamMemberProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a member's profile
         * @description Sets the member's name and image in this team (null falls back to the user's own). Client access changes only its own profile (`user_id=me`).
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND).
         */
        patch: operations["updateTeamMemberProfile"];
        trace?: never;
    };
    "/team-memberships/{team_id}/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a user to a team
         * @description Makes the user a member of the team, with the project's team-member default permissions. A body, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["addTeamMember"];
        /**
         * Remove a user from a team
         * @description Ends the membership; the permissions the member held in the team go with it, and the user no longer has the team selected. Client access may leave a team (`user_id=me`); removing another member needs `$remove_members`. A body, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$remove_members` to act on another user than itself (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
         */
        delete: operations["removeTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-permission-definitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team permission definitions
         * @description Every team permission the project defines, sorted by id. The six system permissions ($update_team, $delete_team, $read_members, $remove_members, $invite_members, $manage_api_keys) are always listed, with a description and no contained permissions. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listTeamPermissionDefinitions"];
        put?: never;
        /**
         * Define a team permission
         * @description Defines a team permission. Its id must be new to the project (team and project permissions share one id space). It may contain other team permissions: holding it gives them too (transitively), so the contained permissions must exist and must not lead back to it.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createTeamPermissionDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-permission-definitions/{permission_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a team permission definition
         * @description Deletes the definition. Every grant of it is revoked, definitions that contained it no longer do, and it is removed from the project's default-permission settings, all at once.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["deleteTeamPermissionDefinition"];
        options?: never;
        head?: never;
        /**
         * Change a team permission definition
         * @description Changes the given fields. A new id renames the permission everywhere: grants, the definitions that contain it and the project's default-permission settings follow. New contained permissions must exist and must not lead back to it.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateTeamPermissionDefinition"];
        trace?: never;
    };
    "/team-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List team permissions
         * @description The team permissions members hold, filtered by team, user and permission, sorted by team, user and id. Without recursive=true only the directly granted ones; with it also every permission they contain, transitively (each listed once). Client access must pass its own user (`user_id=me`). Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listTeamPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-permissions/{team_id}/{user_id}/{permission_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant a team permission
         * @description Grants a team permission (a system one or one the project defines) to a member of the team. Granting one the member holds already changes nothing. A body, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["grantTeamPermission"];
        /**
         * Revoke a team permission
         * @description Revokes a team permission granted directly to the member (one held only through a permission that contains it is revoked by revoking that one). A body, if sent, is ignored.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["revokeTeamPermission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List teams
         * @description The teams of the project, oldest first; with user_id, only the teams that user is a member of. Client access must pass its own user (`user_id=me`). Not paginated. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listTeams"];
        put?: never;
        /**
         * Create a team
         * @description Creates a team. Its creator (`creator_user_id`, or the signed-in user with `add_current_user=true`) becomes its first member with the project's team-creator default permissions. Client access needs the project setting client_team_creation_enabled; the creator is the signed-in user, and naming another user is refused. Server access without a creator makes a team with no members. client_read_only_metadata and server_metadata are for server access only.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{team_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a team
         * @description One team of the project. A team of another project answers TEAM_NOT_FOUND, like a missing one. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND).
         */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        /**
         * Delete a team
         * @description Deletes the team with its memberships and their permissions, all at once; members who had it selected have no selected team afterwards, and projects it owned have no owner.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$delete_team` (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
         */
        delete: operations["deleteTeam"];
        options?: never;
        head?: never;
        /**
         * Update a team
         * @description Changes the given fields; null clears a field. Client access may set only display_name, profile_image_url (a base64 data URL under 100 KB) and client_metadata.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         *
         *     Client access: the signed-in user must be a member of the team `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$update_team` (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
         */
        patch: operations["updateTeam"];
        trace?: never;
    };
    "/user-api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's API keys
         * @description The user's API keys, newest first, revoked and expired ones included; secrets appear as their last four characters. Client access only for its own user (`user_id=me`). Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listUserApiKeys"];
        put?: never;
        /**
         * Create a user API key
         * @description Creates an API key owned by the user (project setting allow_user_api_keys). The full secret (`value`) is in this answer only: Gatehouse stores its SHA-256 digest and last four characters. Client access only for its own user.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own user, `me`)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createUserApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api-keys/{api_key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a user API key
         * @description One user API key. A client sees only its own user's keys (any other is API_KEY_NOT_FOUND). Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getUserApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename or revoke a user API key
         * @description Changes the description and/or revokes the key (one-way). The owner cannot be changed. A client may change only its own user's keys.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateUserApiKey"];
        trace?: never;
    };
    "/user-api-keys/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a user API key
         * @description Tells whether a presented secret is a live user API key of this project, and whose. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["checkUserApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true. Anonymous users are left out unless include_anonymous=true. only_anonymous, primary_email_verified, has_password, otp_auth_enabled and passkey_auth_enabled narrow the list (all given filters apply); the cursor pages through the filtered list. With limit, pages are read by passing pagination.next_cursor back as cursor; without limit every matching user is returned. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Creates a user, even when the project does not allow sign-ups. Give either password (hashed with argon2id) or password_hash (an imported bcrypt or argon2id hash), not both. A primary e-mail that another user already uses for sign-in is refused. When the project creates a team per new user, the user gets one.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (optional: the signed-in user, when there is one)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a user
         * @description Returns one user of the project (server view). A user of another project answers USER_NOT_FOUND, exactly like a missing one. Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description Deletes a user with its sessions, contact channels and team memberships; its access tokens stop working at once. Teams it belonged to remain.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description Changes the given fields of a user. Setting password or password_hash revokes all of the user's sessions. selected_team_id must name a team the user is a member of. is_anonymous can only be set to false (an anonymous user becomes a regular one). A changed primary e-mail is unverified unless primary_email_verified says otherwise.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (only to name the user `me`)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the signed-in user
         * @description Returns the user of x-stack-access-token. Client access gets the client view (ClientUser: no server metadata, no last-active time); server and admin access get the server view (ServerUser). Changes nothing.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        get: operations["getOwnUser"];
        put?: never;
        post?: never;
        /**
         * Delete the signed-in user
         * @description Deletes the user of x-stack-access-token with its sessions, contact channels and team memberships; its access tokens stop working at once. Client access needs the project setting client_user_deletion_enabled.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        delete: operations["deleteOwnUser"];
        options?: never;
        head?: never;
        /**
         * Update the signed-in user
         * @description Changes the given fields of the user of x-stack-access-token. Client access may set only display_name, profile_image_url (a base64 data URL under 100 KB), client_metadata, selected_team_id, otp_auth_enabled, passkey_auth_enabled, primary_email and totp_secret_base64; any other field is a SCHEMA_ERROR (unknown properties). Server and admin access accept every field of UpdateUserBody. Setting password or password_hash signs the user out everywhere (all sessions are revoked). A changed primary e-mail is unverified unless primary_email_verified says otherwise.
         *
         *     **Headers** to send, by access type (any one line):
         *
         *     - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
         *     - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, `x-stack-access-token` (required: the signed-in user)
         *     - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)
         */
        patch: operations["updateOwnUser"];
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        AdminProject: {
            config: components["schemas"]["ProjectConfig"];
            created_at_millis: number;
            /** @example Sign-in for the customer portal */
            description: string;
            /** @example My app */
            display_name: string;
            /** @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10 */
            id: string;
            is_production_mode: boolean;
            logo_full_url: string | null;
            logo_url: string | null;
            owner_team_id: string | null;
        };
        AdminProjectList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["AdminProject"][];
        };
        ApiKeyLastFour: {
            /** @example x7q2 */
            last_four: string;
        };
        ApiKeySet: {
            created_at_millis: number;
            /** @example Production backend */
            description: string;
            expires_at_millis: number;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            manually_revoked_at_millis?: number;
            publishable_client_key?: components["schemas"]["ApiKeyLastFour"];
            secret_server_key?: components["schemas"]["ApiKeyLastFour"];
            super_secret_admin_key?: components["schemas"]["ApiKeyLastFour"];
        };
        ApiKeySetList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["ApiKeySet"][];
        };
        CheckApiKeyBody: {
            /** @example sk_0123456789abcdefghjkmnpqrstvwxyz0123456789abc3f0b6d6e3c0e4a539b5b2b4b2f1f6a10user1574ck4u7h1a2b3c4d */
            api_key: string;
        };
        ClientProject: {
            config: {
                allow_team_api_keys: boolean;
                allow_user_api_keys: boolean;
                anonymous_accounts_enabled: boolean;
                client_team_creation_enabled: boolean;
                client_user_deletion_enabled: boolean;
                create_team_on_sign_up: boolean;
                credential_enabled: boolean;
                domains: components["schemas"]["TrustedDomain"][];
                enabled_oauth_providers: {
                    id: string;
                }[];
                magic_link_enabled: boolean;
                passkey_enabled: boolean;
                sign_up_enabled: boolean;
            };
            /** @example My app */
            display_name: string;
            /** @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10 */
            id: string;
        };
        /** @description A team as its members see it (client access). Never carries server-only fields. */
        ClientTeam: {
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_metadata: unknown;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata: unknown;
            /** @example Ada's Team */
            display_name: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            profile_image_url: string | null;
        };
        ClientTeamMemberProfile: {
            /** @description The member's name in this team, else the user's own display name. */
            display_name: string | null;
            /** @description The member's image in this team, else the user's own. */
            profile_image_url: string | null;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            team_id: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        /** @description A user as the user itself sees it (client access). Never carries server-only fields. */
        ClientUser: {
            /** @description Deprecated: has_password || otp_auth_enabled. */
            auth_with_email: boolean;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_metadata: unknown;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata: unknown;
            display_name: string | null;
            has_password: boolean;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            is_anonymous: boolean;
            is_restricted: boolean;
            oauth_providers: {
                /** @example 1234567 */
                account_id: string;
                email: string | null;
                /** @example github */
                id: string;
            }[];
            otp_auth_enabled: boolean;
            passkey_auth_enabled: boolean;
            /**
             * @description Lower-cased on write.
             * @example ada@example.com
             */
            primary_email: string | null;
            primary_email_verified: boolean;
            profile_image_url: string | null;
            /** @description True when a TOTP secret is set. */
            requires_totp_mfa: boolean;
            restricted_by_admin: boolean;
            restricted_by_admin_reason: string | null;
            /** @description Why the user is restricted; null when not restricted. Anonymous users are always restricted. */
            restricted_reason: {
                /** @enum {string} */
                type: "anonymous" | "email_not_verified" | "restricted_by_administrator";
            } | null;
            selected_team: {
                /**
                 * @description Any JSON value.
                 * @example {
                 *       "plan": "pro"
                 *     }
                 */
                client_metadata: unknown;
                /**
                 * @description Any JSON value.
                 * @example {
                 *       "plan": "pro"
                 *     }
                 */
                client_read_only_metadata: unknown;
                display_name: string;
                /**
                 * Format: uuid
                 * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
                 */
                id: string;
                profile_image_url: string | null;
            } | null;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            selected_team_id: string | null;
            signed_up_at_millis: number;
        };
        CodeBody: {
            /**
             * @description The 45-character code from the e-mailed link, or the typed 6-character OTP followed by the 39-character nonce.
             * @example a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a
             */
            code: string;
        };
        CodeCheckResult: {
            /** @enum {boolean} */
            is_code_valid: true;
        };
        ConnectedAccessToken: {
            /** @example gho_16C7e42F292c6912E7710c838347Ae178B4a */
            access_token: string;
        };
        ConnectedAccessTokenRequest: {
            /**
             * @description Scopes the token must carry, space separated.
             * @example user:email
             */
            scope?: string;
        };
        ConnectedAccount: {
            /** @example github */
            provider: string;
            /** @example 1234567 */
            provider_account_id: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        ConnectedAccountList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["ConnectedAccount"][];
        };
        ContactChannel: {
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            is_primary: boolean;
            is_verified: boolean;
            /** @enum {string} */
            type: "email";
            /** @description Whether the address signs in (password, magic link). At most one user of a project per address. */
            used_for_auth: boolean;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            value: string;
        };
        ContactChannelList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["ContactChannel"][];
        };
        CreateApiKeySetBody: {
            /** @example Production backend */
            description: string;
            expires_at_millis: number;
            has_publishable_client_key: boolean;
            has_secret_server_key: boolean;
            has_super_secret_admin_key: boolean;
        };
        CreateContactChannelBody: {
            is_primary?: boolean;
            /** @description Server and admin only. */
            is_verified?: boolean;
            /** @enum {string} */
            type: "email";
            used_for_auth: boolean;
            /**
             * @description A user ID, or `me` for the signed-in user.
             * @example me
             */
            user_id: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            value: string;
        };
        CreatedApiKeySet: {
            created_at_millis: number;
            /** @example Production backend */
            description: string;
            expires_at_millis: number;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            /** @example pck_… */
            publishable_client_key?: string;
            /** @example ssk_… */
            secret_server_key?: string;
            /** @example sak_… */
            super_secret_admin_key?: string;
        };
        CreatedId: {
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
        };
        CreatedSession: {
            /** @example eyJhbGciOiJFUzI1NiIsImtpZCI6Imc3cDJ4In0.eyJzdWIiOiIzZjBiNmQ2ZS0zYzBlLTRhNTMtOWI1Yi0yYjRiMmYxZjZhMTAifQ.MEUCIQDx… */
            access_token: string;
            /** @example k2n8q4w7x1c9v3b6m0z5a8s2d4f7g1h3j6k9l2p5r8t0y */
            refresh_token: string;
        };
        CreatedTeamApiKey: {
            created_at_millis: number;
            description: string;
            expires_at_millis?: number;
            /** Format: uuid */
            id: string;
            is_public: boolean;
            manually_revoked_at_millis?: number;
            /** Format: uuid */
            team_id: string;
            /** @enum {string} */
            type: "team";
            /** @example sk_0123456789abcdefghjkmnpqrstvwxyz0123456789abc3f0b6d6e3c0e4a539b5b2b4b2f1f6a10team1574ck4u7h1a2b3c4d */
            value: string;
        };
        CreatedUserApiKey: {
            created_at_millis: number;
            description: string;
            expires_at_millis?: number;
            /** Format: uuid */
            id: string;
            is_public: boolean;
            manually_revoked_at_millis?: number;
            /** @enum {string} */
            type: "user";
            /** Format: uuid */
            user_id: string;
            /** @example sk_0123456789abcdefghjkmnpqrstvwxyz0123456789abc3f0b6d6e3c0e4a539b5b2b4b2f1f6a10user1574ck4u7h1a2b3c4d */
            value: string;
        };
        CreateEmailDraftBody: {
            display_name: string;
            /**
             * @description A theme id; `false` for no theme; `null` for the project's theme.
             * @example null
             */
            theme_id?: string | false | null;
            /** @description TSX source: exports EmailTemplate (and optionally subject and variables) or, for themes, EmailTheme. */
            tsx_source?: string;
        };
        CreateEmailTemplateBody: {
            display_name: string;
        };
        CreateOAuthProviderLinkBody: {
            /** @example 1234567 */
            account_id: string;
            allow_connected_accounts: boolean;
            allow_sign_in: boolean;
            /**
             * Format: email
             * @example ada@example.com
             */
            email?: string;
            /**
             * @description The provider id in the project config: google, github, facebook, microsoft, spotify, discord, gitlab, bitbucket, linkedin, apple, x, twitch.
             * @example github
             */
            provider_config_id: string;
            /**
             * @description A user ID, or `me` for the signed-in user.
             * @example me
             */
            user_id: string;
        };
        CreatePermissionDefinitionBody: {
            /**
             * @description Ids of permissions of the same scope that holding this one gives too. Must not lead back to this permission.
             * @example [
             *       "read:docs"
             *     ]
             */
            contained_permission_ids?: string[];
            description?: string | null;
            /**
             * @description A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$".
             * @example read:docs
             */
            id: string;
        };
        CreateProjectBody: {
            config?: components["schemas"]["ProjectConfigUpdate"];
            description?: string | null;
            /** @example My app */
            display_name: string;
            is_production_mode?: boolean;
            /**
             * Format: uri
             * @example https://app.example.com/handler/email-verification
             */
            logo_full_url?: string | null;
            /**
             * Format: uri
             * @example https://app.example.com/handler/email-verification
             */
            logo_url?: string | null;
            /**
             * Format: uuid
             * @description A team of the internal project the caller belongs to; its members administer the project.
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            owner_team_id: string;
        };
        CreateTeamApiKeyBody: {
            /** @example CI deploys */
            description: string;
            /**
             * @description When the key stops working; null: never.
             * @example 4102444800000
             */
            expires_at_millis: number | null;
            /** @description A public key (`pk_`) may be shown to others, e.g. in a browser; default false (`sk_`). */
            is_public?: boolean;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            team_id: string;
        };
        CreateTeamBody: {
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_metadata?: unknown;
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata?: unknown;
            /**
             * @description The user who creates the team: it becomes a member with the project's team-creator default permissions. Client access: the signed-in user (the default; naming anyone else is refused). Server access: no creator makes a team without members.
             * @example me
             */
            creator_user_id?: string;
            /**
             * @description At most 256 characters.
             * @example Ada's Team
             */
            display_name: string;
            /**
             * @description A data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` of under 100 KB decoded (clients), or also an http(s) URL (server and admin). null removes it.
             * @example data:image/png;base64,iVBORw0KGgo=
             */
            profile_image_url?: string | null;
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            server_metadata?: unknown;
        };
        CreateUserApiKeyBody: {
            /** @example CI deploys */
            description: string;
            /**
             * @description When the key stops working; null: never.
             * @example 4102444800000
             */
            expires_at_millis: number | null;
            /** @description A public key (`pk_`) may be shown to others, e.g. in a browser; default false (`sk_`). */
            is_public?: boolean;
            /**
             * @description A user ID, or `me` for the signed-in user.
             * @example me
             */
            user_id: string;
        };
        CreateUserBody: {
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_metadata?: unknown;
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata?: unknown;
            /** @description At most 256 characters; "" is stored as null. */
            display_name?: string | null;
            is_anonymous?: boolean;
            otp_auth_enabled?: boolean;
            passkey_auth_enabled?: boolean;
            /**
             * Format: password
             * @description 8 to 70 characters; hashed with argon2id. null removes the password. Mutually exclusive with password_hash.
             * @example correct horse battery staple
             */
            password?: string | null;
            /**
             * @description Import an existing hash instead of a password: bcrypt ($2a$, $2b$, $2y$) or argon2id, in modular crypt format.
             * @example $2b$10$abcdefghijklmnopqrstuuq0Y7Bq6y5hN0Xx0yV4v8mQ3cJ3Jx1y2
             */
            password_hash?: string;
            /**
             * Format: email
             * @description Trimmed and lower-cased. null removes the primary e-mail.
             * @example ada@example.com
             */
            primary_email?: string | null;
            /** @description Whether the primary e-mail can be used to sign in. Default true for a new primary e-mail. */
            primary_email_auth_enabled?: boolean;
            primary_email_verified?: boolean;
            /**
             * @description A data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` of under 100 KB decoded (clients), or also an http(s) URL (server and admin). null removes it.
             * @example data:image/png;base64,iVBORw0KGgo=
             */
            profile_image_url?: string | null;
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            server_metadata?: unknown;
            /** @description Base64 of the raw TOTP secret; null disables TOTP multi-factor authentication. */
            totp_secret_base64?: string | null;
        };
        EmailConfig: {
            /** @enum {string} */
            type: "shared";
        } | {
            host: string;
            password: string;
            port: number;
            /** Format: email */
            sender_email: string;
            sender_name: string;
            /** @enum {string} */
            type: "standard";
            username: string;
        };
        EmailDraft: {
            /** @example November newsletter */
            display_name: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            sent_at_millis: number | null;
            /**
             * @description A theme id; `false` for no theme; `null` for the project's theme.
             * @example null
             */
            theme_id: string | false | null;
            /**
             * @example export function EmailTemplate({ user }) {
             *       return <p>Hello {user.displayName}!</p>;
             *     }
             */
            tsx_source: string;
        };
        EmailDraftList: {
            drafts: components["schemas"]["EmailDraft"][];
        };
        EmailTemplate: {
            /** @example Sign-in code */
            display_name: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            /** @description The template of an auth flow, shipped with Gatehouse: deleting it restores its original source rather than removing it. */
            is_built_in: boolean;
            /**
             * @description A theme id; `false` for no theme; `null` for the project's theme.
             * @example null
             */
            theme_id: string | false | null;
            /**
             * @example export function EmailTemplate({ user }) {
             *       return <p>Hello {user.displayName}!</p>;
             *     }
             */
            tsx_source: string;
        };
        EmailTemplateList: {
            templates: components["schemas"]["EmailTemplate"][];
        };
        EmailTheme: {
            /** @example Default light */
            display_name: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            /**
             * @example export function EmailTemplate({ user }) {
             *       return <p>Hello {user.displayName}!</p>;
             *     }
             */
            tsx_source: string;
        };
        EmailThemeList: {
            themes: components["schemas"]["EmailTheme"][];
        };
        EmptyObject: Record<string, never>;
        Jwk: {
            /** @enum {string} */
            alg: "ES256";
            /** @enum {string} */
            crv: "P-256";
            /** @example g7p2x9q4w1c8v3b6 */
            kid: string;
            /** @enum {string} */
            kty: "EC";
            /** @enum {string} */
            use: "sig";
            /** @example f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU */
            x: string;
            /** @example x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0 */
            y: string;
        };
        JwkSet: {
            keys: components["schemas"]["Jwk"][];
        };
        /** @description A known error, the body of every 4xx and 5xx answer; `code` is also sent as the `x-stack-known-error` header. Switch on `code`; `error` is for people. Each response lists its codes in `x-stack-error-codes`; every code, with its status and an example, is in `x-stack-known-errors`. */
        KnownError: {
            /**
             * @description The error code, e.g. EMAIL_PASSWORD_MISMATCH. Codes are never renamed, but new ones are added: treat a code you do not know by its HTTP status.
             * @example EMAIL_PASSWORD_MISMATCH
             * @example SCHEMA_ERROR
             * @example ACCESS_TOKEN_EXPIRED
             */
            code: string;
            details?: components["schemas"]["KnownErrorDetails"];
            /** @description A message for people (English). It may change: never parse it. */
            error: string;
        };
        /** @description Known error ACCESS_TOKEN_EXPIRED (HTTP 401); its details are KnownErrorDetails_ACCESS_TOKEN_EXPIRED. */
        KnownError_ACCESS_TOKEN_EXPIRED: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_ACCESS_TOKEN_EXPIRED"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ACCESS_TOKEN_EXPIRED";
        };
        /** @description Known error ACCESS_TOKEN_REVOKED (HTTP 401), without details. */
        KnownError_ACCESS_TOKEN_REVOKED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ACCESS_TOKEN_REVOKED";
        };
        /** @description Known error ACCESS_TYPE_REQUIRED (HTTP 400), without details. */
        KnownError_ACCESS_TYPE_REQUIRED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ACCESS_TYPE_REQUIRED";
        };
        /** @description Known error ACCESS_TYPE_WITHOUT_PROJECT_ID (HTTP 400); its details are KnownErrorDetails_ACCESS_TYPE_WITHOUT_PROJECT_ID. */
        KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_ACCESS_TYPE_WITHOUT_PROJECT_ID"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ACCESS_TYPE_WITHOUT_PROJECT_ID";
        };
        /** @description Known error ADMIN_ACCESS_TOKEN_EXPIRED (HTTP 401); its details are KnownErrorDetails_ADMIN_ACCESS_TOKEN_EXPIRED. */
        KnownError_ADMIN_ACCESS_TOKEN_EXPIRED: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_ADMIN_ACCESS_TOKEN_EXPIRED"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ADMIN_ACCESS_TOKEN_EXPIRED";
        };
        /** @description Known error ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN (HTTP 401), without details. */
        KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN";
        };
        /** @description Known error ADMIN_ACCESS_TOKEN_REVOKED (HTTP 401), without details. */
        KnownError_ADMIN_ACCESS_TOKEN_REVOKED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ADMIN_ACCESS_TOKEN_REVOKED";
        };
        /** @description Known error ADMIN_AUTHENTICATION_REQUIRED (HTTP 401), without details. */
        KnownError_ADMIN_AUTHENTICATION_REQUIRED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ADMIN_AUTHENTICATION_REQUIRED";
        };
        /** @description Known error ANONYMOUS_ACCOUNTS_NOT_ENABLED (HTTP 400), without details. */
        KnownError_ANONYMOUS_ACCOUNTS_NOT_ENABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ANONYMOUS_ACCOUNTS_NOT_ENABLED";
        };
        /** @description Known error ANONYMOUS_AUTHENTICATION_NOT_ALLOWED (HTTP 401), without details. */
        KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED";
        };
        /** @description Known error API_KEY_EXPIRED (HTTP 401), without details. */
        KnownError_API_KEY_EXPIRED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "API_KEY_EXPIRED";
        };
        /** @description Known error API_KEY_NOT_FOUND (HTTP 404), without details. */
        KnownError_API_KEY_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "API_KEY_NOT_FOUND";
        };
        /** @description Known error API_KEY_REVOKED (HTTP 401), without details. */
        KnownError_API_KEY_REVOKED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "API_KEY_REVOKED";
        };
        /** @description Known error BODY_PARSING_ERROR (HTTP 400), without details. */
        KnownError_BODY_PARSING_ERROR: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "BODY_PARSING_ERROR";
        };
        /** @description Known error BRANCH_DOES_NOT_EXIST (HTTP 400); its details are KnownErrorDetails_BRANCH_DOES_NOT_EXIST. */
        KnownError_BRANCH_DOES_NOT_EXIST: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_BRANCH_DOES_NOT_EXIST"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "BRANCH_DOES_NOT_EXIST";
        };
        /** @description Known error CANNOT_ACCESS_OTHER_USER (HTTP 403), without details. */
        KnownError_CANNOT_ACCESS_OTHER_USER: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CANNOT_ACCESS_OTHER_USER";
        };
        /** @description Known error CANNOT_DELETE_CURRENT_SESSION (HTTP 400), without details. */
        KnownError_CANNOT_DELETE_CURRENT_SESSION: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CANNOT_DELETE_CURRENT_SESSION";
        };
        /** @description Known error CANNOT_DELETE_INTERNAL_PROJECT (HTTP 400), without details. */
        KnownError_CANNOT_DELETE_INTERNAL_PROJECT: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CANNOT_DELETE_INTERNAL_PROJECT";
        };
        /** @description Known error CANNOT_GET_OWN_USER_WITHOUT_USER (HTTP 400), without details. */
        KnownError_CANNOT_GET_OWN_USER_WITHOUT_USER: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CANNOT_GET_OWN_USER_WITHOUT_USER";
        };
        /** @description Known error CLIENT_TEAM_CREATION_NOT_ENABLED (HTTP 403), without details. */
        KnownError_CLIENT_TEAM_CREATION_NOT_ENABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CLIENT_TEAM_CREATION_NOT_ENABLED";
        };
        /** @description Known error CLIENT_USER_DELETION_NOT_ENABLED (HTTP 400), without details. */
        KnownError_CLIENT_USER_DELETION_NOT_ENABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CLIENT_USER_DELETION_NOT_ENABLED";
        };
        /** @description Known error CONTACT_CHANNEL_ALREADY_EXISTS (HTTP 400), without details. */
        KnownError_CONTACT_CHANNEL_ALREADY_EXISTS: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CONTACT_CHANNEL_ALREADY_EXISTS";
        };
        /** @description Known error CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE (HTTP 409); its details are KnownErrorDetails_CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE. */
        KnownError_CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE";
        };
        /** @description Known error CONTACT_CHANNEL_NOT_FOUND (HTTP 404), without details. */
        KnownError_CONTACT_CHANNEL_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CONTACT_CHANNEL_NOT_FOUND";
        };
        /** @description Known error CONTAINED_PERMISSION_CYCLE (HTTP 400); its details are KnownErrorDetails_CONTAINED_PERMISSION_CYCLE. */
        KnownError_CONTAINED_PERMISSION_CYCLE: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_CONTAINED_PERMISSION_CYCLE"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CONTAINED_PERMISSION_CYCLE";
        };
        /** @description Known error CONTAINED_PERMISSION_NOT_FOUND (HTTP 400); its details are KnownErrorDetails_CONTAINED_PERMISSION_NOT_FOUND. */
        KnownError_CONTAINED_PERMISSION_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_CONTAINED_PERMISSION_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CONTAINED_PERMISSION_NOT_FOUND";
        };
        /** @description Known error CURRENT_PROJECT_NOT_FOUND (HTTP 400); its details are KnownErrorDetails_CURRENT_PROJECT_NOT_FOUND. */
        KnownError_CURRENT_PROJECT_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_CURRENT_PROJECT_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "CURRENT_PROJECT_NOT_FOUND";
        };
        /** @description Known error DATABASE_UNAVAILABLE (HTTP 503); its details are KnownErrorDetails_DATABASE_UNAVAILABLE. */
        KnownError_DATABASE_UNAVAILABLE: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_DATABASE_UNAVAILABLE"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "DATABASE_UNAVAILABLE";
        };
        /** @description Known error EMAIL_ALREADY_VERIFIED (HTTP 409), without details. */
        KnownError_EMAIL_ALREADY_VERIFIED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "EMAIL_ALREADY_VERIFIED";
        };
        /** @description Known error EMAIL_DRAFT_NOT_FOUND (HTTP 404); its details are KnownErrorDetails_EMAIL_DRAFT_NOT_FOUND. */
        KnownError_EMAIL_DRAFT_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_EMAIL_DRAFT_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "EMAIL_DRAFT_NOT_FOUND";
        };
        /** @description Known error EMAIL_IS_NOT_PRIMARY_EMAIL (HTTP 400); its details are KnownErrorDetails_EMAIL_IS_NOT_PRIMARY_EMAIL. */
        KnownError_EMAIL_IS_NOT_PRIMARY_EMAIL: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_EMAIL_IS_NOT_PRIMARY_EMAIL"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "EMAIL_IS_NOT_PRIMARY_EMAIL";
        };
        /** @description Known error EMAIL_PASSWORD_MISMATCH (HTTP 400), without details. */
        KnownError_EMAIL_PASSWORD_MISMATCH: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "EMAIL_PASSWORD_MISMATCH";
        };
        /** @description Known error EMAIL_RENDERING_ERROR (HTTP 400); its details are KnownErrorDetails_EMAIL_RENDERING_ERROR. */
        KnownError_EMAIL_RENDERING_ERROR: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_EMAIL_RENDERING_ERROR"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "EMAIL_RENDERING_ERROR";
        };
        /** @description Known error EMAIL_TEMPLATE_NOT_FOUND (HTTP 404); its details are KnownErrorDetails_EMAIL_TEMPLATE_NOT_FOUND. */
        KnownError_EMAIL_TEMPLATE_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_EMAIL_TEMPLATE_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "EMAIL_TEMPLATE_NOT_FOUND";
        };
        /** @description Known error EMAIL_THEME_NOT_FOUND (HTTP 404); its details are KnownErrorDetails_EMAIL_THEME_NOT_FOUND. */
        KnownError_EMAIL_THEME_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_EMAIL_THEME_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "EMAIL_THEME_NOT_FOUND";
        };
        /** @description Known error EXPECTED_INTERNAL_PROJECT (HTTP 401), without details. */
        KnownError_EXPECTED_INTERNAL_PROJECT: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "EXPECTED_INTERNAL_PROJECT";
        };
        /** @description Known error INSUFFICIENT_ACCESS_TYPE (HTTP 401); its details are KnownErrorDetails_INSUFFICIENT_ACCESS_TYPE. */
        KnownError_INSUFFICIENT_ACCESS_TYPE: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_INSUFFICIENT_ACCESS_TYPE"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INSUFFICIENT_ACCESS_TYPE";
        };
        /** @description Known error INTERNAL_SERVER_ERROR (HTTP 500); its details are KnownErrorDetails_INTERNAL_SERVER_ERROR. */
        KnownError_INTERNAL_SERVER_ERROR: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_INTERNAL_SERVER_ERROR"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INTERNAL_SERVER_ERROR";
        };
        /** @description Known error INVALID_ACCESS_TYPE (HTTP 400), without details. */
        KnownError_INVALID_ACCESS_TYPE: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_ACCESS_TYPE";
        };
        /** @description Known error INVALID_AUTHORIZATION_CODE (HTTP 400), without details. */
        KnownError_INVALID_AUTHORIZATION_CODE: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_AUTHORIZATION_CODE";
        };
        /** @description Known error INVALID_OAUTH_CLIENT_ID_OR_SECRET (HTTP 400); its details are KnownErrorDetails_INVALID_OAUTH_CLIENT_ID_OR_SECRET. */
        KnownError_INVALID_OAUTH_CLIENT_ID_OR_SECRET: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_INVALID_OAUTH_CLIENT_ID_OR_SECRET"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_OAUTH_CLIENT_ID_OR_SECRET";
        };
        /** @description Known error INVALID_OAUTH_STATE (HTTP 400), without details. */
        KnownError_INVALID_OAUTH_STATE: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_OAUTH_STATE";
        };
        /** @description Known error INVALID_PASSWORD_HASH (HTTP 400), without details. */
        KnownError_INVALID_PASSWORD_HASH: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_PASSWORD_HASH";
        };
        /** @description Known error INVALID_PROFILE_IMAGE (HTTP 400); its details are KnownErrorDetails_INVALID_PROFILE_IMAGE. */
        KnownError_INVALID_PROFILE_IMAGE: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_INVALID_PROFILE_IMAGE"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_PROFILE_IMAGE";
        };
        /** @description Known error INVALID_PROJECT_FOR_ACCESS_TOKEN (HTTP 401); its details are KnownErrorDetails_INVALID_PROJECT_FOR_ACCESS_TOKEN. */
        KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_INVALID_PROJECT_FOR_ACCESS_TOKEN"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_PROJECT_FOR_ACCESS_TOKEN";
        };
        /** @description Known error INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN (HTTP 401), without details. */
        KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN";
        };
        /** @description Known error INVALID_PUBLISHABLE_CLIENT_KEY (HTTP 401); its details are KnownErrorDetails_INVALID_PUBLISHABLE_CLIENT_KEY. */
        KnownError_INVALID_PUBLISHABLE_CLIENT_KEY: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_INVALID_PUBLISHABLE_CLIENT_KEY"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_PUBLISHABLE_CLIENT_KEY";
        };
        /** @description Known error INVALID_SCOPE (HTTP 400), without details. */
        KnownError_INVALID_SCOPE: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_SCOPE";
        };
        /** @description Known error INVALID_SECRET_SERVER_KEY (HTTP 401); its details are KnownErrorDetails_INVALID_SECRET_SERVER_KEY. */
        KnownError_INVALID_SECRET_SERVER_KEY: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_INVALID_SECRET_SERVER_KEY"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_SECRET_SERVER_KEY";
        };
        /** @description Known error INVALID_SUPER_SECRET_ADMIN_KEY (HTTP 401); its details are KnownErrorDetails_INVALID_SUPER_SECRET_ADMIN_KEY. */
        KnownError_INVALID_SUPER_SECRET_ADMIN_KEY: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_INVALID_SUPER_SECRET_ADMIN_KEY"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "INVALID_SUPER_SECRET_ADMIN_KEY";
        };
        /** @description Known error METHOD_NOT_ALLOWED (HTTP 405); its details are KnownErrorDetails_METHOD_NOT_ALLOWED. */
        KnownError_METHOD_NOT_ALLOWED: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_METHOD_NOT_ALLOWED"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "METHOD_NOT_ALLOWED";
        };
        /** @description Known error NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED (HTTP 400); its details are KnownErrorDetails_NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED. */
        KnownError_NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED";
        };
        /** @description Known error NOTIFICATION_CATEGORY_NOT_FOUND (HTTP 404); its details are KnownErrorDetails_NOTIFICATION_CATEGORY_NOT_FOUND. */
        KnownError_NOTIFICATION_CATEGORY_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_NOTIFICATION_CATEGORY_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "NOTIFICATION_CATEGORY_NOT_FOUND";
        };
        /** @description Known error OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS (HTTP 400), without details. */
        KnownError_OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS";
        };
        /** @description Known error OAUTH_CALLBACK_FAILED (HTTP 400); its details are KnownErrorDetails_OAUTH_CALLBACK_FAILED. */
        KnownError_OAUTH_CALLBACK_FAILED: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_OAUTH_CALLBACK_FAILED"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_CALLBACK_FAILED";
        };
        /** @description Known error OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER (HTTP 409), without details. */
        KnownError_OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER";
        };
        /** @description Known error OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE (HTTP 400), without details. */
        KnownError_OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE";
        };
        /** @description Known error OAUTH_CONNECTION_NOT_CONNECTED_TO_USER (HTTP 400), without details. */
        KnownError_OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER";
        };
        /** @description Known error OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS (HTTP 400), without details. */
        KnownError_OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS";
        };
        /** @description Known error OAUTH_LINK_REQUIRES_TOKEN (HTTP 400), without details. */
        KnownError_OAUTH_LINK_REQUIRES_TOKEN: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_LINK_REQUIRES_TOKEN";
        };
        /** @description Known error OAUTH_PROVIDER_ACCESS_DENIED (HTTP 400), without details. */
        KnownError_OAUTH_PROVIDER_ACCESS_DENIED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_PROVIDER_ACCESS_DENIED";
        };
        /** @description Known error OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN (HTTP 400), without details. */
        KnownError_OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN";
        };
        /** @description Known error OAUTH_PROVIDER_LINK_NOT_FOUND (HTTP 404), without details. */
        KnownError_OAUTH_PROVIDER_LINK_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_PROVIDER_LINK_NOT_FOUND";
        };
        /** @description Known error OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED (HTTP 400), without details. */
        KnownError_OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED";
        };
        /** @description Known error OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE (HTTP 503), without details. */
        KnownError_OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE";
        };
        /** @description Known error OAUTH_STATE_COOKIE_MISSING (HTTP 400), without details. */
        KnownError_OAUTH_STATE_COOKIE_MISSING: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_STATE_COOKIE_MISSING";
        };
        /** @description Known error OAUTH_TOKEN_OF_ANOTHER_PROJECT (HTTP 403), without details. */
        KnownError_OAUTH_TOKEN_OF_ANOTHER_PROJECT: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OAUTH_TOKEN_OF_ANOTHER_PROJECT";
        };
        /** @description Known error OTP_SIGN_IN_NOT_ENABLED (HTTP 403), without details. */
        KnownError_OTP_SIGN_IN_NOT_ENABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OTP_SIGN_IN_NOT_ENABLED";
        };
        /** @description Known error OUTER_OAUTH_TIMEOUT (HTTP 408), without details. */
        KnownError_OUTER_OAUTH_TIMEOUT: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "OUTER_OAUTH_TIMEOUT";
        };
        /** @description Known error PASSKEY_AUTHENTICATION_FAILED (HTTP 400), without details. */
        KnownError_PASSKEY_AUTHENTICATION_FAILED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PASSKEY_AUTHENTICATION_FAILED";
        };
        /** @description Known error PASSKEY_AUTHENTICATION_NOT_ENABLED (HTTP 400), without details. */
        KnownError_PASSKEY_AUTHENTICATION_NOT_ENABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PASSKEY_AUTHENTICATION_NOT_ENABLED";
        };
        /** @description Known error PASSKEY_REGISTRATION_FAILED (HTTP 400), without details. */
        KnownError_PASSKEY_REGISTRATION_FAILED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PASSKEY_REGISTRATION_FAILED";
        };
        /** @description Known error PASSKEY_WEBAUTHN_ERROR (HTTP 400); its details are KnownErrorDetails_PASSKEY_WEBAUTHN_ERROR. */
        KnownError_PASSKEY_WEBAUTHN_ERROR: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_PASSKEY_WEBAUTHN_ERROR"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PASSKEY_WEBAUTHN_ERROR";
        };
        /** @description Known error PASSWORD_ALREADY_SET (HTTP 400), without details. */
        KnownError_PASSWORD_ALREADY_SET: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PASSWORD_ALREADY_SET";
        };
        /** @description Known error PASSWORD_AUTHENTICATION_NOT_ENABLED (HTTP 400), without details. */
        KnownError_PASSWORD_AUTHENTICATION_NOT_ENABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PASSWORD_AUTHENTICATION_NOT_ENABLED";
        };
        /** @description Known error PASSWORD_CONFIRMATION_MISMATCH (HTTP 400), without details. */
        KnownError_PASSWORD_CONFIRMATION_MISMATCH: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PASSWORD_CONFIRMATION_MISMATCH";
        };
        /** @description Known error PASSWORD_TOO_LONG (HTTP 400); its details are KnownErrorDetails_PASSWORD_TOO_LONG. */
        KnownError_PASSWORD_TOO_LONG: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_PASSWORD_TOO_LONG"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PASSWORD_TOO_LONG";
        };
        /** @description Known error PASSWORD_TOO_SHORT (HTTP 400); its details are KnownErrorDetails_PASSWORD_TOO_SHORT. */
        KnownError_PASSWORD_TOO_SHORT: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_PASSWORD_TOO_SHORT"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PASSWORD_TOO_SHORT";
        };
        /** @description Known error PERMISSION_ID_ALREADY_EXISTS (HTTP 400); its details are KnownErrorDetails_PERMISSION_ID_ALREADY_EXISTS. */
        KnownError_PERMISSION_ID_ALREADY_EXISTS: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_PERMISSION_ID_ALREADY_EXISTS"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PERMISSION_ID_ALREADY_EXISTS";
        };
        /** @description Known error PERMISSION_NOT_FOUND (HTTP 404); its details are KnownErrorDetails_PERMISSION_NOT_FOUND. */
        KnownError_PERMISSION_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_PERMISSION_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PERMISSION_NOT_FOUND";
        };
        /** @description Known error PROJECT_KEY_WITHOUT_ACCESS_TYPE (HTTP 400), without details. */
        KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PROJECT_KEY_WITHOUT_ACCESS_TYPE";
        };
        /** @description Known error PROJECT_NOT_FOUND (HTTP 404); its details are KnownErrorDetails_PROJECT_NOT_FOUND. */
        KnownError_PROJECT_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_PROJECT_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PROJECT_NOT_FOUND";
        };
        /** @description Known error PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT (HTTP 401); its details are KnownErrorDetails_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT. */
        KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT";
        };
        /** @description Known error REDIRECT_URI_MISMATCH (HTTP 400), without details. */
        KnownError_REDIRECT_URI_MISMATCH: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "REDIRECT_URI_MISMATCH";
        };
        /** @description Known error REDIRECT_URL_NOT_WHITELISTED (HTTP 400), without details. */
        KnownError_REDIRECT_URL_NOT_WHITELISTED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "REDIRECT_URL_NOT_WHITELISTED";
        };
        /** @description Known error REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED (HTTP 401), without details. */
        KnownError_REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED";
        };
        /** @description Known error REQUEST_BODY_TOO_LARGE (HTTP 413); its details are KnownErrorDetails_REQUEST_BODY_TOO_LARGE. */
        KnownError_REQUEST_BODY_TOO_LARGE: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_REQUEST_BODY_TOO_LARGE"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "REQUEST_BODY_TOO_LARGE";
        };
        /** @description Known error REQUIRES_CUSTOM_EMAIL_SERVER (HTTP 400), without details. */
        KnownError_REQUIRES_CUSTOM_EMAIL_SERVER: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "REQUIRES_CUSTOM_EMAIL_SERVER";
        };
        /** @description Known error ROUTE_NOT_FOUND (HTTP 404); its details are KnownErrorDetails_ROUTE_NOT_FOUND. */
        KnownError_ROUTE_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_ROUTE_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "ROUTE_NOT_FOUND";
        };
        /** @description Known error SCHEMA_ERROR (HTTP 400); its details are KnownErrorDetails_SCHEMA_ERROR. */
        KnownError_SCHEMA_ERROR: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_SCHEMA_ERROR"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "SCHEMA_ERROR";
        };
        /** @description Known error SERVER_AUTHENTICATION_REQUIRED (HTTP 401), without details. */
        KnownError_SERVER_AUTHENTICATION_REQUIRED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "SERVER_AUTHENTICATION_REQUIRED";
        };
        /** @description Known error SESSION_NOT_FOUND (HTTP 404), without details. */
        KnownError_SESSION_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "SESSION_NOT_FOUND";
        };
        /** @description Known error SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION (HTTP 400); its details are KnownErrorDetails_SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION. */
        KnownError_SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION";
        };
        /** @description Known error SIGN_UP_NOT_ENABLED (HTTP 400), without details. */
        KnownError_SIGN_UP_NOT_ENABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "SIGN_UP_NOT_ENABLED";
        };
        /** @description Known error SYSTEM_PERMISSION_CANNOT_BE_CHANGED (HTTP 400); its details are KnownErrorDetails_SYSTEM_PERMISSION_CANNOT_BE_CHANGED. */
        KnownError_SYSTEM_PERMISSION_CANNOT_BE_CHANGED: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_SYSTEM_PERMISSION_CANNOT_BE_CHANGED"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "SYSTEM_PERMISSION_CANNOT_BE_CHANGED";
        };
        /** @description Known error TEAM_API_KEYS_NOT_ENABLED (HTTP 400), without details. */
        KnownError_TEAM_API_KEYS_NOT_ENABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "TEAM_API_KEYS_NOT_ENABLED";
        };
        /** @description Known error TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED (HTTP 403); its details are KnownErrorDetails_TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED. */
        KnownError_TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED";
        };
        /** @description Known error TEAM_MEMBERSHIP_ALREADY_EXISTS (HTTP 409), without details. */
        KnownError_TEAM_MEMBERSHIP_ALREADY_EXISTS: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "TEAM_MEMBERSHIP_ALREADY_EXISTS";
        };
        /** @description Known error TEAM_MEMBERSHIP_NOT_FOUND (HTTP 404); its details are KnownErrorDetails_TEAM_MEMBERSHIP_NOT_FOUND. */
        KnownError_TEAM_MEMBERSHIP_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_TEAM_MEMBERSHIP_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "TEAM_MEMBERSHIP_NOT_FOUND";
        };
        /** @description Known error TEAM_NOT_FOUND (HTTP 404); its details are KnownErrorDetails_TEAM_NOT_FOUND. */
        KnownError_TEAM_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_TEAM_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "TEAM_NOT_FOUND";
        };
        /** @description Known error TEAM_PERMISSION_NOT_FOUND (HTTP 401); its details are KnownErrorDetails_TEAM_PERMISSION_NOT_FOUND. */
        KnownError_TEAM_PERMISSION_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_TEAM_PERMISSION_NOT_FOUND"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "TEAM_PERMISSION_NOT_FOUND";
        };
        /** @description Known error TEAM_PERMISSION_REQUIRED (HTTP 401); its details are KnownErrorDetails_TEAM_PERMISSION_REQUIRED. */
        KnownError_TEAM_PERMISSION_REQUIRED: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_TEAM_PERMISSION_REQUIRED"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "TEAM_PERMISSION_REQUIRED";
        };
        /** @description Known error TOO_MANY_REQUESTS (HTTP 429); its details are KnownErrorDetails_TOO_MANY_REQUESTS. */
        KnownError_TOO_MANY_REQUESTS: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_TOO_MANY_REQUESTS"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "TOO_MANY_REQUESTS";
        };
        /** @description Known error UNPARSABLE_ACCESS_TOKEN (HTTP 401), without details. */
        KnownError_UNPARSABLE_ACCESS_TOKEN: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "UNPARSABLE_ACCESS_TOKEN";
        };
        /** @description Known error UNPARSABLE_ADMIN_ACCESS_TOKEN (HTTP 401), without details. */
        KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "UNPARSABLE_ADMIN_ACCESS_TOKEN";
        };
        /** @description Known error UNSUPPORTED_GRANT_TYPE (HTTP 400); its details are KnownErrorDetails_UNSUPPORTED_GRANT_TYPE. */
        KnownError_UNSUPPORTED_GRANT_TYPE: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_UNSUPPORTED_GRANT_TYPE"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "UNSUPPORTED_GRANT_TYPE";
        };
        /** @description Known error USER_API_KEYS_NOT_ENABLED (HTTP 400), without details. */
        KnownError_USER_API_KEYS_NOT_ENABLED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "USER_API_KEYS_NOT_ENABLED";
        };
        /** @description Known error USER_AUTHENTICATION_REQUIRED (HTTP 401), without details. */
        KnownError_USER_AUTHENTICATION_REQUIRED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "USER_AUTHENTICATION_REQUIRED";
        };
        /** @description Known error USER_DOES_NOT_HAVE_PASSWORD (HTTP 400), without details. */
        KnownError_USER_DOES_NOT_HAVE_PASSWORD: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "USER_DOES_NOT_HAVE_PASSWORD";
        };
        /** @description Known error USER_EMAIL_ALREADY_EXISTS (HTTP 409); its details are KnownErrorDetails_USER_EMAIL_ALREADY_EXISTS. */
        KnownError_USER_EMAIL_ALREADY_EXISTS: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_USER_EMAIL_ALREADY_EXISTS"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "USER_EMAIL_ALREADY_EXISTS";
        };
        /** @description Known error USER_ID_DOES_NOT_EXIST (HTTP 400); its details are KnownErrorDetails_USER_ID_DOES_NOT_EXIST. */
        KnownError_USER_ID_DOES_NOT_EXIST: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_USER_ID_DOES_NOT_EXIST"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "USER_ID_DOES_NOT_EXIST";
        };
        /** @description Known error USER_NOT_FOUND (HTTP 404), without details. */
        KnownError_USER_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "USER_NOT_FOUND";
        };
        /** @description Known error VERIFICATION_CODE_ALREADY_USED (HTTP 409), without details. */
        KnownError_VERIFICATION_CODE_ALREADY_USED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "VERIFICATION_CODE_ALREADY_USED";
        };
        /** @description Known error VERIFICATION_CODE_EXPIRED (HTTP 400), without details. */
        KnownError_VERIFICATION_CODE_EXPIRED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "VERIFICATION_CODE_EXPIRED";
        };
        /** @description Known error VERIFICATION_CODE_MAX_ATTEMPTS_REACHED (HTTP 400), without details. */
        KnownError_VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED";
        };
        /** @description Known error VERIFICATION_CODE_NOT_FOUND (HTTP 404), without details. */
        KnownError_VERIFICATION_CODE_NOT_FOUND: Omit<components["schemas"]["KnownError"], "code"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "VERIFICATION_CODE_NOT_FOUND";
        };
        /** @description Known error WRONG_API_KEY_TYPE (HTTP 400); its details are KnownErrorDetails_WRONG_API_KEY_TYPE. */
        KnownError_WRONG_API_KEY_TYPE: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_WRONG_API_KEY_TYPE"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "WRONG_API_KEY_TYPE";
        };
        /** @description Known error WRONG_PERMISSION_SCOPE (HTTP 404); its details are KnownErrorDetails_WRONG_PERMISSION_SCOPE. */
        KnownError_WRONG_PERMISSION_SCOPE: Omit<components["schemas"]["KnownError"], "code"> & {
            details: components["schemas"]["KnownErrorDetails_WRONG_PERMISSION_SCOPE"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            code: "WRONG_PERMISSION_SCOPE";
        };
        /** @description Facts about the error for programs, present for the codes that have them; the shape of each is `KnownErrorDetails_<CODE>`. */
        KnownErrorDetails: {
            [key: string]: unknown;
        };
        /** @description The details of ACCESS_TOKEN_EXPIRED. */
        KnownErrorDetails_ACCESS_TOKEN_EXPIRED: {
            expired_at_millis: number | null;
            project_id: string | null;
            refresh_token_id: string | null;
            user_id: string | null;
        };
        /** @description The details of ACCESS_TYPE_WITHOUT_PROJECT_ID. */
        KnownErrorDetails_ACCESS_TYPE_WITHOUT_PROJECT_ID: {
            request_type: string;
        };
        /** @description The details of ADMIN_ACCESS_TOKEN_EXPIRED. */
        KnownErrorDetails_ADMIN_ACCESS_TOKEN_EXPIRED: {
            expired_at_millis: number | null;
        };
        /** @description The details of BRANCH_DOES_NOT_EXIST. */
        KnownErrorDetails_BRANCH_DOES_NOT_EXIST: {
            branch_id: string;
        };
        /** @description The details of CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE. */
        KnownErrorDetails_CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: {
            contact_channel_value: string;
            type: string;
            would_work_if_email_was_verified: boolean;
        };
        /** @description The details of CONTAINED_PERMISSION_CYCLE. */
        KnownErrorDetails_CONTAINED_PERMISSION_CYCLE: {
            /**
             * @description The loop the change would make, from the changed permission back to it.
             * @example [
             *       "editor",
             *       "reviewer",
             *       "editor"
             *     ]
             */
            cycle: string[];
            /** @example editor */
            permission_id: string;
        };
        /** @description The details of CONTAINED_PERMISSION_NOT_FOUND. */
        KnownErrorDetails_CONTAINED_PERMISSION_NOT_FOUND: {
            /** @example read:docs */
            permission_id: string;
        };
        /** @description The details of CURRENT_PROJECT_NOT_FOUND. */
        KnownErrorDetails_CURRENT_PROJECT_NOT_FOUND: {
            project_id: string;
        };
        /** @description The details of DATABASE_UNAVAILABLE. */
        KnownErrorDetails_DATABASE_UNAVAILABLE: {
            request_id: string;
        };
        /** @description The details of EMAIL_DRAFT_NOT_FOUND. */
        KnownErrorDetails_EMAIL_DRAFT_NOT_FOUND: {
            draft_id: string;
        };
        /** @description The details of EMAIL_IS_NOT_PRIMARY_EMAIL. */
        KnownErrorDetails_EMAIL_IS_NOT_PRIMARY_EMAIL: {
            email: string;
            primary_email: string | null;
        };
        /** @description The details of EMAIL_RENDERING_ERROR. */
        KnownErrorDetails_EMAIL_RENDERING_ERROR: {
            error: string;
        };
        /** @description The details of EMAIL_TEMPLATE_NOT_FOUND. */
        KnownErrorDetails_EMAIL_TEMPLATE_NOT_FOUND: {
            template_id: string;
        };
        /** @description The details of EMAIL_THEME_NOT_FOUND. */
        KnownErrorDetails_EMAIL_THEME_NOT_FOUND: {
            theme_id: string;
        };
        /** @description The details of INSUFFICIENT_ACCESS_TYPE. */
        KnownErrorDetails_INSUFFICIENT_ACCESS_TYPE: {
            actual_access_type: string;
            allowed_access_types: string[];
        };
        /** @description The details of INTERNAL_SERVER_ERROR. */
        KnownErrorDetails_INTERNAL_SERVER_ERROR: {
            request_id: string;
        };
        /** @description The details of INVALID_OAUTH_CLIENT_ID_OR_SECRET. */
        KnownErrorDetails_INVALID_OAUTH_CLIENT_ID_OR_SECRET: {
            client_id: string | null;
        };
        /** @description The details of INVALID_PROFILE_IMAGE. */
        KnownErrorDetails_INVALID_PROFILE_IMAGE: {
            reason: string;
        };
        /** @description The details of INVALID_PROJECT_FOR_ACCESS_TOKEN. */
        KnownErrorDetails_INVALID_PROJECT_FOR_ACCESS_TOKEN: {
            actual_project_id: string;
            expected_project_id: string;
        };
        /** @description The details of INVALID_PUBLISHABLE_CLIENT_KEY. */
        KnownErrorDetails_INVALID_PUBLISHABLE_CLIENT_KEY: {
            project_id: string;
        };
        /** @description The details of INVALID_SECRET_SERVER_KEY. */
        KnownErrorDetails_INVALID_SECRET_SERVER_KEY: {
            project_id: string;
        };
        /** @description The details of INVALID_SUPER_SECRET_ADMIN_KEY. */
        KnownErrorDetails_INVALID_SUPER_SECRET_ADMIN_KEY: {
            project_id: string;
        };
        /** @description The details of METHOD_NOT_ALLOWED. */
        KnownErrorDetails_METHOD_NOT_ALLOWED: {
            allowed_methods: string[];
            method: string;
            path: string;
        };
        /** @description The details of NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED. */
        KnownErrorDetails_NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED: {
            notification_category_id: string;
        };
        /** @description The details of NOTIFICATION_CATEGORY_NOT_FOUND. */
        KnownErrorDetails_NOTIFICATION_CATEGORY_NOT_FOUND: {
            notification_category_id: string;
        };
        /** @description The details of OAUTH_CALLBACK_FAILED. */
        KnownErrorDetails_OAUTH_CALLBACK_FAILED: {
            /** @example the provider refused the code: invalid_grant */
            reason: string;
        };
        /** @description The details of PASSKEY_WEBAUTHN_ERROR. */
        KnownErrorDetails_PASSKEY_WEBAUTHN_ERROR: {
            /** @example NotAllowedError */
            code: string;
            /** @example The operation either timed out or was not allowed. */
            message: string;
        };
        /** @description The details of PASSWORD_TOO_LONG. */
        KnownErrorDetails_PASSWORD_TOO_LONG: {
            maxLength: number;
        };
        /** @description The details of PASSWORD_TOO_SHORT. */
        KnownErrorDetails_PASSWORD_TOO_SHORT: {
            min_length: number;
        };
        /** @description The details of PERMISSION_ID_ALREADY_EXISTS. */
        KnownErrorDetails_PERMISSION_ID_ALREADY_EXISTS: {
            /** @example read:docs */
            permission_id: string;
        };
        /** @description The details of PERMISSION_NOT_FOUND. */
        KnownErrorDetails_PERMISSION_NOT_FOUND: {
            /** @example read:docs */
            permission_id: string;
        };
        /** @description The details of PROJECT_NOT_FOUND. */
        KnownErrorDetails_PROJECT_NOT_FOUND: {
            project_id: string;
        };
        /** @description The details of PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT. */
        KnownErrorDetails_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: {
            project_id: string | null;
        };
        /** @description The details of REQUEST_BODY_TOO_LARGE. */
        KnownErrorDetails_REQUEST_BODY_TOO_LARGE: {
            max_bytes: number;
        };
        /** @description The details of ROUTE_NOT_FOUND. */
        KnownErrorDetails_ROUTE_NOT_FOUND: {
            method: string;
            path: string;
        };
        /** @description The details of SCHEMA_ERROR. */
        KnownErrorDetails_SCHEMA_ERROR: {
            message: string;
        };
        /** @description The details of SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION. */
        KnownErrorDetails_SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION: {
            /** @example github */
            provider_id: string;
        };
        /** @description The details of SYSTEM_PERMISSION_CANNOT_BE_CHANGED. */
        KnownErrorDetails_SYSTEM_PERMISSION_CANNOT_BE_CHANGED: {
            /** @example $update_team */
            permission_id: string;
        };
        /** @description The details of TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED. */
        KnownErrorDetails_TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: {
            /**
             * @description Why the user is restricted.
             * @example {
             *       "type": "anonymous"
             *     }
             */
            restricted_reason: {
                /** @enum {string} */
                type: "anonymous" | "email_not_verified" | "restricted_by_administrator";
            };
        };
        /** @description The details of TEAM_MEMBERSHIP_NOT_FOUND. */
        KnownErrorDetails_TEAM_MEMBERSHIP_NOT_FOUND: {
            team_id: string;
            user_id: string;
        };
        /** @description The details of TEAM_NOT_FOUND. */
        KnownErrorDetails_TEAM_NOT_FOUND: {
            team_id: string;
        };
        /** @description The details of TEAM_PERMISSION_NOT_FOUND. */
        KnownErrorDetails_TEAM_PERMISSION_NOT_FOUND: {
            /** @example read:docs */
            permission_id: string;
            team_id: string;
            user_id: string;
        };
        /** @description The details of TEAM_PERMISSION_REQUIRED. */
        KnownErrorDetails_TEAM_PERMISSION_REQUIRED: {
            /** @example $update_team */
            permission_id: string;
            team_id: string;
            user_id: string;
        };
        /** @description The details of TOO_MANY_REQUESTS. */
        KnownErrorDetails_TOO_MANY_REQUESTS: {
            /**
             * @description The limit that refused the request: a key of the project setting `rate_limits`.
             * @example sign_ins_per_ip
             */
            limit: string;
            /**
             * @description Seconds until the limit admits requests again; also sent as `Retry-After`.
             * @example 42
             */
            retry_after_seconds: number;
        };
        /** @description The details of UNSUPPORTED_GRANT_TYPE. */
        KnownErrorDetails_UNSUPPORTED_GRANT_TYPE: {
            grant_type: string;
            supported_grant_types: string[];
        };
        /** @description The details of USER_EMAIL_ALREADY_EXISTS. */
        KnownErrorDetails_USER_EMAIL_ALREADY_EXISTS: {
            email: string;
            would_work_if_email_was_verified: boolean;
        };
        /** @description The details of USER_ID_DOES_NOT_EXIST. */
        KnownErrorDetails_USER_ID_DOES_NOT_EXIST: {
            user_id: string;
        };
        /** @description The details of WRONG_API_KEY_TYPE. */
        KnownErrorDetails_WRONG_API_KEY_TYPE: {
            /**
             * @example team
             * @enum {string}
             */
            actual_type: "user" | "team";
            /**
             * @example user
             * @enum {string}
             */
            expected_type: "user" | "team";
        };
        /** @description The details of WRONG_PERMISSION_SCOPE. */
        KnownErrorDetails_WRONG_PERMISSION_SCOPE: {
            /**
             * @example project
             * @enum {string}
             */
            actual_scope: "team" | "project";
            /**
             * @example team
             * @enum {string}
             */
            expected_scope: "team" | "project";
            /** @example billing:read */
            permission_id: string;
        };
        NotificationPreference: {
            /** @description False for Transactional: sign-in codes, resets and verification always go out. */
            can_disable: boolean;
            enabled: boolean;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            notification_category_id: string;
            /** @example Marketing */
            notification_category_name: string;
        };
        NotificationPreferenceList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["NotificationPreference"][];
        };
        OAuthAuthorizeLocation: {
            location: string;
        };
        OAuthCallbackFields: {
            /** @description The provider's authorization code. */
            code?: string;
            /** @description The provider's error, e.g. access_denied. */
            error?: string;
            error_description?: string;
            /** @description The inner state Gatehouse gave the provider. */
            state?: string;
            /** @description Apple: the user's name as JSON (first sign-in only). */
            user?: string;
        };
        OAuthProviderConfig: {
            client_id?: string;
            /** @description Write-only: never in answers. Updating the list without it keeps the secret stored for that provider. */
            client_secret?: string;
            facebook_config_id?: string;
            /** @enum {string} */
            id: "google" | "github" | "facebook" | "microsoft" | "spotify" | "discord" | "gitlab" | "bitbucket" | "linkedin" | "apple" | "x" | "twitch";
            microsoft_tenant_id?: string;
            /** @enum {string} */
            type: "shared" | "standard";
        };
        OAuthProviderLinkClient: {
            allow_connected_accounts: boolean;
            allow_sign_in: boolean;
            /**
             * @description The e-mail the provider reported, lower-cased.
             * @example ada@example.com
             */
            email: string | null;
            /**
             * Format: uuid
             * @description The link id.
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            /** @example github */
            provider_config_id: string;
            /**
             * @description The provider type (the same as provider_config_id here).
             * @example github
             */
            type: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        OAuthProviderLinkList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: (components["schemas"]["OAuthProviderLinkServer"] | components["schemas"]["OAuthProviderLinkClient"])[];
        };
        OAuthProviderLinkServer: {
            /**
             * @description The user's id at the provider.
             * @example 1234567
             */
            account_id: string;
            allow_connected_accounts: boolean;
            allow_sign_in: boolean;
            /**
             * @description The e-mail the provider reported, lower-cased.
             * @example ada@example.com
             */
            email: string | null;
            /**
             * Format: uuid
             * @description The link id.
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            /** @example github */
            provider_config_id: string;
            /**
             * @description The provider type (the same as provider_config_id here).
             * @example github
             */
            type: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        OAuthTokenRequest: {
            /**
             * @description The project id, optionally followed by `#main` (the branch).
             * @example internal
             */
            client_id?: string;
            /** @description The project's publishable client key, or `__stack_public_client__` when the project does not require one. */
            client_secret?: string;
            /** @description Required with grant_type=authorization_code: the code the callback added to redirect_uri. */
            code?: string;
            /** @description Required with grant_type=authorization_code: the PKCE verifier whose S256 challenge started the flow. */
            code_verifier?: string;
            /**
             * @description `refresh_token` (refresh a session) or `authorization_code` (finish an OAuth sign-in).
             * @example refresh_token
             */
            grant_type: string;
            /** @description Required with grant_type=authorization_code: exactly the redirect_uri of the authorize call (fragment ignored). */
            redirect_uri?: string;
            /** @description Required with grant_type=refresh_token. */
            refresh_token?: string;
            /** @description Ignored; the answer always has scope `legacy`. */
            scope?: string;
        };
        OAuthTokenResponse: {
            /** @example eyJhbGciOiJFUzI1NiIsImtpZCI6Imc3cDJ4In0.eyJzdWIiOiIzZjBiNmQ2ZS0zYzBlLTRhNTMtOWI1Yi0yYjRiMmYxZjZhMTAifQ.MEUCIQDx… */
            access_token: string;
            /** @description authorization_code: the after_callback_redirect_url of the authorize call, or null. */
            after_callback_redirect_url: string | null;
            /** @description Legacy camelCase duplicate of after_callback_redirect_url. */
            afterCallbackRedirectUrl: string | null;
            /** @description Seconds until the access token expires (its `exp`). */
            expires_in: number;
            /** @description authorization_code only: whether the sign-in created the user. */
            is_new_user?: boolean;
            /** @description Legacy camelCase duplicate of is_new_user. */
            newUser?: boolean;
            /**
             * @description The refresh token to present next time: the successor, or the same token when the project does not rotate; with authorization_code, the new session's.
             * @example k2n8q4w7x1c9v3b6m0z5a8s2d4f7g1h3j6k9l2p5r8t0y
             */
            refresh_token: string;
            /** @enum {string} */
            scope: "legacy";
            /** @enum {string} */
            token_type: "Bearer";
        };
        OkBody: {
            /** @enum {string} */
            ok: "ok";
        };
        OtpSignInResult: {
            /** @example eyJhbGciOiJFUzI1NiIsImtpZCI6Imc3cDJ4In0.eyJzdWIiOiIzZjBiNmQ2ZS0zYzBlLTRhNTMtOWI1Yi0yYjRiMmYxZjZhMTAifQ.MEUCIQDx… */
            access_token: string;
            is_new_user: boolean;
            /** @example k2n8q4w7x1c9v3b6m0z5a8s2d4f7g1h3j6k9l2p5r8t0y */
            refresh_token: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        OutboxEmail: {
            attempts: number;
            created_at_millis: number;
            /** @example <p>Your code is <b>X7K2M9</b>.</p> */
            html: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            last_error: string | null;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            notification_category_id: string;
            sent_at_millis: number | null;
            /**
             * @description `queued`: waiting for (another) delivery attempt; `sent`: accepted by the SMTP server; `failed`: gave up after the last retry (see `last_error`); `kept_in_dev_inbox`: no SMTP server is configured for the shared e-mail server, the mail is only kept here.
             * @enum {string}
             */
            status: "queued" | "sent" | "failed" | "kept_in_dev_inbox";
            /** @example Your sign-in code */
            subject: string;
            /** @example Your code is X7K2M9. */
            text: string;
            /** @example ada@example.com */
            to: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string | null;
        };
        OutboxList: {
            /** @enum {boolean} */
            is_paginated: true;
            items: components["schemas"]["OutboxEmail"][];
            pagination: {
                /**
                 * Format: uuid
                 * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
                 */
                next_cursor: string | null;
            };
        };
        /** @description PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get (via @simplewebauthn/browser startAuthentication). */
        PasskeyAuthenticationOptions: {
            allowCredentials: {
                /**
                 * @description base64url, without padding.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                id: string;
                transports?: string[];
                /** @enum {string} */
                type: "public-key";
            }[];
            /**
             * @description base64url, without padding.
             * @example AQIDBAUGBwgJCgsMDQ4PEA
             */
            challenge: string;
            /** @description Always `THIS_VALUE_WILL_BE_REPLACED.example.com`: put the host name of the page in (the SDK does). */
            rpId: string;
            timeout: number;
            /** @enum {string} */
            userVerification: "preferred";
        };
        /** @description AuthenticationResponseJSON: what @simplewebauthn/browser startAuthentication returns. */
        PasskeyAuthenticationResponse: {
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            /**
             * @description base64url, without padding.
             * @example AQIDBAUGBwgJCgsMDQ4PEA
             */
            id: string;
            /**
             * @description base64url, without padding.
             * @example AQIDBAUGBwgJCgsMDQ4PEA
             */
            rawId: string;
            response: {
                /**
                 * @description base64url, without padding.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                authenticatorData: string;
                /**
                 * @description base64url, without padding.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                clientDataJSON: string;
                /**
                 * @description base64url, without padding.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                signature: string;
                /**
                 * @description base64url, without padding.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                userHandle?: string;
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            type: "public-key";
        } & {
            [key: string]: unknown;
        };
        PasskeyAuthenticationStart: {
            /**
             * @description The 45-character code that came with the options (single-use, valid 60 seconds).
             * @example a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a
             */
            code: string;
            options_json: components["schemas"]["PasskeyAuthenticationOptions"];
        };
        /** @description PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create (via @simplewebauthn/browser startRegistration). */
        PasskeyRegistrationOptions: {
            /** @enum {string} */
            attestation: "none";
            authenticatorSelection: {
                /** @enum {boolean} */
                requireResidentKey: true;
                /** @enum {string} */
                residentKey: "required";
                /** @enum {string} */
                userVerification: "preferred";
            };
            /**
             * @description base64url, without padding.
             * @example AQIDBAUGBwgJCgsMDQ4PEA
             */
            challenge: string;
            excludeCredentials: {
                /**
                 * @description base64url, without padding.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                id: string;
                transports?: string[];
                /** @enum {string} */
                type: "public-key";
            }[];
            extensions: {
                /** @enum {boolean} */
                credProps: true;
            };
            hints?: string[];
            pubKeyCredParams: {
                alg: number;
                /** @enum {string} */
                type: "public-key";
            }[];
            rp: {
                /** @description Always `THIS_VALUE_WILL_BE_REPLACED.example.com`: put the host name of the page in (the SDK does). */
                id: string;
                name: string;
            };
            timeout: number;
            user: {
                displayName: string;
                /**
                 * @description base64url of the user id's UTF-8 bytes.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                id: string;
                name: string;
            };
        };
        /** @description RegistrationResponseJSON: what @simplewebauthn/browser startRegistration returns. */
        PasskeyRegistrationResponse: {
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            /**
             * @description base64url, without padding.
             * @example AQIDBAUGBwgJCgsMDQ4PEA
             */
            id: string;
            /**
             * @description base64url, without padding.
             * @example AQIDBAUGBwgJCgsMDQ4PEA
             */
            rawId: string;
            response: {
                /**
                 * @description base64url, without padding.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                attestationObject: string;
                /**
                 * @description base64url, without padding.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                authenticatorData?: string;
                /**
                 * @description base64url, without padding.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                clientDataJSON: string;
                /**
                 * @description base64url, without padding.
                 * @example AQIDBAUGBwgJCgsMDQ4PEA
                 */
                publicKey?: string;
                publicKeyAlgorithm?: number;
                transports?: string[];
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            type: "public-key";
        } & {
            [key: string]: unknown;
        };
        PasskeyRegistrationStart: {
            /**
             * @description The 45-character code that came with the options (single-use, valid 60 seconds).
             * @example a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a
             */
            code: string;
            options_json: components["schemas"]["PasskeyRegistrationOptions"];
        };
        PasskeySignInBody: {
            authentication_response: components["schemas"]["PasskeyAuthenticationResponse"];
            /**
             * @description The 45-character code that came with the options (single-use, valid 60 seconds).
             * @example a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a
             */
            code: string;
        };
        PasskeySignInResult: {
            /** @example eyJhbGciOiJFUzI1NiIsImtpZCI6Imc3cDJ4In0.eyJzdWIiOiIzZjBiNmQ2ZS0zYzBlLTRhNTMtOWI1Yi0yYjRiMmYxZjZhMTAifQ.MEUCIQDx… */
            access_token: string;
            /**
             * @description Always false: a passkey never creates a user.
             * @enum {boolean}
             */
            is_new_user: false;
            /** @example k2n8q4w7x1c9v3b6m0z5a8s2d4f7g1h3j6k9l2p5r8t0y */
            refresh_token: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        PermissionDefinition: {
            /** @description The permissions holding this one also gives, sorted by id (expanded transitively by `recursive=true` listings). */
            contained_permission_ids: string[];
            /**
             * @description Left out when the definition has none.
             * @example Read the documents of the team.
             */
            description?: string;
            /** @example read:docs */
            id: string;
        };
        PermissionDefinitionList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["PermissionDefinition"][];
        };
        ProjectConfig: {
            allow_localhost: boolean;
            allow_team_api_keys: boolean;
            allow_user_api_keys: boolean;
            anonymous_accounts_enabled: boolean;
            client_team_creation_enabled: boolean;
            client_user_deletion_enabled: boolean;
            create_team_on_sign_up: boolean;
            credential_enabled: boolean;
            domains: components["schemas"]["TrustedDomain"][];
            email_config: components["schemas"]["EmailConfig"];
            magic_link_enabled: boolean;
            /** @enum {string} */
            oauth_account_merge_strategy: "link_method" | "raise_error" | "allow_duplicates";
            oauth_providers: components["schemas"]["OAuthProviderConfig"][];
            passkey_enabled: boolean;
            rate_limits: components["schemas"]["RateLimitSettings"];
            refresh_token_rotation_enabled: boolean;
            require_publishable_client_key: boolean;
            sign_up_enabled: boolean;
            team_creator_default_permissions: {
                id: string;
            }[];
            team_member_default_permissions: {
                id: string;
            }[];
            user_default_permissions: {
                id: string;
            }[];
            verification_code_lifetimes: components["schemas"]["VerificationCodeLifetimes"];
        };
        ProjectConfigUpdate: {
            allow_localhost?: boolean;
            allow_team_api_keys?: boolean;
            allow_user_api_keys?: boolean;
            anonymous_accounts_enabled?: boolean;
            client_team_creation_enabled?: boolean;
            client_user_deletion_enabled?: boolean;
            create_team_on_sign_up?: boolean;
            credential_enabled?: boolean;
            domains?: components["schemas"]["TrustedDomain"][];
            email_config?: components["schemas"]["EmailConfig"];
            magic_link_enabled?: boolean;
            /** @enum {string} */
            oauth_account_merge_strategy?: "link_method" | "raise_error" | "allow_duplicates";
            oauth_providers?: components["schemas"]["OAuthProviderConfig"][];
            passkey_enabled?: boolean;
            rate_limits?: components["schemas"]["RateLimitSettings"];
            refresh_token_rotation_enabled?: boolean;
            require_publishable_client_key?: boolean;
            sign_up_enabled?: boolean;
            team_creator_default_permissions?: {
                id: string;
            }[];
            team_member_default_permissions?: {
                id: string;
            }[];
            user_default_permissions?: {
                id: string;
            }[];
            verification_code_lifetimes?: components["schemas"]["VerificationCodeLifetimes"];
        };
        ProjectPermission: {
            /**
             * @description The permission id.
             * @example read:docs
             */
            id: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        ProjectPermissionList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["ProjectPermission"][];
        };
        /** @description Consecutive wrong passwords per account (sign-in e-mail, or the user changing their password); then every attempt, even the right password, waits for the window to end. A success resets the count. Default: 10 per 900 s. */
        RateLimit: {
            /**
             * @description Requests (or failures) allowed per window.
             * @example 10
             */
            max: number;
            /**
             * @description The window, in seconds, starting with the first request counted.
             * @example 900
             */
            window_seconds: number;
        };
        /** @description Rate limits of this project (Gatehouse addition). Keys left out take their defaults. The server setting GATEHOUSE_RATE_LIMITS=off switches all of them off. */
        RateLimitSettings: {
            anonymous_sign_ups_per_ip?: components["schemas"]["RateLimit"] & unknown;
            code_checks_per_ip?: components["schemas"]["RateLimit"] & unknown;
            code_sends_per_ip?: components["schemas"]["RateLimit"] & unknown;
            emails_per_address?: components["schemas"]["RateLimit"] & unknown;
            failed_key_checks_per_ip?: components["schemas"]["RateLimit"] & unknown;
            password_failures_per_account?: components["schemas"]["RateLimit"];
            password_resets_per_ip?: components["schemas"]["RateLimit"] & unknown;
            refreshes_per_ip?: components["schemas"]["RateLimit"] & unknown;
            sign_ins_per_ip?: components["schemas"]["RateLimit"] & unknown;
            sign_ups_per_ip?: components["schemas"]["RateLimit"] & unknown;
        };
        RefreshedSession: {
            /**
             * @description A new access token (ES256 JWT).
             * @example eyJhbGciOiJFUzI1NiIsImtpZCI6Imc3cDJ4In0.eyJzdWIiOiIzZjBiNmQ2ZS0zYzBlLTRhNTMtOWI1Yi0yYjRiMmYxZjZhMTAifQ.MEUCIQDx…
             */
            access_token: string;
            /**
             * @description The refresh token to present next time: the successor, or the same token when the project does not rotate.
             * @example k2n8q4w7x1c9v3b6m0z5a8s2d4f7g1h3j6k9l2p5r8t0y
             */
            refresh_token: string;
        };
        RegisterPasskeyBody: {
            /**
             * @description The 45-character code that came with the options (single-use, valid 60 seconds).
             * @example a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a
             */
            code: string;
            credential: components["schemas"]["PasskeyRegistrationResponse"];
        };
        RegisterPasskeyResult: {
            /**
             * @description The id of the registered credential (base64url).
             * @example AQIDBAUGBwgJCgsMDQ4PEA
             */
            user_handle: string;
        };
        RenderEmailBody: {
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            template_id?: string;
            /** @description TSX source: exports EmailTemplate (and optionally subject and variables) or, for themes, EmailTheme. */
            template_tsx_source?: string;
            /**
             * @description A theme id; `false` for no theme; `null` for the project's theme.
             * @example null
             */
            theme_id?: string | false | null;
            /** @description TSX source: exports EmailTemplate (and optionally subject and variables) or, for themes, EmailTheme. */
            theme_tsx_source?: string;
            /** @description Values for the template's variables; missing ones are shown as placeholders. */
            variables?: {
                [key: string]: unknown;
            };
        };
        RenderEmailResult: {
            /** @example <!doctype html><html><body><p>Hello Ada!</p></body></html> */
            html: string;
            /** @example Welcome to My app */
            subject: string | null;
            /** @example Hello Ada! */
            text: string;
        };
        ResetPasswordBody: {
            /**
             * @description The 45-character code from the e-mailed link, or the typed 6-character OTP followed by the 39-character nonce.
             * @example a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a
             */
            code: string;
            /**
             * Format: password
             * @example correct horse battery staple
             */
            password: string;
        };
        SendEmailBody: {
            /** @enum {boolean} */
            all_users?: true;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            draft_id?: string;
            html?: string;
            /**
             * @description Default Transactional. Marketing mail is skipped for users who turned it off and carries an unsubscribe link.
             * @enum {string}
             */
            notification_category_name?: "Transactional" | "Marketing";
            /** @description Required with `html`; otherwise overrides the template's subject. */
            subject?: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            template_id?: string;
            /** @description Overrides the template's theme: a theme id, `false` for none, `null` for the project's theme. */
            theme_id?: string | false | null;
            user_ids?: string[];
            /** @description Values for the template's declared variables (a missing or mistyped one is EMAIL_RENDERING_ERROR). */
            variables?: {
                [key: string]: unknown;
            };
        };
        SendEmailResult: {
            results: {
                /**
                 * Format: uuid
                 * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
                 */
                user_id: string;
            }[];
        };
        SendResetCodeBody: {
            /**
             * Format: uri
             * @example https://app.example.com/handler/email-verification
             */
            callback_url: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
        };
        /** @description The same answer whether or not an account signs in with this address. */
        SendResetCodeResult: {
            /** @enum {string} */
            success: "maybe, only if user with e-mail exists";
        };
        SendSignInCodeBody: {
            /**
             * Format: uri
             * @example https://app.example.com/handler/email-verification
             */
            callback_url: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
        };
        SendSignInCodeResult: {
            /**
             * @description The last 39 characters of the code. Keep it: the typed 6-character code followed by this nonce is the 45-character code for /auth/otp/sign-in.
             * @example x7k2m9q4w1c8v3b6n0z5a2s7d4f9g1h3j6k8l0p2r
             */
            nonce: string;
        };
        SendSignInInvitationBody: {
            /**
             * Format: uri
             * @example https://app.example.com/handler/email-verification
             */
            callback_url: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
        };
        SendTeamInvitationBody: {
            /**
             * Format: uri
             * @description The page that accepts invitations; the e-mailed link is this URL with `code` added. Must be on a trusted domain.
             * @example http://localhost:3000/handler/team-invitation
             */
            callback_url: string;
            /**
             * Format: email
             * @description Where the invitation goes (stored lower-cased).
             * @example grace@example.com
             */
            email: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            team_id: string;
        };
        SendTeamInvitationResult: {
            /**
             * Format: uuid
             * @description The invitation.
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            /** @enum {boolean} */
            success: true;
        };
        SendTestEmailBody: {
            email_config: {
                host: string;
                password: string;
                port: number;
                /**
                 * Format: email
                 * @example ada@example.com
                 */
                sender_email: string;
                sender_name: string;
                username: string;
            };
            /**
             * Format: email
             * @example ada@example.com
             */
            recipient_email: string;
        };
        SendTestEmailResult: {
            /** @description The SMTP error, when the server refused or could not be reached. */
            error_message?: string;
            success: boolean;
        };
        SendVerificationCodeBody: {
            /**
             * Format: uri
             * @example https://app.example.com/handler/email-verification
             */
            callback_url: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
        };
        /** @description A team as server and admin access see it. */
        ServerTeam: {
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_metadata: unknown;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata: unknown;
            created_at_millis: number;
            /** @example Ada's Team */
            display_name: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            profile_image_url: string | null;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            server_metadata: unknown;
        };
        ServerTeamMemberProfile: {
            /** @description The member's name in this team, else the user's own display name. */
            display_name: string | null;
            /** @description The member's image in this team, else the user's own. */
            profile_image_url: string | null;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            team_id: string;
            user: components["schemas"]["ServerUser"];
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        /** @description A user as server and admin access see it. */
        ServerUser: {
            /** @description Deprecated: has_password || otp_auth_enabled. */
            auth_with_email: boolean;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_metadata: unknown;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata: unknown;
            country_code: string | null;
            display_name: string | null;
            has_password: boolean;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            is_anonymous: boolean;
            is_restricted: boolean;
            last_active_at_millis: number;
            oauth_providers: {
                /** @example 1234567 */
                account_id: string;
                email: string | null;
                /** @example github */
                id: string;
            }[];
            otp_auth_enabled: boolean;
            passkey_auth_enabled: boolean;
            /**
             * @description Lower-cased on write.
             * @example ada@example.com
             */
            primary_email: string | null;
            primary_email_auth_enabled: boolean;
            primary_email_verified: boolean;
            profile_image_url: string | null;
            /** @description True when a TOTP secret is set. */
            requires_totp_mfa: boolean;
            restricted_by_admin: boolean;
            restricted_by_admin_private_details: string | null;
            restricted_by_admin_reason: string | null;
            /** @description Why the user is restricted; null when not restricted. Anonymous users are always restricted. */
            restricted_reason: {
                /** @enum {string} */
                type: "anonymous" | "email_not_verified" | "restricted_by_administrator";
            } | null;
            risk_scores: {
                sign_up: {
                    bot: number;
                    free_trial_abuse: number;
                };
            };
            selected_team: {
                /**
                 * @description Any JSON value.
                 * @example {
                 *       "plan": "pro"
                 *     }
                 */
                client_metadata: unknown;
                /**
                 * @description Any JSON value.
                 * @example {
                 *       "plan": "pro"
                 *     }
                 */
                client_read_only_metadata: unknown;
                created_at_millis: number;
                display_name: string;
                /**
                 * Format: uuid
                 * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
                 */
                id: string;
                profile_image_url: string | null;
                /**
                 * @description Any JSON value.
                 * @example {
                 *       "plan": "pro"
                 *     }
                 */
                server_metadata: unknown;
            } | null;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            selected_team_id: string | null;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            server_metadata: unknown;
            signed_up_at_millis: number;
        };
        ServerUserList: {
            /** @enum {boolean} */
            is_paginated: true;
            items: components["schemas"]["ServerUser"][];
            pagination: {
                /**
                 * Format: uuid
                 * @description Pass as `cursor` to read the next page; null on the last page (and whenever no limit was given).
                 * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
                 */
                next_cursor: string | null;
            };
        };
        Session: {
            /** @description Milliseconds since the epoch. */
            created_at: number;
            /**
             * Format: uuid
             * @description The session id; access tokens carry it as `refresh_token_id`.
             * @example 8c2d4e1a-6b7f-4c3d-9e8a-1f2b3c4d5e6f
             */
            id: string;
            /** @description Whether the access token of this request was minted from this session. */
            is_current_session: boolean;
            is_impersonation: boolean;
            /** @description Milliseconds since the epoch of the last sign-in or refresh. */
            last_used_at: number;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        SessionList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["Session"][];
        };
        SignInMethodCounts: {
            /**
             * @description Anonymous users.
             * @example 12
             */
            anonymous: number;
            /**
             * @description Users who may sign in with an e-mailed code or magic link (otp_auth_enabled).
             * @example 12
             */
            otp: number;
            /**
             * @description Users who may sign in with a passkey (passkey_auth_enabled).
             * @example 12
             */
            passkey: number;
            /**
             * @description Users with a password.
             * @example 12
             */
            password: number;
            /**
             * @description Every user of the project, anonymous ones included.
             * @example 12
             */
            total: number;
            /**
             * @description Users with a TOTP second factor (requires_totp_mfa).
             * @example 12
             */
            totp: number;
        };
        SignInTokens: {
            /**
             * @description Short-lived ES256 JWT; send it as x-stack-access-token.
             * @example eyJhbGciOiJFUzI1NiIsImtpZCI6Imc3cDJ4In0.eyJzdWIiOiIzZjBiNmQ2ZS0zYzBlLTRhNTMtOWI1Yi0yYjRiMmYxZjZhMTAifQ.MEUCIQDx…
             */
            access_token: string;
            /**
             * @description Exchange it for new access tokens (POST /auth/oauth/token or /auth/sessions/current/refresh).
             * @example k2n8q4w7x1c9v3b6m0z5a8s2d4f7g1h3j6k9l2p5r8t0y
             */
            refresh_token: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        Success: {
            /** @enum {boolean} */
            success: true;
        };
        TeamApiKey: {
            created_at_millis: number;
            description: string;
            expires_at_millis?: number;
            /** Format: uuid */
            id: string;
            is_public: boolean;
            manually_revoked_at_millis?: number;
            /** Format: uuid */
            team_id: string;
            /** @enum {string} */
            type: "team";
            value: {
                last_four: string;
            };
        };
        TeamApiKeyList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["TeamApiKey"][];
        };
        /** @description An invitation that can still be accepted (unused, unexpired). */
        TeamInvitation: {
            expires_at_millis: number;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            id: string;
            /** @example grace@example.com */
            recipient_email: string;
            /** @example Engineering */
            team_display_name: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            team_id: string;
        };
        /** @description An empty object: the user is a member of the team now. */
        TeamInvitationAccepted: Record<string, never>;
        TeamInvitationDetails: {
            /** @example Engineering */
            team_display_name: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            team_id: string;
        };
        TeamInvitationList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["TeamInvitation"][];
        };
        TeamList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: (components["schemas"]["ServerTeam"] | components["schemas"]["ClientTeam"])[];
        };
        TeamMemberProfileList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: (components["schemas"]["ServerTeamMemberProfile"] | components["schemas"]["ClientTeamMemberProfile"])[];
        };
        TeamMembership: {
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            team_id: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        TeamPermission: {
            /**
             * @description The permission id.
             * @example read:docs
             */
            id: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            team_id: string;
            /**
             * Format: uuid
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            user_id: string;
        };
        TeamPermissionList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["TeamPermission"][];
        };
        TrustedDomain: {
            /** @example https://app.example.com */
            domain: string;
            /** @default /handler */
            handler_path: string;
        };
        UpdateApiKeySetBody: {
            description?: string;
            /**
             * @description Revokes the set for good; there is no un-revoke.
             * @enum {boolean}
             */
            revoked?: true;
        };
        UpdateContactChannelBody: {
            is_primary?: boolean;
            /** @description Server and admin only. */
            is_verified?: boolean;
            /** @enum {string} */
            type?: "email";
            used_for_auth?: boolean;
            /**
             * Format: email
             * @example ada@example.com
             */
            value?: string;
        };
        UpdateEmailDraftBody: {
            display_name?: string;
            /**
             * @description A theme id; `false` for no theme; `null` for the project's theme.
             * @example null
             */
            theme_id?: string | false | null;
            /** @description TSX source: exports EmailTemplate (and optionally subject and variables) or, for themes, EmailTheme. */
            tsx_source?: string;
        };
        UpdateEmailTemplateBody: {
            /**
             * @description A theme id; `false` for no theme; `null` for the project's theme.
             * @example null
             */
            theme_id?: string | false | null;
            /** @description TSX source: exports EmailTemplate (and optionally subject and variables) or, for themes, EmailTheme. */
            tsx_source: string;
        };
        UpdateEmailTemplateResult: {
            rendered_html: string;
        };
        UpdateEmailThemeBody: {
            /** @description TSX source: exports EmailTemplate (and optionally subject and variables) or, for themes, EmailTheme. */
            tsx_source: string;
        };
        UpdateEmailThemeResult: {
            display_name: string;
        };
        UpdateNotificationPreferenceBody: {
            enabled: boolean;
        };
        UpdateOAuthProviderLinkBody: {
            account_id?: string;
            allow_connected_accounts?: boolean;
            allow_sign_in?: boolean;
            /**
             * Format: email
             * @example ada@example.com
             */
            email?: string | null;
        };
        UpdateOwnerApiKeyBody: {
            description?: string;
            /**
             * @description Revokes the key for good; there is no un-revoke.
             * @enum {boolean}
             */
            revoked?: true;
        };
        UpdatePermissionDefinitionBody: {
            /**
             * @description Replaces the contained permissions.
             * @example [
             *       "read:docs"
             *     ]
             */
            contained_permission_ids?: string[];
            /** @description null removes the description. */
            description?: string | null;
            /**
             * @description A new id: grants, contained references and default-permission settings follow the rename.
             * @example read:docs
             */
            id?: string;
        };
        UpdateProjectBody: {
            config?: components["schemas"]["ProjectConfigUpdate"];
            description?: string | null;
            /** @example My app */
            display_name?: string;
            is_production_mode?: boolean;
            /**
             * Format: uri
             * @example https://app.example.com/handler/email-verification
             */
            logo_full_url?: string | null;
            /**
             * Format: uri
             * @example https://app.example.com/handler/email-verification
             */
            logo_url?: string | null;
        };
        UpdateTeamBody: {
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_metadata?: unknown;
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata?: unknown;
            /**
             * @description At most 256 characters.
             * @example Ada's Team
             */
            display_name?: string;
            /**
             * @description A data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` of under 100 KB decoded (clients), or also an http(s) URL (server and admin). null removes it.
             * @example data:image/png;base64,iVBORw0KGgo=
             */
            profile_image_url?: string | null;
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            server_metadata?: unknown;
        };
        UpdateTeamMemberProfileBody: {
            /** @description The name in this team; null (or "") falls back to the user's own. */
            display_name?: string | null;
            /**
             * @description The image in this team: a data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` under 100 KB (clients), or also an http(s) URL (server and admin); null falls back to the user's own.
             * @example data:image/png;base64,iVBORw0KGgo=
             */
            profile_image_url?: string | null;
        };
        UpdateUserBody: {
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_metadata?: unknown;
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata?: unknown;
            /** @description At most 256 characters; "" is stored as null. */
            display_name?: string | null;
            /**
             * @description Only false: turns an anonymous user into a regular one.
             * @enum {boolean}
             */
            is_anonymous?: false;
            otp_auth_enabled?: boolean;
            passkey_auth_enabled?: boolean;
            /**
             * Format: password
             * @description 8 to 70 characters; hashed with argon2id. null removes the password. Mutually exclusive with password_hash.
             * @example correct horse battery staple
             */
            password?: string | null;
            /**
             * @description Import an existing hash instead of a password: bcrypt ($2a$, $2b$, $2y$) or argon2id, in modular crypt format.
             * @example $2b$10$abcdefghijklmnopqrstuuq0Y7Bq6y5hN0Xx0yV4v8mQ3cJ3Jx1y2
             */
            password_hash?: string;
            /**
             * Format: email
             * @description Trimmed and lower-cased. null removes the primary e-mail.
             * @example ada@example.com
             */
            primary_email?: string | null;
            /** @description Whether the primary e-mail can be used to sign in. Default true for a new primary e-mail. */
            primary_email_auth_enabled?: boolean;
            primary_email_verified?: boolean;
            /**
             * @description A data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` of under 100 KB decoded (clients), or also an http(s) URL (server and admin). null removes it.
             * @example data:image/png;base64,iVBORw0KGgo=
             */
            profile_image_url?: string | null;
            /**
             * Format: uuid
             * @description A team the user is a member of, or null.
             * @example 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10
             */
            selected_team_id?: string | null;
            /**
             * @description Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8 JSON.
             * @example {
             *       "plan": "pro"
             *     }
             */
            server_metadata?: unknown;
            /** @description Base64 of the raw TOTP secret; null disables TOTP multi-factor authentication. */
            totp_secret_base64?: string | null;
        };
        UserApiKey: {
            created_at_millis: number;
            description: string;
            expires_at_millis?: number;
            /** Format: uuid */
            id: string;
            is_public: boolean;
            manually_revoked_at_millis?: number;
            /** @enum {string} */
            type: "user";
            /** Format: uuid */
            user_id: string;
            value: {
                last_four: string;
            };
        };
        UserApiKeyList: {
            /** @enum {boolean} */
            is_paginated: false;
            items: components["schemas"]["UserApiKey"][];
        };
        VerificationCallbackBody: {
            /**
             * Format: uri
             * @example https://app.example.com/handler/email-verification
             */
            callback_url: string;
        };
        VerificationCodeLifetimes: {
            /** @description Seconds a e-mail verification code stays valid. */
            email_verification_seconds?: number;
            /** @description Seconds a password reset code stays valid. */
            password_reset_seconds?: number;
            /** @description Seconds a magic-link / sign-in code stays valid. */
            sign_in_seconds?: number;
            /** @description Seconds a team invitation code stays valid. */
            team_invitation_seconds?: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getApiRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The welcome text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Bad request: one of 6 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    signUpAnonymously: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The anonymous user is signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInTokens"];
                };
            };
            /** @description Bad request: ANONYMOUS_ACCOUNTS_NOT_ENABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ANONYMOUS_ACCOUNTS_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    authorizeOAuth: {
        parameters: {
            query: {
                /** @description Returned by the token exchange for the app to go to; must be trusted. */
                after_callback_redirect_url?: string;
                /** @description The project id, optionally followed by `#main`. */
                client_id: string;
                /** @description The project's publishable client key, or `__stack_public_client__`. */
                client_secret: string;
                /** @description PKCE: base64url(SHA-256(code_verifier)). */
                code_challenge: string;
                /** @description Only `S256` (`plain` is refused). */
                code_challenge_method: "S256";
                /** @description Where errors go when redirect_uri is not trusted (must be trusted itself). */
                error_redirect_uri?: string;
                /** @description Legacy alias of error_redirect_uri. */
                error_redirect_url?: string;
                grant_type: "authorization_code";
                /** @description Extra provider scopes, space separated (not with shared keys). */
                provider_scope?: string;
                /** @description The app's callback URL; must be on a trusted domain when the code is issued. */
                redirect_uri: string;
                response_type: "code";
                /** @description Only `legacy`. */
                scope: string;
                /** @description `redirect` (307 to the provider) or `json` (200 `{location}`, for SDKs). */
                stack_response_mode?: "redirect" | "json";
                /** @description The app's own state, returned with the code. */
                state: string;
                /** @description The current user's access token: required for `link`; with `authenticate`, an anonymous user is upgraded in place. */
                token?: string;
                /** @description `authenticate` (sign in or up) or `link` (connect the account to the user of `token`). */
                type?: "authenticate" | "link";
            };
            header?: never;
            path: {
                /** @description The provider id in the project config (`oauth_providers[].id`). */
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description stack_response_mode=json: the provider's authorization URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthAuthorizeLocation"];
                };
            };
            /** @description Redirect to the provider's authorization page (stack_response_mode=redirect). */
            307: {
                headers: {
                    location: string;
                    "set-cookie": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: INVALID_OAUTH_CLIENT_ID_OR_SECRET, INVALID_SCOPE, OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED, SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION, OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS, REDIRECT_URL_NOT_WHITELISTED, OAUTH_LINK_REQUIRES_TOKEN; or SCHEMA_ERROR (a request error operations share; see Errors in the introduction) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INVALID_OAUTH_CLIENT_ID_OR_SECRET" | "INVALID_SCOPE" | "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED" | "SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION" | "OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS" | "REDIRECT_URL_NOT_WHITELISTED" | "OAUTH_LINK_REQUIRES_TOKEN" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: INVALID_PUBLISHABLE_CLIENT_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, UNPARSABLE_ACCESS_TOKEN, ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INVALID_PUBLISHABLE_CLIENT_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "UNPARSABLE_ACCESS_TOKEN" | "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: OAUTH_TOKEN_OF_ANOTHER_PROJECT */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_TOKEN_OF_ANOTHER_PROJECT";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    oauthCallback: {
        parameters: {
            query?: {
                /** @description The provider's authorization code. */
                code?: string;
                /** @description The provider's error, e.g. access_denied. */
                error?: string;
                error_description?: string;
                /** @description The inner state Gatehouse gave the provider. */
                state?: string;
                /** @description Apple: the user's name as JSON (first sign-in only). */
                user?: string;
            };
            header?: never;
            path: {
                /** @description The provider id in the project config (`oauth_providers[].id`). */
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the app: redirect_uri with `code` and `state`. */
            303: {
                headers: {
                    location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An error, delivered to a trusted redirect_uri or error_redirect_uri. */
            307: {
                headers: {
                    location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: INVALID_OAUTH_STATE, OAUTH_STATE_COOKIE_MISSING, REDIRECT_URL_NOT_WHITELISTED, OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED, SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION, OAUTH_PROVIDER_ACCESS_DENIED, OAUTH_CALLBACK_FAILED, OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN, SIGN_UP_NOT_ENABLED; or SCHEMA_ERROR (a request error operations share; see Errors in the introduction) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INVALID_OAUTH_STATE" | "OAUTH_STATE_COOKIE_MISSING" | "REDIRECT_URL_NOT_WHITELISTED" | "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED" | "SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION" | "OAUTH_PROVIDER_ACCESS_DENIED" | "OAUTH_CALLBACK_FAILED" | "OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN" | "SIGN_UP_NOT_ENABLED" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Timeout: OUTER_OAUTH_TIMEOUT */
            408: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OUTER_OAUTH_TIMEOUT";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER, CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE, USER_EMAIL_ALREADY_EXISTS */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER" | "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE" | "USER_EMAIL_ALREADY_EXISTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE; or DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    oauthCallbackFormPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider id in the project config (`oauth_providers[].id`). */
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "<provider code>",
                 *       "state": "<inner state>"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["OAuthCallbackFields"];
            };
        };
        responses: {
            /** @description Back to the app: redirect_uri with `code` and `state`. */
            303: {
                headers: {
                    location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An error, delivered to a trusted redirect_uri or error_redirect_uri. */
            307: {
                headers: {
                    location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: INVALID_OAUTH_STATE, OAUTH_STATE_COOKIE_MISSING, REDIRECT_URL_NOT_WHITELISTED, OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED, SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION, OAUTH_PROVIDER_ACCESS_DENIED, OAUTH_CALLBACK_FAILED, OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN, SIGN_UP_NOT_ENABLED; or one of 2 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INVALID_OAUTH_STATE" | "OAUTH_STATE_COOKIE_MISSING" | "REDIRECT_URL_NOT_WHITELISTED" | "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED" | "SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION" | "OAUTH_PROVIDER_ACCESS_DENIED" | "OAUTH_CALLBACK_FAILED" | "OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN" | "SIGN_UP_NOT_ENABLED" | "BODY_PARSING_ERROR" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Timeout: OUTER_OAUTH_TIMEOUT */
            408: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OUTER_OAUTH_TIMEOUT";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER, CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE, USER_EMAIL_ALREADY_EXISTS */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER" | "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE" | "USER_EMAIL_ALREADY_EXISTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE; or DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE" | "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getConnectedAccessTokenLegacy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider id in the project config: google, github, facebook, microsoft, spotify, discord, gitlab, bitbucket, linkedin, apple, x, twitch. */
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["ConnectedAccessTokenRequest"];
            };
        };
        responses: {
            /** @description The provider access token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccessToken"];
                };
            };
            /** @description Bad request: OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED, OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS, OAUTH_CONNECTION_NOT_CONNECTED_TO_USER, OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE; or one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED" | "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS" | "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER" | "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    exchangeOAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "client_id": "<project id>",
                 *       "client_secret": "__stack_public_client__",
                 *       "grant_type": "refresh_token",
                 *       "refresh_token": "<refresh token>"
                 *     }
                 */
                "application/json": components["schemas"]["OAuthTokenRequest"];
                /**
                 * @example {
                 *       "client_id": "<project id>",
                 *       "client_secret": "__stack_public_client__",
                 *       "grant_type": "refresh_token",
                 *       "refresh_token": "<refresh token>"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["OAuthTokenRequest"];
            };
        };
        responses: {
            /** @description A new access token. */
            200: {
                headers: {
                    "cache-control": "no-store";
                    pragma: "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthTokenResponse"];
                };
            };
            /** @description Bad request: INVALID_OAUTH_CLIENT_ID_OR_SECRET, UNSUPPORTED_GRANT_TYPE, INVALID_AUTHORIZATION_CODE, REDIRECT_URI_MISMATCH; or one of 2 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INVALID_OAUTH_CLIENT_ID_OR_SECRET" | "UNSUPPORTED_GRANT_TYPE" | "INVALID_AUTHORIZATION_CODE" | "REDIRECT_URI_MISMATCH" | "BODY_PARSING_ERROR" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    sendSignInCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "callback_url": "https://app.example.com/handler/email-verification",
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["SendSignInCodeBody"];
            };
        };
        responses: {
            /** @description The code was queued for delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendSignInCodeResult"];
                };
            };
            /** @description Bad request: SIGN_UP_NOT_ENABLED, REDIRECT_URL_NOT_WHITELISTED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "SIGN_UP_NOT_ENABLED" | "REDIRECT_URL_NOT_WHITELISTED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: OTP_SIGN_IN_NOT_ENABLED */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OTP_SIGN_IN_NOT_ENABLED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: USER_EMAIL_ALREADY_EXISTS */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_EMAIL_ALREADY_EXISTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    signInWithOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a"
                 *     }
                 */
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtpSignInResult"];
                };
            };
            /** @description Bad request: VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED, SIGN_UP_NOT_ENABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "SIGN_UP_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: OTP_SIGN_IN_NOT_ENABLED */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OTP_SIGN_IN_NOT_ENABLED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED, USER_EMAIL_ALREADY_EXISTS */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED" | "USER_EMAIL_ALREADY_EXISTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    checkOtpCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a"
                 *     }
                 */
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            /** @description The code is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeCheckResult"];
                };
            };
            /** @description Bad request: VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    initiatePasskeyAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authentication options and their code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyAuthenticationStart"];
                };
            };
            /** @description Bad request: PASSKEY_AUTHENTICATION_NOT_ENABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PASSKEY_AUTHENTICATION_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    initiatePasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration options and their code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationStart"];
                };
            };
            /** @description Bad request: PASSKEY_AUTHENTICATION_NOT_ENABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PASSKEY_AUTHENTICATION_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    registerPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a",
                 *       "credential": {
                 *         "authenticatorAttachment": "platform",
                 *         "clientExtensionResults": {
                 *           "credProps": {
                 *             "rk": true
                 *           }
                 *         },
                 *         "id": "q4Xb0bPp1gMjTR3E5Z2yVw",
                 *         "rawId": "q4Xb0bPp1gMjTR3E5Z2yVw",
                 *         "response": {
                 *           "attestationObject": "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjF...",
                 *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiLi4uIiwib3JpZ2luIjoiaHR0cHM6Ly9hcHAuZXhhbXBsZS5jb20ifQ",
                 *           "transports": [
                 *             "internal"
                 *           ]
                 *         },
                 *         "type": "public-key"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RegisterPasskeyBody"];
            };
        };
        responses: {
            /** @description The passkey is registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterPasskeyResult"];
                };
            };
            /** @description Bad request: PASSKEY_AUTHENTICATION_NOT_ENABLED, PASSKEY_REGISTRATION_FAILED, VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PASSKEY_AUTHENTICATION_NOT_ENABLED" | "PASSKEY_REGISTRATION_FAILED" | "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    signInWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "authentication_response": {
                 *         "authenticatorAttachment": "platform",
                 *         "clientExtensionResults": {},
                 *         "id": "q4Xb0bPp1gMjTR3E5Z2yVw",
                 *         "rawId": "q4Xb0bPp1gMjTR3E5Z2yVw",
                 *         "response": {
                 *           "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                 *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiLi4uIiwib3JpZ2luIjoiaHR0cHM6Ly9hcHAuZXhhbXBsZS5jb20ifQ",
                 *           "signature": "MEUCIQC...",
                 *           "userHandle": "M2YwYjZkNmUtM2MwZS00YTUzLTliNWItMmI0YjJmMWY2YTEw"
                 *         },
                 *         "type": "public-key"
                 *       },
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a"
                 *     }
                 */
                "application/json": components["schemas"]["PasskeySignInBody"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeySignInResult"];
                };
            };
            /** @description Bad request: PASSKEY_AUTHENTICATION_NOT_ENABLED, PASSKEY_AUTHENTICATION_FAILED, VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PASSKEY_AUTHENTICATION_NOT_ENABLED" | "PASSKEY_AUTHENTICATION_FAILED" | "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": components["schemas"]["ResetPasswordBody"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: PASSWORD_AUTHENTICATION_NOT_ENABLED, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PASSWORD_AUTHENTICATION_NOT_ENABLED" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    checkPasswordResetCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a"
                 *     }
                 */
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            /** @description The code is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeCheckResult"];
                };
            };
            /** @description Bad request: VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    sendPasswordResetCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "callback_url": "https://app.example.com/handler/email-verification",
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["SendResetCodeBody"];
            };
        };
        responses: {
            /** @description Queued if the account exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendResetCodeResult"];
                };
            };
            /** @description Bad request: PASSWORD_AUTHENTICATION_NOT_ENABLED, REDIRECT_URL_NOT_WHITELISTED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PASSWORD_AUTHENTICATION_NOT_ENABLED" | "REDIRECT_URL_NOT_WHITELISTED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: password
                     * @example correct horse battery staple
                     */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The password is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: PASSWORD_AUTHENTICATION_NOT_ENABLED, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_ALREADY_SET; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PASSWORD_AUTHENTICATION_NOT_ENABLED" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "PASSWORD_ALREADY_SET" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    signInWithPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    /** @example ada@example.com */
                    email: string;
                    /**
                     * Format: password
                     * @example correct horse battery staple
                     */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The user is signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInTokens"];
                };
            };
            /** @description Bad request: EMAIL_PASSWORD_MISMATCH, PASSWORD_AUTHENTICATION_NOT_ENABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_PASSWORD_MISMATCH" | "PASSWORD_AUTHENTICATION_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    signUpWithPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery staple",
                 *       "verification_callback_url": "https://app.example.com/handler/email-verification"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                    /**
                     * Format: password
                     * @example correct horse battery staple
                     */
                    password: string;
                    /**
                     * Format: uri
                     * @description Where the e-mail verification link leads; must be on a trusted domain of the project.
                     * @example https://app.example.com/handler/email-verification
                     */
                    verification_callback_url?: string;
                };
            };
        };
        responses: {
            /** @description The user is signed up and signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInTokens"];
                };
            };
            /** @description Bad request: PASSWORD_AUTHENTICATION_NOT_ENABLED, REDIRECT_URL_NOT_WHITELISTED, SIGN_UP_NOT_ENABLED, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PASSWORD_AUTHENTICATION_NOT_ENABLED" | "REDIRECT_URL_NOT_WHITELISTED" | "SIGN_UP_NOT_ENABLED" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: USER_EMAIL_ALREADY_EXISTS */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_EMAIL_ALREADY_EXISTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "new_password": "another long passphrase",
                 *       "old_password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: password
                     * @example correct horse battery staple
                     */
                    new_password: string;
                    /**
                     * Format: password
                     * @example correct horse battery staple
                     */
                    old_password: string;
                };
            };
        };
        responses: {
            /** @description The password is changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: PASSWORD_AUTHENTICATION_NOT_ENABLED, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, USER_DOES_NOT_HAVE_PASSWORD, PASSWORD_CONFIRMATION_MISMATCH; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PASSWORD_AUTHENTICATION_NOT_ENABLED" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "USER_DOES_NOT_HAVE_PASSWORD" | "PASSWORD_CONFIRMATION_MISMATCH" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query: {
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER; or one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expires_in_millis": 86400000,
                 *       "is_impersonation": false,
                 *       "user_id": "3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10"
                 *     }
                 */
                "application/json": {
                    /** @example 86400000 */
                    expires_in_millis?: number;
                    is_impersonation?: boolean;
                    /**
                     * @description A user ID, or `me` for the signed-in user.
                     * @example me
                     */
                    user_id: string;
                };
            };
        };
        responses: {
            /** @description The new session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedSession"];
                };
            };
            /** @description Bad request: USER_ID_DOES_NOT_EXIST, CANNOT_GET_OWN_USER_WITHOUT_USER; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_ID_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    revokeSession: {
        parameters: {
            query: {
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: CANNOT_DELETE_CURRENT_SESSION, CANNOT_GET_OWN_USER_WITHOUT_USER; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_DELETE_CURRENT_SESSION" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: SESSION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "SESSION_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED; or one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED" | "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    refreshCurrentSession: {
        parameters: {
            query?: never;
            header: {
                /** @description The refresh token of the session. */
                "x-stack-refresh-token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new access token and the refresh token to use next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshedSession"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED; or one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED" | "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listConnectedAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connected accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccountList"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getConnectedAccountAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's account id at the provider. */
                provider_account_id: string;
                /** @description The provider id in the project config: google, github, facebook, microsoft, spotify, discord, gitlab, bitbucket, linkedin, apple, x, twitch. */
                provider_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["ConnectedAccessTokenRequest"];
            };
        };
        responses: {
            /** @description The provider access token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccessToken"];
                };
            };
            /** @description Bad request: OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED, OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS, OAUTH_CONNECTION_NOT_CONNECTED_TO_USER, OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE; or one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED" | "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS" | "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER" | "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getConnectedAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider id in the project config: google, github, facebook, microsoft, spotify, discord, gitlab, bitbucket, linkedin, apple, x, twitch. */
                provider_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["ConnectedAccessTokenRequest"];
            };
        };
        responses: {
            /** @description The provider access token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccessToken"];
                };
            };
            /** @description Bad request: OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED, OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS, OAUTH_CONNECTION_NOT_CONNECTED_TO_USER, OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE; or one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED" | "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS" | "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER" | "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listContactChannels: {
        parameters: {
            query: {
                contact_channel_id?: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactChannelList"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER; or one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createContactChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "email",
                 *       "used_for_auth": false,
                 *       "user_id": "me",
                 *       "value": "ada@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["CreateContactChannelBody"];
            };
        };
        responses: {
            /** @description The new channel. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactChannel"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER, CONTACT_CHANNEL_ALREADY_EXISTS; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CONTACT_CHANNEL_ALREADY_EXISTS" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getContactChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contact_channel_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactChannel"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER; or one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND, CONTACT_CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND" | "CONTACT_CHANNEL_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    deleteContactChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contact_channel_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND, CONTACT_CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND" | "CONTACT_CHANNEL_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateContactChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contact_channel_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "used_for_auth": true,
                 *       "value": "ada.lovelace@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateContactChannelBody"];
            };
        };
        responses: {
            /** @description The changed channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactChannel"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER, CONTACT_CHANNEL_ALREADY_EXISTS; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CONTACT_CHANNEL_ALREADY_EXISTS" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND, CONTACT_CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND" | "CONTACT_CHANNEL_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    sendChannelVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contact_channel_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "callback_url": "https://app.example.com/handler/email-verification"
                 *     }
                 */
                "application/json": components["schemas"]["VerificationCallbackBody"];
            };
        };
        responses: {
            /** @description Queued for delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER, REDIRECT_URL_NOT_WHITELISTED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "REDIRECT_URL_NOT_WHITELISTED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND, CONTACT_CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND" | "CONTACT_CHANNEL_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: EMAIL_ALREADY_VERIFIED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_ALREADY_VERIFIED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    sendPrimaryVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "callback_url": "https://app.example.com/handler/email-verification",
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["SendVerificationCodeBody"];
            };
        };
        responses: {
            /** @description Queued for delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: EMAIL_IS_NOT_PRIMARY_EMAIL, REDIRECT_URL_NOT_WHITELISTED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_IS_NOT_PRIMARY_EMAIL" | "REDIRECT_URL_NOT_WHITELISTED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: EMAIL_ALREADY_VERIFIED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_ALREADY_VERIFIED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    verifyContactChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a"
                 *     }
                 */
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            /** @description Verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND, CONTACT_CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND" | "CONTACT_CHANNEL_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    checkContactChannelCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a"
                 *     }
                 */
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            /** @description The code is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeCheckResult"];
                };
            };
            /** @description Bad request: VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferenceList"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER; or one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateNotificationPreference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                notification_category_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": false
                 *     }
                 */
                "application/json": components["schemas"]["UpdateNotificationPreferenceBody"];
            };
        };
        responses: {
            /** @description The preference now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreference"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER, NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND, NOTIFICATION_CATEGORY_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND" | "NOTIFICATION_CATEGORY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    renderEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "template_tsx_source": "export const subject = ({ project }) => `News from ${project.display_name}`;\nexport function EmailTemplate({ user }) {\n  return <p>Hello {user.display_name}!</p>;\n}\n",
                 *       "theme_id": false
                 *     }
                 */
                "application/json": components["schemas"]["RenderEmailBody"];
            };
        };
        responses: {
            /** @description The rendered e-mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenderEmailResult"];
                };
            };
            /** @description Bad request: EMAIL_RENDERING_ERROR; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_RENDERING_ERROR" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: EMAIL_TEMPLATE_NOT_FOUND, EMAIL_THEME_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_TEMPLATE_NOT_FOUND" | "EMAIL_THEME_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    sendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "html": "<p>Your invoice for November is ready.</p>",
                 *       "notification_category_name": "Transactional",
                 *       "subject": "Your invoice is ready",
                 *       "user_ids": [
                 *         "3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SendEmailBody"];
            };
        };
        responses: {
            /** @description Queued; one entry per recipient user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendEmailResult"];
                };
            };
            /** @description Bad request: REQUIRES_CUSTOM_EMAIL_SERVER, USER_ID_DOES_NOT_EXIST, EMAIL_RENDERING_ERROR; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUIRES_CUSTOM_EMAIL_SERVER" | "USER_ID_DOES_NOT_EXIST" | "EMAIL_RENDERING_ERROR" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: EMAIL_TEMPLATE_NOT_FOUND, EMAIL_DRAFT_NOT_FOUND, EMAIL_THEME_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_TEMPLATE_NOT_FOUND" | "EMAIL_DRAFT_NOT_FOUND" | "EMAIL_THEME_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    unsubscribeLink: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The confirmation page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Bad request: VERIFICATION_CODE_EXPIRED; or SCHEMA_ERROR (a request error operations share; see Errors in the introduction) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_EXPIRED" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    unsubscribeOneClick: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: VERIFICATION_CODE_EXPIRED; or one of 2 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_EXPIRED" | "BODY_PARSING_ERROR" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listApiKeySets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key sets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeySetList"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createApiKeySet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Production backend",
                 *       "expires_at_millis": 4102444800000,
                 *       "has_publishable_client_key": true,
                 *       "has_secret_server_key": true,
                 *       "has_super_secret_admin_key": false
                 *     }
                 */
                "application/json": components["schemas"]["CreateApiKeySetBody"];
            };
        };
        responses: {
            /** @description The key set with its plaintext keys (shown once). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeySet"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getApiKeySet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeySet"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: API_KEY_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "API_KEY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateApiKeySet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "revoked": true
                 *     }
                 */
                "application/json": components["schemas"]["UpdateApiKeySetBody"];
            };
        };
        responses: {
            /** @description The key set after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeySet"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: API_KEY_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "API_KEY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listEmailDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drafts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDraftList"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createEmailDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "display_name": "Launch announcement",
                 *       "theme_id": null,
                 *       "tsx_source": "export const subject = ({ project }) => `News from ${project.display_name}`;\nexport function EmailTemplate({ user }) {\n  return <p>Hello {user.display_name}!</p>;\n}\n"
                 *     }
                 */
                "application/json": components["schemas"]["CreateEmailDraftBody"];
            };
        };
        responses: {
            /** @description Created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedId"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getEmailDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                draft_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDraft"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: EMAIL_DRAFT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_DRAFT_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    deleteEmailDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                draft_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkBody"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: EMAIL_DRAFT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_DRAFT_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateEmailDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                draft_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "display_name": "Launch announcement (final)"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateEmailDraftBody"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkBody"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: EMAIL_DRAFT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_DRAFT_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listEmailTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateList"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "display_name": "Monthly newsletter"
                 *     }
                 */
                "application/json": components["schemas"]["CreateEmailTemplateBody"];
            };
        };
        responses: {
            /** @description Created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedId"];
                };
            };
            /** @description Bad request: REQUIRES_CUSTOM_EMAIL_SERVER; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUIRES_CUSTOM_EMAIL_SERVER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: EMAIL_TEMPLATE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_TEMPLATE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    deleteEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyObject"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: EMAIL_TEMPLATE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_TEMPLATE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateEmailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "theme_id": null,
                 *       "tsx_source": "export const subject = ({ project }) => `News from ${project.display_name}`;\nexport function EmailTemplate({ user }) {\n  return <p>Hello {user.display_name}!</p>;\n}\n"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateEmailTemplateBody"];
            };
        };
        responses: {
            /** @description Saved; the preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateEmailTemplateResult"];
                };
            };
            /** @description Bad request: EMAIL_RENDERING_ERROR; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_RENDERING_ERROR" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: EMAIL_TEMPLATE_NOT_FOUND, EMAIL_THEME_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_TEMPLATE_NOT_FOUND" | "EMAIL_THEME_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listEmailThemes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The themes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailThemeList"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createEmailTheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "display_name": "Brand theme"
                 *     }
                 */
                "application/json": components["schemas"]["CreateEmailTemplateBody"];
            };
        };
        responses: {
            /** @description Created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedId"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getEmailTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The theme. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTheme"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: EMAIL_THEME_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_THEME_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateEmailTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tsx_source": "export function EmailTheme({ children }) {\n  return <html><body>{children}</body></html>;\n}\n"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateEmailThemeBody"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateEmailThemeResult"];
                };
            };
            /** @description Bad request: EMAIL_RENDERING_ERROR; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_RENDERING_ERROR" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: EMAIL_THEME_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "EMAIL_THEME_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listOutboxEmails: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the outbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxList"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listInternalProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The projects (admin view). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProjectList"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 18 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "EXPECTED_INTERNAL_PROJECT" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createInternalProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "config": {
                 *         "magic_link_enabled": true
                 *       },
                 *       "display_name": "My app",
                 *       "owner_team_id": "3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10"
                 *     }
                 */
                "application/json": components["schemas"]["CreateProjectBody"];
            };
        };
        responses: {
            /** @description The created project (admin view). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProject"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 18 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "EXPECTED_INTERNAL_PROJECT" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_MEMBERSHIP_NOT_FOUND, PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_MEMBERSHIP_NOT_FOUND" | "PERMISSION_NOT_FOUND" | "WRONG_PERMISSION_SCOPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getAdminProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project (admin view). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProject"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    deleteAdminProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: CANNOT_DELETE_INTERNAL_PROJECT; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_DELETE_INTERNAL_PROJECT" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateAdminProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "config": {
                 *         "domains": [
                 *           {
                 *             "domain": "https://app.example.com",
                 *             "handler_path": "/handler"
                 *           }
                 *         ],
                 *         "sign_up_enabled": false
                 *       },
                 *       "display_name": "Renamed"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateProjectBody"];
            };
        };
        responses: {
            /** @description The updated project (admin view). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProject"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PERMISSION_NOT_FOUND" | "WRONG_PERMISSION_SCOPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    sendSignInInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "callback_url": "https://app.example.com/handler/email-verification",
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["SendSignInInvitationBody"];
            };
        };
        responses: {
            /** @description Queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: REDIRECT_URL_NOT_WHITELISTED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REDIRECT_URL_NOT_WHITELISTED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    sendTestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email_config": {
                 *         "host": "smtp.example.com",
                 *         "password": "smtp password",
                 *         "port": 587,
                 *         "sender_email": "noreply@example.com",
                 *         "sender_name": "Example App",
                 *         "username": "mailer"
                 *       },
                 *       "recipient_email": "ada@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["SendTestEmailBody"];
            };
        };
        responses: {
            /** @description Whether the SMTP server accepted the message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendTestEmailResult"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getSignInMethodCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInMethodCounts"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listOAuthProviderLinks: {
        parameters: {
            query: {
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthProviderLinkList"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createOAuthProviderLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account_id": "1234567",
                 *       "allow_connected_accounts": true,
                 *       "allow_sign_in": true,
                 *       "provider_config_id": "github",
                 *       "user_id": "me"
                 *     }
                 */
                "application/json": components["schemas"]["CreateOAuthProviderLinkBody"];
            };
        };
        responses: {
            /** @description The new link. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthProviderLinkServer"];
                };
            };
            /** @description Bad request: OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED, OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN; or one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED" | "OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getOAuthProviderLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id (`id` of a link). */
                provider_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthProviderLinkServer"] | components["schemas"]["OAuthProviderLinkClient"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: OAUTH_PROVIDER_LINK_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_PROVIDER_LINK_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    deleteOAuthProviderLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id (`id` of a link). */
                provider_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: OAUTH_PROVIDER_LINK_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_PROVIDER_LINK_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateOAuthProviderLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id (`id` of a link). */
                provider_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "allow_sign_in": false
                 *     }
                 */
                "application/json": components["schemas"]["UpdateOAuthProviderLinkBody"];
            };
        };
        responses: {
            /** @description The link after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthProviderLinkServer"] | components["schemas"]["OAuthProviderLinkClient"];
                };
            };
            /** @description Bad request: OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN; or one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: OAUTH_PROVIDER_LINK_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "OAUTH_PROVIDER_LINK_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listProjectPermissionDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project permission definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionDefinitionList"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createProjectPermissionDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contained_permission_ids": [],
                 *       "description": "Read the documents.",
                 *       "id": "read:docs"
                 *     }
                 */
                "application/json": components["schemas"]["CreatePermissionDefinitionBody"];
            };
        };
        responses: {
            /** @description The new definition. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionDefinition"];
                };
            };
            /** @description Bad request: PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND, CONTAINED_PERMISSION_CYCLE; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PERMISSION_ID_ALREADY_EXISTS" | "CONTAINED_PERMISSION_NOT_FOUND" | "CONTAINED_PERMISSION_CYCLE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    deleteProjectPermissionDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$". */
                permission_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The definition was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: SYSTEM_PERMISSION_CANNOT_BE_CHANGED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "SYSTEM_PERMISSION_CANNOT_BE_CHANGED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PERMISSION_NOT_FOUND" | "WRONG_PERMISSION_SCOPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateProjectPermissionDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$". */
                permission_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Read and comment on the documents."
                 *     }
                 */
                "application/json": components["schemas"]["UpdatePermissionDefinitionBody"];
            };
        };
        responses: {
            /** @description The changed definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionDefinition"];
                };
            };
            /** @description Bad request: SYSTEM_PERMISSION_CANNOT_BE_CHANGED, PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND, CONTAINED_PERMISSION_CYCLE; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "SYSTEM_PERMISSION_CANNOT_BE_CHANGED" | "PERMISSION_ID_ALREADY_EXISTS" | "CONTAINED_PERMISSION_NOT_FOUND" | "CONTAINED_PERMISSION_CYCLE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PERMISSION_NOT_FOUND" | "WRONG_PERMISSION_SCOPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listProjectPermissions: {
        parameters: {
            query?: {
                /** @description Only this permission (with recursive=true: also when held through another). */
                permission_id?: string;
                /** @description true: also the permissions the granted ones contain, transitively. Otherwise only the directly granted ones. */
                recursive?: boolean;
                /** @description Only this user's permissions (`me`: the signed-in user). Client access must give its own user. */
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPermissionList"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    grantProjectPermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$". */
                permission_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grant. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPermission"];
                };
            };
            /** @description Bad request: one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND, PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND" | "PERMISSION_NOT_FOUND" | "WRONG_PERMISSION_SCOPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    revokeProjectPermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$". */
                permission_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission was revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: PERMISSION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PERMISSION_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getProjectJwks: {
        parameters: {
            query?: {
                include_anonymous?: boolean;
            };
            header?: never;
            path: {
                project_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwkSet"];
                };
            };
            /** @description Bad request: SCHEMA_ERROR (a request error operations share; see Errors in the introduction) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: PROJECT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PROJECT_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getCurrentProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientProject"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listTeamApiKeys: {
        parameters: {
            query: {
                team_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamApiKeyList"];
                };
            };
            /** @description Bad request: TEAM_API_KEYS_NOT_ENABLED; or one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_API_KEYS_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_NOT_FOUND; or API_KEY_NOT_FOUND (a request error operations share; see Errors in the introduction) */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_NOT_FOUND" | "API_KEY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createTeamApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "CI deploys",
                 *       "expires_at_millis": 4102444800000,
                 *       "team_id": "3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10"
                 *     }
                 */
                "application/json": components["schemas"]["CreateTeamApiKeyBody"];
            };
        };
        responses: {
            /** @description The key with its full secret (shown once). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedTeamApiKey"];
                };
            };
            /** @description Bad request: TEAM_API_KEYS_NOT_ENABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_API_KEYS_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_NOT_FOUND; or API_KEY_NOT_FOUND (a request error operations share; see Errors in the introduction) */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_NOT_FOUND" | "API_KEY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getTeamApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamApiKey"];
                };
            };
            /** @description Bad request: TEAM_API_KEYS_NOT_ENABLED; or one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_API_KEYS_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: API_KEY_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "API_KEY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateTeamApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "revoked": true
                 *     }
                 */
                "application/json": components["schemas"]["UpdateOwnerApiKeyBody"];
            };
        };
        responses: {
            /** @description The key after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamApiKey"];
                };
            };
            /** @description Bad request: TEAM_API_KEYS_NOT_ENABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_API_KEYS_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: API_KEY_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "API_KEY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    checkTeamApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "api_key": "sk_0123456789abcdefghjkmnpqrstvwxyz0123456789abc3f0b6d6e3c0e4a539b5b2b4b2f1f6a10user1574ck4u7h1a2b3c4d"
                 *     }
                 */
                "application/json": components["schemas"]["CheckApiKeyBody"];
            };
        };
        responses: {
            /** @description The key the secret belongs to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamApiKey"];
                };
            };
            /** @description Bad request: TEAM_API_KEYS_NOT_ENABLED, WRONG_API_KEY_TYPE; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_API_KEYS_NOT_ENABLED" | "WRONG_API_KEY_TYPE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: API_KEY_REVOKED, API_KEY_EXPIRED; or one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "API_KEY_REVOKED" | "API_KEY_EXPIRED" | "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: API_KEY_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "API_KEY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listTeamInvitations: {
        parameters: {
            query?: {
                /** @description The invitations of this team. Give this or user_id, not both. */
                team_id?: string;
                /** @description The invitations to this user's verified e-mail addresses (`me`: the signed-in user). Give this or team_id, not both. */
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInvitationList"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 18 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "TEAM_PERMISSION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_NOT_FOUND; or TEAM_MEMBERSHIP_NOT_FOUND (a request error operations share; see Errors in the introduction) */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_NOT_FOUND" | "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    revokeTeamInvitation: {
        parameters: {
            query: {
                team_id: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation was withdrawn. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 18 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "TEAM_PERMISSION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND; or TEAM_MEMBERSHIP_NOT_FOUND (a request error operations share; see Errors in the introduction) */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND" | "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    acceptTeamInvitationById: {
        parameters: {
            query: {
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user is a member of the team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInvitationAccepted"];
                };
            };
            /** @description Bad request: one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND, TEAM_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND" | "TEAM_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    acceptTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a"
                 *     }
                 */
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            /** @description The user is a member of the team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInvitationAccepted"];
                };
            };
            /** @description Bad request: VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND, TEAM_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND" | "TEAM_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    checkTeamInvitationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a"
                 *     }
                 */
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            /** @description The code is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeCheckResult"];
                };
            };
            /** @description Bad request: VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    teamInvitationDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a"
                 *     }
                 */
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            /** @description The team of the invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInvitationDetails"];
                };
            };
            /** @description Bad request: VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_MAX_ATTEMPTS_REACHED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_EXPIRED" | "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: VERIFICATION_CODE_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: VERIFICATION_CODE_ALREADY_USED */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "VERIFICATION_CODE_ALREADY_USED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    sendTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "callback_url": "http://localhost:3000/handler/team-invitation",
                 *       "email": "grace@example.com",
                 *       "team_id": "3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10"
                 *     }
                 */
                "application/json": components["schemas"]["SendTeamInvitationBody"];
            };
        };
        responses: {
            /** @description The invitation was made and its e-mail queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendTeamInvitationResult"];
                };
            };
            /** @description Bad request: REDIRECT_URL_NOT_WHITELISTED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REDIRECT_URL_NOT_WHITELISTED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 18 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "TEAM_PERMISSION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_NOT_FOUND; or TEAM_MEMBERSHIP_NOT_FOUND (a request error operations share; see Errors in the introduction) */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_NOT_FOUND" | "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listTeamMemberProfiles: {
        parameters: {
            query?: {
                /** @description Only this team. Required for client access. */
                team_id?: string;
                /** @description Only this user (`me`: the signed-in user). */
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profiles, in the view of the access type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberProfileList"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 18 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "TEAM_PERMISSION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_MEMBERSHIP_NOT_FOUND (a request error operations share; see Errors in the introduction) */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getTeamMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile, in the view of the access type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerTeamMemberProfile"] | components["schemas"]["ClientTeamMemberProfile"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 18 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "TEAM_PERMISSION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_MEMBERSHIP_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateTeamMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "display_name": "Ada (Platform)"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateTeamMemberProfileBody"];
            };
        };
        responses: {
            /** @description The changed profile, in the view of the access type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerTeamMemberProfile"] | components["schemas"]["ClientTeamMemberProfile"];
                };
            };
            /** @description Bad request: INVALID_PROFILE_IMAGE; or one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INVALID_PROFILE_IMAGE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_MEMBERSHIP_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    addTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The membership. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMembership"];
                };
            };
            /** @description Bad request: one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND, TEAM_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND" | "TEAM_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: TEAM_MEMBERSHIP_ALREADY_EXISTS */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_MEMBERSHIP_ALREADY_EXISTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    removeTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The membership ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 18 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "TEAM_PERMISSION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_MEMBERSHIP_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listTeamPermissionDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team permission definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionDefinitionList"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createTeamPermissionDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contained_permission_ids": [],
                 *       "description": "Read the documents.",
                 *       "id": "read:docs"
                 *     }
                 */
                "application/json": components["schemas"]["CreatePermissionDefinitionBody"];
            };
        };
        responses: {
            /** @description The new definition. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionDefinition"];
                };
            };
            /** @description Bad request: PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND, CONTAINED_PERMISSION_CYCLE; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PERMISSION_ID_ALREADY_EXISTS" | "CONTAINED_PERMISSION_NOT_FOUND" | "CONTAINED_PERMISSION_CYCLE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    deleteTeamPermissionDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$". */
                permission_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The definition was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: SYSTEM_PERMISSION_CANNOT_BE_CHANGED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "SYSTEM_PERMISSION_CANNOT_BE_CHANGED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PERMISSION_NOT_FOUND" | "WRONG_PERMISSION_SCOPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateTeamPermissionDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$". */
                permission_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Read and comment on the documents."
                 *     }
                 */
                "application/json": components["schemas"]["UpdatePermissionDefinitionBody"];
            };
        };
        responses: {
            /** @description The changed definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionDefinition"];
                };
            };
            /** @description Bad request: SYSTEM_PERMISSION_CANNOT_BE_CHANGED, PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND, CONTAINED_PERMISSION_CYCLE; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "SYSTEM_PERMISSION_CANNOT_BE_CHANGED" | "PERMISSION_ID_ALREADY_EXISTS" | "CONTAINED_PERMISSION_NOT_FOUND" | "CONTAINED_PERMISSION_CYCLE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "PERMISSION_NOT_FOUND" | "WRONG_PERMISSION_SCOPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listTeamPermissions: {
        parameters: {
            query?: {
                /** @description Only this permission (with recursive=true: also when held through another). */
                permission_id?: string;
                /** @description true: also the permissions the granted ones contain, transitively. Otherwise only the directly granted ones. */
                recursive?: boolean;
                /** @description Only this team. */
                team_id?: string;
                /** @description Only this user's permissions (`me`: the signed-in user). Client access must give its own user. */
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamPermissionList"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    grantTeamPermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$". */
                permission_id: string;
                team_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grant. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamPermission"];
                };
            };
            /** @description Bad request: one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_MEMBERSHIP_NOT_FOUND, PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_MEMBERSHIP_NOT_FOUND" | "PERMISSION_NOT_FOUND" | "WRONG_PERMISSION_SCOPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    revokeTeamPermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$". */
                permission_id: string;
                team_id: string;
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission was revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: TEAM_PERMISSION_NOT_FOUND; or one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_PERMISSION_NOT_FOUND" | "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_MEMBERSHIP_NOT_FOUND, PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_MEMBERSHIP_NOT_FOUND" | "PERMISSION_NOT_FOUND" | "WRONG_PERMISSION_SCOPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listTeams: {
        parameters: {
            query?: {
                /** @description Only the teams of this user (`me`: the signed-in user). Client access must give its own user. */
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teams, in the view of the access type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamList"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createTeam: {
        parameters: {
            query?: {
                /** @description Legacy form of `creator_user_id: "me"`: the signed-in user creates the team. */
                add_current_user?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "client_metadata": {
                 *         "color": "teal"
                 *       },
                 *       "creator_user_id": "me",
                 *       "display_name": "Engineering"
                 *     }
                 */
                "application/json": components["schemas"]["CreateTeamBody"];
            };
        };
        responses: {
            /** @description The new team, in the view of the access type. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerTeam"] | components["schemas"]["ClientTeam"];
                };
            };
            /** @description Bad request: INVALID_PROFILE_IMAGE; or one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INVALID_PROFILE_IMAGE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CLIENT_TEAM_CREATION_NOT_ENABLED; or CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CLIENT_TEAM_CREATION_NOT_ENABLED" | "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team, in the view of the access type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerTeam"] | components["schemas"]["ClientTeam"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_NOT_FOUND; or TEAM_MEMBERSHIP_NOT_FOUND (a request error operations share; see Errors in the introduction) */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_NOT_FOUND" | "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    deleteTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 18 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "TEAM_PERMISSION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_NOT_FOUND; or TEAM_MEMBERSHIP_NOT_FOUND (a request error operations share; see Errors in the introduction) */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_NOT_FOUND" | "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "client_metadata": {
                 *         "color": "navy"
                 *       },
                 *       "display_name": "Platform"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateTeamBody"];
            };
        };
        responses: {
            /** @description The changed team, in the view of the access type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerTeam"] | components["schemas"]["ClientTeam"];
                };
            };
            /** @description Bad request: INVALID_PROFILE_IMAGE; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INVALID_PROFILE_IMAGE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 18 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "TEAM_PERMISSION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_NOT_FOUND; or TEAM_MEMBERSHIP_NOT_FOUND (a request error operations share; see Errors in the introduction) */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_NOT_FOUND" | "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listUserApiKeys: {
        parameters: {
            query: {
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserApiKeyList"];
                };
            };
            /** @description Bad request: USER_API_KEYS_NOT_ENABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_API_KEYS_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createUserApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "CI deploys",
                 *       "expires_at_millis": null,
                 *       "user_id": "me"
                 *     }
                 */
                "application/json": components["schemas"]["CreateUserApiKeyBody"];
            };
        };
        responses: {
            /** @description The key with its full secret (shown once). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedUserApiKey"];
                };
            };
            /** @description Bad request: USER_API_KEYS_NOT_ENABLED; or one of 9 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_API_KEYS_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Forbidden: CANNOT_ACCESS_OTHER_USER (a request error operations share; see Errors in the introduction) */
            403: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_ACCESS_OTHER_USER";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getUserApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserApiKey"];
                };
            };
            /** @description Bad request: USER_API_KEYS_NOT_ENABLED; or one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_API_KEYS_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: API_KEY_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "API_KEY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateUserApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "revoked": true
                 *     }
                 */
                "application/json": components["schemas"]["UpdateOwnerApiKeyBody"];
            };
        };
        responses: {
            /** @description The key after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserApiKey"];
                };
            };
            /** @description Bad request: USER_API_KEYS_NOT_ENABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_API_KEYS_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN" | "USER_AUTHENTICATION_REQUIRED";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: API_KEY_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "API_KEY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    checkUserApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "api_key": "sk_0123456789abcdefghjkmnpqrstvwxyz0123456789abc3f0b6d6e3c0e4a539b5b2b4b2f1f6a10user1574ck4u7h1a2b3c4d"
                 *     }
                 */
                "application/json": components["schemas"]["CheckApiKeyBody"];
            };
        };
        responses: {
            /** @description The key the secret belongs to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserApiKey"];
                };
            };
            /** @description Bad request: USER_API_KEYS_NOT_ENABLED, WRONG_API_KEY_TYPE; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_API_KEYS_NOT_ENABLED" | "WRONG_API_KEY_TYPE" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: API_KEY_REVOKED, API_KEY_EXPIRED; or one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "API_KEY_REVOKED" | "API_KEY_EXPIRED" | "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: API_KEY_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "API_KEY_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description The id of the first user of the page to read (from pagination.next_cursor). */
                cursor?: string;
                /** @description Newest first when true. */
                desc?: boolean;
                /** @description Only users who can (true) or cannot (false) sign in with a password. */
                has_password?: boolean;
                /** @description Anonymous users are left out unless this is true. */
                include_anonymous?: boolean;
                /** @description Page size, 1 to 1000. Without it every matching user is returned. */
                limit?: number;
                /** @description Only anonymous users when true. Needs include_anonymous=true. */
                only_anonymous?: boolean;
                order_by?: "signed_up_at";
                /** @description Only users who can (true) or cannot (false) sign in with an e-mail code or magic link. */
                otp_auth_enabled?: boolean;
                /** @description Only users who can (true) or cannot (false) sign in with a passkey. */
                passkey_auth_enabled?: boolean;
                /** @description true: only users whose primary e-mail is verified. false: only users whose primary e-mail is not verified. Users without a primary e-mail match neither. */
                primary_email_verified?: boolean;
                /** @description A user id (exact match), or text matched case-insensitively against display names and contact-channel values. */
                query?: string;
                /** @description Only members of this team. */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerUserList"];
                };
            };
            /** @description Bad request: one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "display_name": "Ada Lovelace",
                 *       "password": "correct horse battery staple",
                 *       "primary_email": "ada@example.com",
                 *       "primary_email_verified": true
                 *     }
                 */
                "application/json": components["schemas"]["CreateUserBody"];
            };
        };
        responses: {
            /** @description The created user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerUser"];
                };
            };
            /** @description Bad request: INVALID_PROFILE_IMAGE, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, INVALID_PASSWORD_HASH; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INVALID_PROFILE_IMAGE" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "INVALID_PASSWORD_HASH" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: USER_EMAIL_ALREADY_EXISTS */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_EMAIL_ALREADY_EXISTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerUser"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER; or one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user ID, or `me` for the signed-in user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "primary_email_verified": true,
                 *       "server_metadata": {
                 *         "plan": "pro"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateUserBody"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerUser"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER, INVALID_PROFILE_IMAGE, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, INVALID_PASSWORD_HASH; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "INVALID_PROFILE_IMAGE" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "INVALID_PASSWORD_HASH" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 17 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: USER_NOT_FOUND, TEAM_MEMBERSHIP_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_NOT_FOUND" | "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: USER_EMAIL_ALREADY_EXISTS */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_EMAIL_ALREADY_EXISTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    getOwnUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, in the view of the access type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerUser"] | components["schemas"]["ClientUser"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER; or one of 7 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    deleteOwnUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER, CLIENT_USER_DELETION_NOT_ENABLED; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CLIENT_USER_DELETION_NOT_ENABLED" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
    updateOwnUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "client_metadata": {
                 *         "theme": "dark"
                 *       },
                 *       "display_name": "Ada Lovelace"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateUserBody"];
            };
        };
        responses: {
            /** @description The updated user, in the view of the access type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerUser"] | components["schemas"]["ClientUser"];
                };
            };
            /** @description Bad request: CANNOT_GET_OWN_USER_WITHOUT_USER, INVALID_PROFILE_IMAGE, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, INVALID_PASSWORD_HASH; or one of 8 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "CANNOT_GET_OWN_USER_WITHOUT_USER" | "INVALID_PROFILE_IMAGE" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "INVALID_PASSWORD_HASH" | "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not authenticated for this call: one of 16 request errors operations share (see Errors in the introduction; listed in `x-stack-error-codes`) */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Not found: TEAM_MEMBERSHIP_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_MEMBERSHIP_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Conflict: USER_EMAIL_ALREADY_EXISTS */
            409: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "USER_EMAIL_ALREADY_EXISTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE (a request error operations share; see Errors in the introduction) */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Too many requests: TOO_MANY_REQUESTS (a request error operations share; see Errors in the introduction) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (equal to `details.retry_after_seconds`). */
                    "retry-after": string;
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TOO_MANY_REQUESTS";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR (a request error operations share; see Errors in the introduction) */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
            /** @description Service unavailable: DATABASE_UNAVAILABLE (a request error operations share; see Errors in the introduction) */
            503: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "DATABASE_UNAVAILABLE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError"];
                };
            };
        };
    };
}
