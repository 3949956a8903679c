import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { jsonValue, metadata, nonEmpty, queryBoolean, userIdOrMe, uuid } from '../../http/schemas.ts';

/** The teams API's request and response shapes (wire-contract §7.3, §9.11). Written by hand. */

// ---- response shapes -------------------------------------------------------------------------

const clientTeamFields = {
  id: uuid,
  display_name: z.string().openapi({ example: 'Ada\'s Team' }),
  profile_image_url: z.string().nullable(),
  client_metadata: jsonValue,
  client_read_only_metadata: jsonValue,
};

export const ClientTeam = z.object(clientTeamFields).openapi('ClientTeam', { description: 'A team as its members see it (client access). Never carries server-only fields.' });

export const ServerTeam = z
  .object({ ...clientTeamFields, created_at_millis: z.number().int(), server_metadata: jsonValue })
  .openapi('ServerTeam', { description: 'A team as server and admin access see it.' });

/** Teams answer in the caller's view: clients get ClientTeam, server and admin ServerTeam. */
export const TeamView = z.union([ServerTeam, ClientTeam]);

export const TeamList = z.object({ items: z.array(TeamView), is_paginated: z.literal(false) }).openapi('TeamList');

// ---- request shapes --------------------------------------------------------------------------

const displayName = nonEmpty(256).openapi({ description: 'At most 256 characters.', example: 'Ada\'s Team' });
const profileImageUrl = z.string().max(LIMITS.url).nullable().openapi({
  description:
    'A data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` of under 100 KB decoded (clients), or also an http(s) URL (server and admin). null removes it.',
  example: 'data:image/png;base64,iVBORw0KGgo=',
});

/** What every writer may set (client bodies are limited to these). */
const clientFields = { display_name: displayName, profile_image_url: profileImageUrl, client_metadata: metadata };
const serverFields = { ...clientFields, client_read_only_metadata: metadata, server_metadata: metadata };
const creator = userIdOrMe.openapi({
  description: 'The user who creates the team: it becomes a member with the project\'s team-creator default permissions. Client access: the signed-in user (the default; naming anyone else is refused). Server access: no creator makes a team without members.',
  example: 'me',
});

const optional = <T extends Record<string, z.ZodType>>(fields: T) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as { [K in keyof T]: z.ZodOptional<T[K]> };

export const CreateTeamBody = z
  .object({ display_name: displayName, ...optional({ profile_image_url: profileImageUrl, client_metadata: metadata, client_read_only_metadata: metadata, server_metadata: metadata, creator_user_id: creator }) })
  .strict()
  .openapi('CreateTeamBody');
/** What a client may send when creating a team; anything else is an unknown property. */
export const ClientCreateTeamBody = z
  .object({ display_name: displayName, ...optional({ profile_image_url: profileImageUrl, client_metadata: metadata, creator_user_id: creator }) })
  .strict();

export const UpdateTeamBody = z.object(serverFields).partial().strict().openapi('UpdateTeamBody');
export const ClientUpdateTeamBody = z.object(clientFields).partial().strict();

export const CreateTeamQuery = z
  .object({
    add_current_user: queryBoolean.optional().openapi({ description: 'Legacy form of `creator_user_id: "me"`: the signed-in user creates the team.' }),
  })
  .strict();

export const TeamIdParams = z.object({ team_id: uuid }).strict();

export const ListTeamsQuery = z
  .object({
    user_id: userIdOrMe.optional().openapi({ description: 'Only the teams of this user (`me`: the signed-in user). Client access must give its own user.' }),
  })
  .strict();

export type CreateTeamInput = z.infer<typeof CreateTeamBody>;
export type UpdateTeamInput = z.infer<typeof UpdateTeamBody>;
