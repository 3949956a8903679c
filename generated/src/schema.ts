// Generated from openapi/openapi.json by `make generate`. Do not edit.
export type paths = {
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
        /** @description Known error BRANCH_DOES_NOT_EXIST (HTTP 400). */
        KnownError_BRANCH_DOES_NOT_EXIST: {
            /** @enum {string} */
            code: "BRANCH_DOES_NOT_EXIST";
            details: {
                branch_id: string;
            };
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
        TrustedDomain: {
            /** @example https://app.example.com */
            domain: string;
            /** @default /handler */
            handler_path: string;
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
}
