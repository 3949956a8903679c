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
         * @description A plain-text greeting that points to the API reference. Touches no database, so it doubles as the liveness probe of the HTTP layer. Changes nothing.
         *
         *     No project authentication headers: the call identifies the project in its own parameters.
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
         *     Access: admin.
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
         *     No project authentication headers: the call identifies the project in its own parameters.
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
         *     Access: client, server, admin.
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
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true. Anonymous users are left out unless include_anonymous=true. With limit, pages are read by passing pagination.next_cursor back as cursor; without limit every matching user is returned. Changes nothing.
         *
         *     Access: server, admin.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Creates a user, even when the project does not allow sign-ups. Give either password (hashed with argon2id) or password_hash (an imported bcrypt or argon2id hash), not both. A primary e-mail that another user already uses for sign-in is refused. When the project creates a team per new user, the user gets one.
         *
         *     Access: server, admin.
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
         *     Access: server, admin.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description Deletes a user with its sessions, contact channels and team memberships; its access tokens stop working at once. Teams it belonged to remain.
         *
         *     Access: server, admin.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description Changes the given fields of a user. Setting password or password_hash revokes all of the user's sessions. selected_team_id must name a team the user is a member of. is_anonymous can only be set to false (an anonymous user becomes a regular one). A changed primary e-mail is unverified unless primary_email_verified says otherwise.
         *
         *     Access: server, admin.
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
         *     Access: client, server, admin.
         */
        get: operations["getOwnUser"];
        put?: never;
        post?: never;
        /**
         * Delete the signed-in user
         * @description Deletes the user of x-stack-access-token with its sessions, contact channels and team memberships; its access tokens stop working at once. Client access needs the project setting client_user_deletion_enabled.
         *
         *     Access: client, server, admin.
         */
        delete: operations["deleteOwnUser"];
        options?: never;
        head?: never;
        /**
         * Update the signed-in user
         * @description Changes the given fields of the user of x-stack-access-token. Client access may set only display_name, profile_image_url (a base64 data URL under 100 KB), client_metadata, selected_team_id, otp_auth_enabled, passkey_auth_enabled, primary_email and totp_secret_base64; any other field is a SCHEMA_ERROR (unknown properties). Server and admin access accept every field of UpdateUserBody. Setting password or password_hash signs the user out everywhere (all sessions are revoked). A changed primary e-mail is unverified unless primary_email_verified says otherwise.
         *
         *     Access: client, server, admin.
         */
        patch: operations["updateOwnUser"];
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
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
            display_name: string;
            id: string;
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
            client_metadata: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
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
                account_id: string;
                email: string | null;
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
                client_metadata: {
                    [key: string]: unknown;
                } | unknown[] | string | number | boolean | null;
                /**
                 * @description Any JSON value.
                 * @example {
                 *       "plan": "pro"
                 *     }
                 */
                client_read_only_metadata: {
                    [key: string]: unknown;
                } | unknown[] | string | number | boolean | null;
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
        CreateUserBody: {
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_metadata?: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata?: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
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
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            server_metadata?: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
            /** @description Base64 of the raw TOTP secret; null disables TOTP multi-factor authentication. */
            totp_secret_base64?: string | null;
        };
        Jwk: {
            /** @enum {string} */
            alg: "ES256";
            /** @enum {string} */
            crv: "P-256";
            kid: string;
            /** @enum {string} */
            kty: "EC";
            /** @enum {string} */
            use: "sig";
            x: string;
            y: string;
        };
        JwkSet: {
            keys: components["schemas"]["Jwk"][];
        };
        /** @description Known error ACCESS_TOKEN_EXPIRED (HTTP 401). */
        KnownError_ACCESS_TOKEN_EXPIRED: {
            /** @enum {string} */
            code: "ACCESS_TOKEN_EXPIRED";
            details: {
                expired_at_millis: number | null;
                project_id: string | null;
                refresh_token_id: string | null;
                user_id: string | null;
            };
            error: string;
        };
        /** @description Known error ACCESS_TOKEN_REVOKED (HTTP 401). */
        KnownError_ACCESS_TOKEN_REVOKED: {
            /** @enum {string} */
            code: "ACCESS_TOKEN_REVOKED";
            error: string;
        };
        /** @description Known error ACCESS_TYPE_REQUIRED (HTTP 400). */
        KnownError_ACCESS_TYPE_REQUIRED: {
            /** @enum {string} */
            code: "ACCESS_TYPE_REQUIRED";
            error: string;
        };
        /** @description Known error ACCESS_TYPE_WITHOUT_PROJECT_ID (HTTP 400). */
        KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID: {
            /** @enum {string} */
            code: "ACCESS_TYPE_WITHOUT_PROJECT_ID";
            details: {
                request_type: string;
            };
            error: string;
        };
        /** @description Known error ADMIN_ACCESS_TOKEN_EXPIRED (HTTP 401). */
        KnownError_ADMIN_ACCESS_TOKEN_EXPIRED: {
            /** @enum {string} */
            code: "ADMIN_ACCESS_TOKEN_EXPIRED";
            details: {
                expired_at_millis: number | null;
            };
            error: string;
        };
        /** @description Known error ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN (HTTP 401). */
        KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: {
            /** @enum {string} */
            code: "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN";
            error: string;
        };
        /** @description Known error ADMIN_ACCESS_TOKEN_REVOKED (HTTP 401). */
        KnownError_ADMIN_ACCESS_TOKEN_REVOKED: {
            /** @enum {string} */
            code: "ADMIN_ACCESS_TOKEN_REVOKED";
            error: string;
        };
        /** @description Known error ADMIN_AUTHENTICATION_REQUIRED (HTTP 401). */
        KnownError_ADMIN_AUTHENTICATION_REQUIRED: {
            /** @enum {string} */
            code: "ADMIN_AUTHENTICATION_REQUIRED";
            error: string;
        };
        /** @description Known error ANONYMOUS_AUTHENTICATION_NOT_ALLOWED (HTTP 401). */
        KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: {
            /** @enum {string} */
            code: "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED";
            error: string;
        };
        /** @description Known error BODY_PARSING_ERROR (HTTP 400). */
        KnownError_BODY_PARSING_ERROR: {
            /** @enum {string} */
            code: "BODY_PARSING_ERROR";
            error: string;
        };
        /** @description Known error BRANCH_DOES_NOT_EXIST (HTTP 400). */
        KnownError_BRANCH_DOES_NOT_EXIST: {
            /** @enum {string} */
            code: "BRANCH_DOES_NOT_EXIST";
            details: {
                branch_id: string;
            };
            error: string;
        };
        /** @description Known error CANNOT_GET_OWN_USER_WITHOUT_USER (HTTP 400). */
        KnownError_CANNOT_GET_OWN_USER_WITHOUT_USER: {
            /** @enum {string} */
            code: "CANNOT_GET_OWN_USER_WITHOUT_USER";
            error: string;
        };
        /** @description Known error CLIENT_USER_DELETION_NOT_ENABLED (HTTP 400). */
        KnownError_CLIENT_USER_DELETION_NOT_ENABLED: {
            /** @enum {string} */
            code: "CLIENT_USER_DELETION_NOT_ENABLED";
            error: string;
        };
        /** @description Known error CURRENT_PROJECT_NOT_FOUND (HTTP 400). */
        KnownError_CURRENT_PROJECT_NOT_FOUND: {
            /** @enum {string} */
            code: "CURRENT_PROJECT_NOT_FOUND";
            details: {
                project_id: string;
            };
            error: string;
        };
        /** @description Known error INSUFFICIENT_ACCESS_TYPE (HTTP 401). */
        KnownError_INSUFFICIENT_ACCESS_TYPE: {
            /** @enum {string} */
            code: "INSUFFICIENT_ACCESS_TYPE";
            details: {
                actual_access_type: string;
                allowed_access_types: string[];
            };
            error: string;
        };
        /** @description Known error INTERNAL_SERVER_ERROR (HTTP 500). */
        KnownError_INTERNAL_SERVER_ERROR: {
            /** @enum {string} */
            code: "INTERNAL_SERVER_ERROR";
            details: {
                request_id: string;
            };
            error: string;
        };
        /** @description Known error INVALID_ACCESS_TYPE (HTTP 400). */
        KnownError_INVALID_ACCESS_TYPE: {
            /** @enum {string} */
            code: "INVALID_ACCESS_TYPE";
            error: string;
        };
        /** @description Known error INVALID_PASSWORD_HASH (HTTP 400). */
        KnownError_INVALID_PASSWORD_HASH: {
            /** @enum {string} */
            code: "INVALID_PASSWORD_HASH";
            error: string;
        };
        /** @description Known error INVALID_PROFILE_IMAGE (HTTP 400). */
        KnownError_INVALID_PROFILE_IMAGE: {
            /** @enum {string} */
            code: "INVALID_PROFILE_IMAGE";
            details: {
                reason: string;
            };
            error: string;
        };
        /** @description Known error INVALID_PROJECT_FOR_ACCESS_TOKEN (HTTP 401). */
        KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN: {
            /** @enum {string} */
            code: "INVALID_PROJECT_FOR_ACCESS_TOKEN";
            details: {
                actual_project_id: string;
                expected_project_id: string;
            };
            error: string;
        };
        /** @description Known error INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN (HTTP 401). */
        KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: {
            /** @enum {string} */
            code: "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN";
            error: string;
        };
        /** @description Known error INVALID_PUBLISHABLE_CLIENT_KEY (HTTP 401). */
        KnownError_INVALID_PUBLISHABLE_CLIENT_KEY: {
            /** @enum {string} */
            code: "INVALID_PUBLISHABLE_CLIENT_KEY";
            details: {
                project_id: string;
            };
            error: string;
        };
        /** @description Known error INVALID_SECRET_SERVER_KEY (HTTP 401). */
        KnownError_INVALID_SECRET_SERVER_KEY: {
            /** @enum {string} */
            code: "INVALID_SECRET_SERVER_KEY";
            details: {
                project_id: string;
            };
            error: string;
        };
        /** @description Known error INVALID_SUPER_SECRET_ADMIN_KEY (HTTP 401). */
        KnownError_INVALID_SUPER_SECRET_ADMIN_KEY: {
            /** @enum {string} */
            code: "INVALID_SUPER_SECRET_ADMIN_KEY";
            details: {
                project_id: string;
            };
            error: string;
        };
        /** @description Known error PASSWORD_TOO_LONG (HTTP 400). */
        KnownError_PASSWORD_TOO_LONG: {
            /** @enum {string} */
            code: "PASSWORD_TOO_LONG";
            details: {
                maxLength: number;
            };
            error: string;
        };
        /** @description Known error PASSWORD_TOO_SHORT (HTTP 400). */
        KnownError_PASSWORD_TOO_SHORT: {
            /** @enum {string} */
            code: "PASSWORD_TOO_SHORT";
            details: {
                min_length: number;
            };
            error: string;
        };
        /** @description Known error PROJECT_KEY_WITHOUT_ACCESS_TYPE (HTTP 400). */
        KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE: {
            /** @enum {string} */
            code: "PROJECT_KEY_WITHOUT_ACCESS_TYPE";
            error: string;
        };
        /** @description Known error PROJECT_NOT_FOUND (HTTP 404). */
        KnownError_PROJECT_NOT_FOUND: {
            /** @enum {string} */
            code: "PROJECT_NOT_FOUND";
            details: {
                project_id: string;
            };
            error: string;
        };
        /** @description Known error PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT (HTTP 401). */
        KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: {
            /** @enum {string} */
            code: "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT";
            details: {
                project_id: string | null;
            };
            error: string;
        };
        /** @description Known error REQUEST_BODY_TOO_LARGE (HTTP 413). */
        KnownError_REQUEST_BODY_TOO_LARGE: {
            /** @enum {string} */
            code: "REQUEST_BODY_TOO_LARGE";
            details: {
                max_bytes: number;
            };
            error: string;
        };
        /** @description Known error SCHEMA_ERROR (HTTP 400). */
        KnownError_SCHEMA_ERROR: {
            /** @enum {string} */
            code: "SCHEMA_ERROR";
            details: {
                message: string;
            };
            error: string;
        };
        /** @description Known error SERVER_AUTHENTICATION_REQUIRED (HTTP 401). */
        KnownError_SERVER_AUTHENTICATION_REQUIRED: {
            /** @enum {string} */
            code: "SERVER_AUTHENTICATION_REQUIRED";
            error: string;
        };
        /** @description Known error TEAM_MEMBERSHIP_NOT_FOUND (HTTP 404). */
        KnownError_TEAM_MEMBERSHIP_NOT_FOUND: {
            /** @enum {string} */
            code: "TEAM_MEMBERSHIP_NOT_FOUND";
            details: {
                team_id: string;
                user_id: string;
            };
            error: string;
        };
        /** @description Known error UNPARSABLE_ACCESS_TOKEN (HTTP 401). */
        KnownError_UNPARSABLE_ACCESS_TOKEN: {
            /** @enum {string} */
            code: "UNPARSABLE_ACCESS_TOKEN";
            error: string;
        };
        /** @description Known error UNPARSABLE_ADMIN_ACCESS_TOKEN (HTTP 401). */
        KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN: {
            /** @enum {string} */
            code: "UNPARSABLE_ADMIN_ACCESS_TOKEN";
            error: string;
        };
        /** @description Known error USER_EMAIL_ALREADY_EXISTS (HTTP 409). */
        KnownError_USER_EMAIL_ALREADY_EXISTS: {
            /** @enum {string} */
            code: "USER_EMAIL_ALREADY_EXISTS";
            details: {
                email: string;
                would_work_if_email_was_verified: boolean;
            };
            error: string;
        };
        /** @description Known error USER_NOT_FOUND (HTTP 404). */
        KnownError_USER_NOT_FOUND: {
            /** @enum {string} */
            code: "USER_NOT_FOUND";
            error: string;
        };
        OutboxEmail: {
            attempts: number;
            created_at_millis: number;
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
            subject: string;
            text: string;
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
            client_metadata: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
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
                account_id: string;
                email: string | null;
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
                client_metadata: {
                    [key: string]: unknown;
                } | unknown[] | string | number | boolean | null;
                /**
                 * @description Any JSON value.
                 * @example {
                 *       "plan": "pro"
                 *     }
                 */
                client_read_only_metadata: {
                    [key: string]: unknown;
                } | unknown[] | string | number | boolean | null;
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
                server_metadata: {
                    [key: string]: unknown;
                } | unknown[] | string | number | boolean | null;
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
            server_metadata: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
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
        Success: {
            /** @enum {boolean} */
            success: true;
        };
        TrustedDomain: {
            /** @example https://app.example.com */
            domain: string;
            /** @default /handler */
            handler_path: string;
        };
        UpdateUserBody: {
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_metadata?: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
            /**
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            client_read_only_metadata?: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
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
             * @description Any JSON value.
             * @example {
             *       "plan": "pro"
             *     }
             */
            server_metadata?: {
                [key: string]: unknown;
            } | unknown[] | string | number | boolean | null;
            /** @description Base64 of the raw TOTP secret; null disables TOTP multi-factor authentication. */
            totp_secret_base64?: string | null;
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
            /** @description Bad request: SCHEMA_ERROR */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_SCHEMA_ERROR"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
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
            /** @description Bad request: ACCESS_TYPE_REQUIRED, ACCESS_TYPE_WITHOUT_PROJECT_ID, BRANCH_DOES_NOT_EXIST, CURRENT_PROJECT_NOT_FOUND, INVALID_ACCESS_TYPE, PROJECT_KEY_WITHOUT_ACCESS_TYPE, SCHEMA_ERROR */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TYPE_REQUIRED"] | components["schemas"]["KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID"] | components["schemas"]["KnownError_BRANCH_DOES_NOT_EXIST"] | components["schemas"]["KnownError_CURRENT_PROJECT_NOT_FOUND"] | components["schemas"]["KnownError_INVALID_ACCESS_TYPE"] | components["schemas"]["KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE"] | components["schemas"]["KnownError_SCHEMA_ERROR"];
                };
            };
            /** @description Not authenticated for this call: ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED, ADMIN_ACCESS_TOKEN_EXPIRED, ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN, ADMIN_ACCESS_TOKEN_REVOKED, ADMIN_AUTHENTICATION_REQUIRED, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED, INSUFFICIENT_ACCESS_TYPE, INVALID_PROJECT_FOR_ACCESS_TOKEN, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN, INVALID_PUBLISHABLE_CLIENT_KEY, INVALID_SECRET_SERVER_KEY, INVALID_SUPER_SECRET_ADMIN_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, SERVER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, UNPARSABLE_ADMIN_ACCESS_TOKEN */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"] | components["schemas"]["KnownError_INSUFFICIENT_ACCESS_TYPE"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PUBLISHABLE_CLIENT_KEY"] | components["schemas"]["KnownError_INVALID_SECRET_SERVER_KEY"] | components["schemas"]["KnownError_INVALID_SUPER_SECRET_ADMIN_KEY"] | components["schemas"]["KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"] | components["schemas"]["KnownError_SERVER_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_UNPARSABLE_ACCESS_TOKEN"] | components["schemas"]["KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
                };
            };
        };
    };
    getProjectJwks: {
        parameters: {
            query?: {
                include_anonymous?: "true" | "false";
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
            /** @description Bad request: SCHEMA_ERROR */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_SCHEMA_ERROR"];
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
                    "application/json": components["schemas"]["KnownError_PROJECT_NOT_FOUND"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
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
            /** @description Bad request: ACCESS_TYPE_REQUIRED, ACCESS_TYPE_WITHOUT_PROJECT_ID, BRANCH_DOES_NOT_EXIST, CURRENT_PROJECT_NOT_FOUND, INVALID_ACCESS_TYPE, PROJECT_KEY_WITHOUT_ACCESS_TYPE */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TYPE_REQUIRED"] | components["schemas"]["KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID"] | components["schemas"]["KnownError_BRANCH_DOES_NOT_EXIST"] | components["schemas"]["KnownError_CURRENT_PROJECT_NOT_FOUND"] | components["schemas"]["KnownError_INVALID_ACCESS_TYPE"] | components["schemas"]["KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE"];
                };
            };
            /** @description Not authenticated for this call: ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED, ADMIN_ACCESS_TOKEN_EXPIRED, ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN, ADMIN_ACCESS_TOKEN_REVOKED, ADMIN_AUTHENTICATION_REQUIRED, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED, INVALID_PROJECT_FOR_ACCESS_TOKEN, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN, INVALID_PUBLISHABLE_CLIENT_KEY, INVALID_SECRET_SERVER_KEY, INVALID_SUPER_SECRET_ADMIN_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, SERVER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, UNPARSABLE_ADMIN_ACCESS_TOKEN */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PUBLISHABLE_CLIENT_KEY"] | components["schemas"]["KnownError_INVALID_SECRET_SERVER_KEY"] | components["schemas"]["KnownError_INVALID_SUPER_SECRET_ADMIN_KEY"] | components["schemas"]["KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"] | components["schemas"]["KnownError_SERVER_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_UNPARSABLE_ACCESS_TOKEN"] | components["schemas"]["KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
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
                desc?: "true" | "false";
                /** @description Anonymous users are left out unless this is true. */
                include_anonymous?: "true" | "false";
                /** @description Page size, 1 to 1000. Without it every matching user is returned. */
                limit?: number;
                order_by?: "signed_up_at";
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
            /** @description Bad request: ACCESS_TYPE_REQUIRED, ACCESS_TYPE_WITHOUT_PROJECT_ID, BRANCH_DOES_NOT_EXIST, CURRENT_PROJECT_NOT_FOUND, INVALID_ACCESS_TYPE, PROJECT_KEY_WITHOUT_ACCESS_TYPE, SCHEMA_ERROR */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TYPE_REQUIRED"] | components["schemas"]["KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID"] | components["schemas"]["KnownError_BRANCH_DOES_NOT_EXIST"] | components["schemas"]["KnownError_CURRENT_PROJECT_NOT_FOUND"] | components["schemas"]["KnownError_INVALID_ACCESS_TYPE"] | components["schemas"]["KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE"] | components["schemas"]["KnownError_SCHEMA_ERROR"];
                };
            };
            /** @description Not authenticated for this call: ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED, ADMIN_ACCESS_TOKEN_EXPIRED, ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN, ADMIN_ACCESS_TOKEN_REVOKED, ADMIN_AUTHENTICATION_REQUIRED, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED, INSUFFICIENT_ACCESS_TYPE, INVALID_PROJECT_FOR_ACCESS_TOKEN, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN, INVALID_PUBLISHABLE_CLIENT_KEY, INVALID_SECRET_SERVER_KEY, INVALID_SUPER_SECRET_ADMIN_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, SERVER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, UNPARSABLE_ADMIN_ACCESS_TOKEN */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"] | components["schemas"]["KnownError_INSUFFICIENT_ACCESS_TYPE"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PUBLISHABLE_CLIENT_KEY"] | components["schemas"]["KnownError_INVALID_SECRET_SERVER_KEY"] | components["schemas"]["KnownError_INVALID_SUPER_SECRET_ADMIN_KEY"] | components["schemas"]["KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"] | components["schemas"]["KnownError_SERVER_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_UNPARSABLE_ACCESS_TOKEN"] | components["schemas"]["KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
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
            /** @description Bad request: ACCESS_TYPE_REQUIRED, ACCESS_TYPE_WITHOUT_PROJECT_ID, BODY_PARSING_ERROR, BRANCH_DOES_NOT_EXIST, CURRENT_PROJECT_NOT_FOUND, INVALID_ACCESS_TYPE, INVALID_PASSWORD_HASH, INVALID_PROFILE_IMAGE, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, PROJECT_KEY_WITHOUT_ACCESS_TYPE, SCHEMA_ERROR */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "INVALID_PASSWORD_HASH" | "INVALID_PROFILE_IMAGE" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_SHORT" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TYPE_REQUIRED"] | components["schemas"]["KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID"] | components["schemas"]["KnownError_BODY_PARSING_ERROR"] | components["schemas"]["KnownError_BRANCH_DOES_NOT_EXIST"] | components["schemas"]["KnownError_CURRENT_PROJECT_NOT_FOUND"] | components["schemas"]["KnownError_INVALID_ACCESS_TYPE"] | components["schemas"]["KnownError_INVALID_PASSWORD_HASH"] | components["schemas"]["KnownError_INVALID_PROFILE_IMAGE"] | components["schemas"]["KnownError_PASSWORD_TOO_LONG"] | components["schemas"]["KnownError_PASSWORD_TOO_SHORT"] | components["schemas"]["KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE"] | components["schemas"]["KnownError_SCHEMA_ERROR"];
                };
            };
            /** @description Not authenticated for this call: ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED, ADMIN_ACCESS_TOKEN_EXPIRED, ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN, ADMIN_ACCESS_TOKEN_REVOKED, ADMIN_AUTHENTICATION_REQUIRED, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED, INSUFFICIENT_ACCESS_TYPE, INVALID_PROJECT_FOR_ACCESS_TOKEN, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN, INVALID_PUBLISHABLE_CLIENT_KEY, INVALID_SECRET_SERVER_KEY, INVALID_SUPER_SECRET_ADMIN_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, SERVER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, UNPARSABLE_ADMIN_ACCESS_TOKEN */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"] | components["schemas"]["KnownError_INSUFFICIENT_ACCESS_TYPE"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PUBLISHABLE_CLIENT_KEY"] | components["schemas"]["KnownError_INVALID_SECRET_SERVER_KEY"] | components["schemas"]["KnownError_INVALID_SUPER_SECRET_ADMIN_KEY"] | components["schemas"]["KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"] | components["schemas"]["KnownError_SERVER_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_UNPARSABLE_ACCESS_TOKEN"] | components["schemas"]["KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN"];
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
                    "application/json": components["schemas"]["KnownError_USER_EMAIL_ALREADY_EXISTS"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_REQUEST_BODY_TOO_LARGE"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
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
            /** @description Bad request: ACCESS_TYPE_REQUIRED, ACCESS_TYPE_WITHOUT_PROJECT_ID, BRANCH_DOES_NOT_EXIST, CANNOT_GET_OWN_USER_WITHOUT_USER, CURRENT_PROJECT_NOT_FOUND, INVALID_ACCESS_TYPE, PROJECT_KEY_WITHOUT_ACCESS_TYPE, SCHEMA_ERROR */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TYPE_REQUIRED"] | components["schemas"]["KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID"] | components["schemas"]["KnownError_BRANCH_DOES_NOT_EXIST"] | components["schemas"]["KnownError_CANNOT_GET_OWN_USER_WITHOUT_USER"] | components["schemas"]["KnownError_CURRENT_PROJECT_NOT_FOUND"] | components["schemas"]["KnownError_INVALID_ACCESS_TYPE"] | components["schemas"]["KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE"] | components["schemas"]["KnownError_SCHEMA_ERROR"];
                };
            };
            /** @description Not authenticated for this call: ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED, ADMIN_ACCESS_TOKEN_EXPIRED, ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN, ADMIN_ACCESS_TOKEN_REVOKED, ADMIN_AUTHENTICATION_REQUIRED, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED, INSUFFICIENT_ACCESS_TYPE, INVALID_PROJECT_FOR_ACCESS_TOKEN, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN, INVALID_PUBLISHABLE_CLIENT_KEY, INVALID_SECRET_SERVER_KEY, INVALID_SUPER_SECRET_ADMIN_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, SERVER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, UNPARSABLE_ADMIN_ACCESS_TOKEN */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"] | components["schemas"]["KnownError_INSUFFICIENT_ACCESS_TYPE"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PUBLISHABLE_CLIENT_KEY"] | components["schemas"]["KnownError_INVALID_SECRET_SERVER_KEY"] | components["schemas"]["KnownError_INVALID_SUPER_SECRET_ADMIN_KEY"] | components["schemas"]["KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"] | components["schemas"]["KnownError_SERVER_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_UNPARSABLE_ACCESS_TOKEN"] | components["schemas"]["KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN"];
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
                    "application/json": components["schemas"]["KnownError_USER_NOT_FOUND"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
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
            /** @description Bad request: ACCESS_TYPE_REQUIRED, ACCESS_TYPE_WITHOUT_PROJECT_ID, BODY_PARSING_ERROR, BRANCH_DOES_NOT_EXIST, CANNOT_GET_OWN_USER_WITHOUT_USER, CURRENT_PROJECT_NOT_FOUND, INVALID_ACCESS_TYPE, PROJECT_KEY_WITHOUT_ACCESS_TYPE, SCHEMA_ERROR */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TYPE_REQUIRED"] | components["schemas"]["KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID"] | components["schemas"]["KnownError_BODY_PARSING_ERROR"] | components["schemas"]["KnownError_BRANCH_DOES_NOT_EXIST"] | components["schemas"]["KnownError_CANNOT_GET_OWN_USER_WITHOUT_USER"] | components["schemas"]["KnownError_CURRENT_PROJECT_NOT_FOUND"] | components["schemas"]["KnownError_INVALID_ACCESS_TYPE"] | components["schemas"]["KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE"] | components["schemas"]["KnownError_SCHEMA_ERROR"];
                };
            };
            /** @description Not authenticated for this call: ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED, ADMIN_ACCESS_TOKEN_EXPIRED, ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN, ADMIN_ACCESS_TOKEN_REVOKED, ADMIN_AUTHENTICATION_REQUIRED, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED, INSUFFICIENT_ACCESS_TYPE, INVALID_PROJECT_FOR_ACCESS_TOKEN, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN, INVALID_PUBLISHABLE_CLIENT_KEY, INVALID_SECRET_SERVER_KEY, INVALID_SUPER_SECRET_ADMIN_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, SERVER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, UNPARSABLE_ADMIN_ACCESS_TOKEN */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"] | components["schemas"]["KnownError_INSUFFICIENT_ACCESS_TYPE"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PUBLISHABLE_CLIENT_KEY"] | components["schemas"]["KnownError_INVALID_SECRET_SERVER_KEY"] | components["schemas"]["KnownError_INVALID_SUPER_SECRET_ADMIN_KEY"] | components["schemas"]["KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"] | components["schemas"]["KnownError_SERVER_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_UNPARSABLE_ACCESS_TOKEN"] | components["schemas"]["KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN"];
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
                    "application/json": components["schemas"]["KnownError_USER_NOT_FOUND"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_REQUEST_BODY_TOO_LARGE"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
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
            /** @description Bad request: ACCESS_TYPE_REQUIRED, ACCESS_TYPE_WITHOUT_PROJECT_ID, BODY_PARSING_ERROR, BRANCH_DOES_NOT_EXIST, CANNOT_GET_OWN_USER_WITHOUT_USER, CURRENT_PROJECT_NOT_FOUND, INVALID_ACCESS_TYPE, INVALID_PASSWORD_HASH, INVALID_PROFILE_IMAGE, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, PROJECT_KEY_WITHOUT_ACCESS_TYPE, SCHEMA_ERROR */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "INVALID_PASSWORD_HASH" | "INVALID_PROFILE_IMAGE" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_SHORT" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TYPE_REQUIRED"] | components["schemas"]["KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID"] | components["schemas"]["KnownError_BODY_PARSING_ERROR"] | components["schemas"]["KnownError_BRANCH_DOES_NOT_EXIST"] | components["schemas"]["KnownError_CANNOT_GET_OWN_USER_WITHOUT_USER"] | components["schemas"]["KnownError_CURRENT_PROJECT_NOT_FOUND"] | components["schemas"]["KnownError_INVALID_ACCESS_TYPE"] | components["schemas"]["KnownError_INVALID_PASSWORD_HASH"] | components["schemas"]["KnownError_INVALID_PROFILE_IMAGE"] | components["schemas"]["KnownError_PASSWORD_TOO_LONG"] | components["schemas"]["KnownError_PASSWORD_TOO_SHORT"] | components["schemas"]["KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE"] | components["schemas"]["KnownError_SCHEMA_ERROR"];
                };
            };
            /** @description Not authenticated for this call: ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED, ADMIN_ACCESS_TOKEN_EXPIRED, ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN, ADMIN_ACCESS_TOKEN_REVOKED, ADMIN_AUTHENTICATION_REQUIRED, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED, INSUFFICIENT_ACCESS_TYPE, INVALID_PROJECT_FOR_ACCESS_TOKEN, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN, INVALID_PUBLISHABLE_CLIENT_KEY, INVALID_SECRET_SERVER_KEY, INVALID_SUPER_SECRET_ADMIN_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, SERVER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, UNPARSABLE_ADMIN_ACCESS_TOKEN */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INSUFFICIENT_ACCESS_TYPE" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"] | components["schemas"]["KnownError_INSUFFICIENT_ACCESS_TYPE"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PUBLISHABLE_CLIENT_KEY"] | components["schemas"]["KnownError_INVALID_SECRET_SERVER_KEY"] | components["schemas"]["KnownError_INVALID_SUPER_SECRET_ADMIN_KEY"] | components["schemas"]["KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"] | components["schemas"]["KnownError_SERVER_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_UNPARSABLE_ACCESS_TOKEN"] | components["schemas"]["KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN"];
                };
            };
            /** @description Not found: TEAM_MEMBERSHIP_NOT_FOUND, USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "TEAM_MEMBERSHIP_NOT_FOUND" | "USER_NOT_FOUND";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_TEAM_MEMBERSHIP_NOT_FOUND"] | components["schemas"]["KnownError_USER_NOT_FOUND"];
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
                    "application/json": components["schemas"]["KnownError_USER_EMAIL_ALREADY_EXISTS"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_REQUEST_BODY_TOO_LARGE"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
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
            /** @description Bad request: ACCESS_TYPE_REQUIRED, ACCESS_TYPE_WITHOUT_PROJECT_ID, BRANCH_DOES_NOT_EXIST, CANNOT_GET_OWN_USER_WITHOUT_USER, CURRENT_PROJECT_NOT_FOUND, INVALID_ACCESS_TYPE, PROJECT_KEY_WITHOUT_ACCESS_TYPE */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TYPE_REQUIRED"] | components["schemas"]["KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID"] | components["schemas"]["KnownError_BRANCH_DOES_NOT_EXIST"] | components["schemas"]["KnownError_CANNOT_GET_OWN_USER_WITHOUT_USER"] | components["schemas"]["KnownError_CURRENT_PROJECT_NOT_FOUND"] | components["schemas"]["KnownError_INVALID_ACCESS_TYPE"] | components["schemas"]["KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE"];
                };
            };
            /** @description Not authenticated for this call: ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED, ADMIN_ACCESS_TOKEN_EXPIRED, ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN, ADMIN_ACCESS_TOKEN_REVOKED, ADMIN_AUTHENTICATION_REQUIRED, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED, INVALID_PROJECT_FOR_ACCESS_TOKEN, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN, INVALID_PUBLISHABLE_CLIENT_KEY, INVALID_SECRET_SERVER_KEY, INVALID_SUPER_SECRET_ADMIN_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, SERVER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, UNPARSABLE_ADMIN_ACCESS_TOKEN */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PUBLISHABLE_CLIENT_KEY"] | components["schemas"]["KnownError_INVALID_SECRET_SERVER_KEY"] | components["schemas"]["KnownError_INVALID_SUPER_SECRET_ADMIN_KEY"] | components["schemas"]["KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"] | components["schemas"]["KnownError_SERVER_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_UNPARSABLE_ACCESS_TOKEN"] | components["schemas"]["KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
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
            /** @description Bad request: ACCESS_TYPE_REQUIRED, ACCESS_TYPE_WITHOUT_PROJECT_ID, BODY_PARSING_ERROR, BRANCH_DOES_NOT_EXIST, CANNOT_GET_OWN_USER_WITHOUT_USER, CLIENT_USER_DELETION_NOT_ENABLED, CURRENT_PROJECT_NOT_FOUND, INVALID_ACCESS_TYPE, PROJECT_KEY_WITHOUT_ACCESS_TYPE */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CLIENT_USER_DELETION_NOT_ENABLED" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TYPE_REQUIRED"] | components["schemas"]["KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID"] | components["schemas"]["KnownError_BODY_PARSING_ERROR"] | components["schemas"]["KnownError_BRANCH_DOES_NOT_EXIST"] | components["schemas"]["KnownError_CANNOT_GET_OWN_USER_WITHOUT_USER"] | components["schemas"]["KnownError_CLIENT_USER_DELETION_NOT_ENABLED"] | components["schemas"]["KnownError_CURRENT_PROJECT_NOT_FOUND"] | components["schemas"]["KnownError_INVALID_ACCESS_TYPE"] | components["schemas"]["KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE"];
                };
            };
            /** @description Not authenticated for this call: ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED, ADMIN_ACCESS_TOKEN_EXPIRED, ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN, ADMIN_ACCESS_TOKEN_REVOKED, ADMIN_AUTHENTICATION_REQUIRED, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED, INVALID_PROJECT_FOR_ACCESS_TOKEN, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN, INVALID_PUBLISHABLE_CLIENT_KEY, INVALID_SECRET_SERVER_KEY, INVALID_SUPER_SECRET_ADMIN_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, SERVER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, UNPARSABLE_ADMIN_ACCESS_TOKEN */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PUBLISHABLE_CLIENT_KEY"] | components["schemas"]["KnownError_INVALID_SECRET_SERVER_KEY"] | components["schemas"]["KnownError_INVALID_SUPER_SECRET_ADMIN_KEY"] | components["schemas"]["KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"] | components["schemas"]["KnownError_SERVER_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_UNPARSABLE_ACCESS_TOKEN"] | components["schemas"]["KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_REQUEST_BODY_TOO_LARGE"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
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
            /** @description Bad request: ACCESS_TYPE_REQUIRED, ACCESS_TYPE_WITHOUT_PROJECT_ID, BODY_PARSING_ERROR, BRANCH_DOES_NOT_EXIST, CANNOT_GET_OWN_USER_WITHOUT_USER, CURRENT_PROJECT_NOT_FOUND, INVALID_ACCESS_TYPE, INVALID_PASSWORD_HASH, INVALID_PROFILE_IMAGE, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, PROJECT_KEY_WITHOUT_ACCESS_TYPE, SCHEMA_ERROR */
            400: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TYPE_REQUIRED" | "ACCESS_TYPE_WITHOUT_PROJECT_ID" | "BODY_PARSING_ERROR" | "BRANCH_DOES_NOT_EXIST" | "CANNOT_GET_OWN_USER_WITHOUT_USER" | "CURRENT_PROJECT_NOT_FOUND" | "INVALID_ACCESS_TYPE" | "INVALID_PASSWORD_HASH" | "INVALID_PROFILE_IMAGE" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_SHORT" | "PROJECT_KEY_WITHOUT_ACCESS_TYPE" | "SCHEMA_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TYPE_REQUIRED"] | components["schemas"]["KnownError_ACCESS_TYPE_WITHOUT_PROJECT_ID"] | components["schemas"]["KnownError_BODY_PARSING_ERROR"] | components["schemas"]["KnownError_BRANCH_DOES_NOT_EXIST"] | components["schemas"]["KnownError_CANNOT_GET_OWN_USER_WITHOUT_USER"] | components["schemas"]["KnownError_CURRENT_PROJECT_NOT_FOUND"] | components["schemas"]["KnownError_INVALID_ACCESS_TYPE"] | components["schemas"]["KnownError_INVALID_PASSWORD_HASH"] | components["schemas"]["KnownError_INVALID_PROFILE_IMAGE"] | components["schemas"]["KnownError_PASSWORD_TOO_LONG"] | components["schemas"]["KnownError_PASSWORD_TOO_SHORT"] | components["schemas"]["KnownError_PROJECT_KEY_WITHOUT_ACCESS_TYPE"] | components["schemas"]["KnownError_SCHEMA_ERROR"];
                };
            };
            /** @description Not authenticated for this call: ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_REVOKED, ADMIN_ACCESS_TOKEN_EXPIRED, ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN, ADMIN_ACCESS_TOKEN_REVOKED, ADMIN_AUTHENTICATION_REQUIRED, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED, INVALID_PROJECT_FOR_ACCESS_TOKEN, INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN, INVALID_PUBLISHABLE_CLIENT_KEY, INVALID_SECRET_SERVER_KEY, INVALID_SUPER_SECRET_ADMIN_KEY, PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT, SERVER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, UNPARSABLE_ADMIN_ACCESS_TOKEN */
            401: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "ACCESS_TOKEN_EXPIRED" | "ACCESS_TOKEN_REVOKED" | "ADMIN_ACCESS_TOKEN_EXPIRED" | "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" | "ADMIN_ACCESS_TOKEN_REVOKED" | "ADMIN_AUTHENTICATION_REQUIRED" | "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED" | "INVALID_PROJECT_FOR_ACCESS_TOKEN" | "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN" | "INVALID_PUBLISHABLE_CLIENT_KEY" | "INVALID_SECRET_SERVER_KEY" | "INVALID_SUPER_SECRET_ADMIN_KEY" | "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT" | "SERVER_AUTHENTICATION_REQUIRED" | "UNPARSABLE_ACCESS_TOKEN" | "UNPARSABLE_ADMIN_ACCESS_TOKEN";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_EXPIRED"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"] | components["schemas"]["KnownError_ADMIN_ACCESS_TOKEN_REVOKED"] | components["schemas"]["KnownError_ADMIN_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"] | components["schemas"]["KnownError_INVALID_PUBLISHABLE_CLIENT_KEY"] | components["schemas"]["KnownError_INVALID_SECRET_SERVER_KEY"] | components["schemas"]["KnownError_INVALID_SUPER_SECRET_ADMIN_KEY"] | components["schemas"]["KnownError_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"] | components["schemas"]["KnownError_SERVER_AUTHENTICATION_REQUIRED"] | components["schemas"]["KnownError_UNPARSABLE_ACCESS_TOKEN"] | components["schemas"]["KnownError_UNPARSABLE_ADMIN_ACCESS_TOKEN"];
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
                    "application/json": components["schemas"]["KnownError_TEAM_MEMBERSHIP_NOT_FOUND"];
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
                    "application/json": components["schemas"]["KnownError_USER_EMAIL_ALREADY_EXISTS"];
                };
            };
            /** @description Payload too large: REQUEST_BODY_TOO_LARGE */
            413: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "REQUEST_BODY_TOO_LARGE";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_REQUEST_BODY_TOO_LARGE"];
                };
            };
            /** @description Internal server error: INTERNAL_SERVER_ERROR */
            500: {
                headers: {
                    /** @description The error code; always equal to `code` in the body. */
                    "x-stack-known-error": "INTERNAL_SERVER_ERROR";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownError_INTERNAL_SERVER_ERROR"];
                };
            };
        };
    };
}
