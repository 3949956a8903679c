import { z } from '../../http/zod.ts';
import { EXAMPLE_ACCESS_TOKEN, EXAMPLE_REFRESH_TOKEN } from '../../http/examples.ts';
import { defineRoute } from '../../http/router.ts';
import { perClient } from '../rate-limits/route-limits.ts';
import { MAX_CLI_LIFETIME_MS } from './cli-auth.service.ts';

export const CLI_TAG = 'CLI login';
const ANY = ['client', 'server', 'admin'] as const;
const CODE_EXAMPLE = 'a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a';
const USER_CODE = z.string().openapi({ example: 'K7QX-M3PA' });
const code = (what: string) => z.string().min(1).max(100).openapi({ description: what, example: CODE_EXAMPLE });

export const CreateCliAttemptBody = z
  .object({
    expires_in_millis: z.number().int().min(1).max(MAX_CLI_LIFETIME_MS).optional().openapi({ description: 'How long the login may take; default and most 2 hours (more is SCHEMA_ERROR).', example: 600_000 }),
    anon_refresh_token: z.string().min(1).max(200).optional().openapi({ description: "A refresh token of the CLI's anonymous user, which the browser may claim (mode `claim-anon-session`)." }),
  })
  .strict()
  .openapi('CreateCliAttemptBody');

export const CliAttempt = z
  .object({
    polling_code: z.string().openapi({ description: 'Keep it: POST /auth/cli/poll with it until the status is success.', example: CODE_EXAMPLE }),
    login_code: z.string().openapi({ description: 'Put it in the confirmation page the user opens: `<hosted pages>/handler/cli-auth-confirm?project_id=<project id>&login_code=<login code>` (without project_id the page cannot tell which project the login is for).', example: CODE_EXAMPLE }),
    expires_at: z.string().openapi({ format: 'date-time', example: '2026-11-27T12:00:00.000Z' }),
    user_code: USER_CODE.openapi({ description: 'Gatehouse addition: show it to the user; the confirmation page shows the same code, and the user confirms only when both match.' }),
  })
  .openapi('CliAttempt');

export const PollCliBody = z.object({ polling_code: code('The polling code of POST /auth/cli.') }).strict().openapi('PollCliBody');
export const CliPollPending = z.object({ status: z.enum(['waiting', 'expired', 'used']) }).openapi('CliPollPending');
export const CliPollSuccess = z
  .object({ status: z.literal('success'), refresh_token: z.string().openapi({ description: 'A new session of the user who confirmed the login.', example: EXAMPLE_REFRESH_TOKEN }) })
  .openapi('CliPollSuccess');

export const CompleteCliBody = z
  .object({
    login_code: code('The login code from the confirmation page URL.'),
    mode: z.enum(['check', 'claim-anon-session', 'complete', 'status']).optional().openapi({
      description:
        '`complete` (default) confirms the login; `check` tells whether an anonymous session is attached; `claim-anon-session` takes it, once; `status` (Gatehouse addition) tells where the login stands, whatever that is, and changes nothing (the confirmation page shows a finished login as finished on reload).',
    }),
    refresh_token: z.string().min(1).max(200).optional().openapi({ description: 'Required for `complete`: the refresh token of the signed-in browser session; the CLI gets a new session of its user.' }),
  })
  .strict()
  .openapi('CompleteCliBody');

export const CompleteCliResult = z
  .union([
    z.object({ success: z.literal(true) }),
    z.object({ cli_session_state: z.enum(['anonymous', 'none']), user_code: USER_CODE.openapi({ description: 'Gatehouse addition: the code the CLI printed for this login; the page shows it for the user to compare.' }) }),
    z.object({ access_token: z.string().openapi({ example: EXAMPLE_ACCESS_TOKEN }), refresh_token: z.string().openapi({ example: EXAMPLE_REFRESH_TOKEN }) }),
    z.object({
      login_state: z.enum(['pending', 'completed', 'expired']).openapi({
        description: '`pending`: waiting for confirmation; `completed`: confirmed (the CLI has or will get its session); `expired`: neither, and it can no longer be.',
      }),
      user_code: USER_CODE.openapi({ description: 'The code the CLI printed for this login.' }),
    }),
  ])
  .openapi('CompleteCliResult');

export const createCliAttempt = defineRoute({
  method: 'post',
  path: '/auth/cli',
  operationId: 'createCliLoginAttempt',
  tag: CLI_TAG,
  summary: 'Start a CLI login',
  description:
    'A command-line tool starts a login: it keeps the polling code, and opens `<hosted pages>/handler/cli-auth-confirm?project_id=…&login_code=…` in a browser where the user is signed in. Only digests of the codes are stored.',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('code_sends_per_ip')],
  // wire-contract §9.9: the body is optional; no body (nor content type) is the same as `{}`.
  request: { body: CreateCliAttemptBody.optional(), bodyExample: {} },
  response: { status: 200, description: 'The attempt was created.', schema: CliAttempt },
  errors: ['CLI_AUTH_ERROR'],
});

export const pollCliAttempt = defineRoute({
  method: 'post',
  path: '/auth/cli/poll',
  operationId: 'pollCliLoginAttempt',
  tag: CLI_TAG,
  summary: 'Poll a CLI login',
  description:
    'Answers 200 `{status: waiting|expired|used}` until the browser completed the login, then once 201 `{status: success, refresh_token}` with a new session of the user who confirmed it; the attempt is then used. Poll every few seconds (rate limit `cli_polls_per_ip`).',
  access: { types: ANY, restricted: 'allow' },
  // Issue 19: polling was unlimited. A CLI polls every 2 s or so; this leaves room for a few at once.
  rateLimits: [perClient('cli_polls_per_ip')],
  request: { body: PollCliBody },
  response: {
    status: 200,
    description: 'Not completed yet (`waiting`), `expired`, or already collected (`used`).',
    schema: CliPollPending,
    alternatives: [{ status: 201, description: 'Completed: a new session of the user who confirmed the login. The attempt is now used.', schema: CliPollSuccess }],
  },
  errors: ['INVALID_POLLING_CODE'],
});

export const completeCliAttempt = defineRoute({
  method: 'post',
  path: '/auth/cli/complete',
  operationId: 'completeCliLoginAttempt',
  tag: CLI_TAG,
  summary: 'Confirm a CLI login',
  description:
    'Called by the hosted confirmation page of a signed-in user. The login code must be pending (not completed, collected or expired). `complete` needs the browser session\'s `refresh_token`; the CLI gets a session of its own for that user when it polls.',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('code_checks_per_ip')],
  request: { body: CompleteCliBody },
  response: { status: 200, description: '`{success: true}`, `{cli_session_state}` (check), the claimed anonymous session\'s tokens, or `{login_state}` (status).', schema: CompleteCliResult },
  errors: ['CLI_AUTH_ERROR', 'CLI_AUTH_EXPIRED_ERROR', 'CLI_AUTH_USED_ERROR'],
});
