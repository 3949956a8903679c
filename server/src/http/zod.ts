/**
 * The one place `z` comes from: @hono/zod-openapi's re-export of zod v4, extended with `.openapi()`.
 * Importing zod directly elsewhere would give schemas without OpenAPI metadata.
 */
export { z } from '@hono/zod-openapi';
