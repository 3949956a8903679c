import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { userIdOrMe, uuid } from '../../http/schemas.ts';
import { ServerUser } from '../users/users.schemas.ts';

/** Memberships and member profiles on the wire (wire-contract §7.4, §9.11). */

export const TeamMembership = z.object({ team_id: uuid, user_id: uuid }).openapi('TeamMembership');

const clientProfileFields = {
  team_id: uuid,
  user_id: uuid,
  display_name: z.string().nullable().openapi({ description: "The member's name in this team, else the user's own display name." }),
  profile_image_url: z.string().nullable().openapi({ description: "The member's image in this team, else the user's own." }),
};
export const ClientTeamMemberProfile = z.object(clientProfileFields).openapi('ClientTeamMemberProfile');
export const ServerTeamMemberProfile = z.object({ ...clientProfileFields, user: ServerUser }).openapi('ServerTeamMemberProfile');
/** Profiles answer in the caller's view: server and admin also get the whole user. */
export const TeamMemberProfileView = z.union([ServerTeamMemberProfile, ClientTeamMemberProfile]);
export const TeamMemberProfileList = z.object({ items: z.array(TeamMemberProfileView), is_paginated: z.literal(false) }).openapi('TeamMemberProfileList');

export const MembershipParams = z.object({ team_id: uuid, user_id: userIdOrMe }).strict();

export const ListMemberProfilesQuery = z
  .object({
    team_id: uuid.optional().openapi({ description: 'Only this team. Required for client access.' }),
    user_id: userIdOrMe.optional().openapi({ description: 'Only this user (`me`: the signed-in user).' }),
  })
  .strict();

export const UpdateMemberProfileBody = z
  .object({
    display_name: z.string().max(256, '{path} must be at most 256 characters').nullable().openapi({ description: 'The name in this team; null (or "") falls back to the user\'s own.' }),
    profile_image_url: z.string().max(LIMITS.url).nullable().openapi({
      description: 'The image in this team: a data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` under 100 KB (clients), or also an http(s) URL (server and admin); null falls back to the user\'s own.',
      example: 'data:image/png;base64,iVBORw0KGgo=',
    }),
  })
  .partial()
  .strict()
  .openapi('UpdateTeamMemberProfileBody');

export type UpdateMemberProfileInput = z.infer<typeof UpdateMemberProfileBody>;
