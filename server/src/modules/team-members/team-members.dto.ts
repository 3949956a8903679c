import type { z } from '../../http/zod.ts';
import { toServerUser } from '../users/users.dto.ts';
import type { MemberProfile } from './team-members.service.ts';
import type { ClientTeamMemberProfile, ServerTeamMemberProfile } from './team-members.schemas.ts';

/** A member profile falls back to the user's own name and image where the member set none (wire-contract §7.4). */
export function toClientProfile(p: MemberProfile): z.infer<typeof ClientTeamMemberProfile> {
  return {
    team_id: p.member.teamId,
    user_id: p.member.userId,
    display_name: p.member.displayName ?? p.user.displayName,
    profile_image_url: p.member.profileImageUrl ?? p.user.profileImageUrl,
  };
}

/** `requireEmailVerification`: the project's setting, which decides whether an unverified user is restricted. */
export function toServerProfile(p: MemberProfile, requireEmailVerification: boolean): z.infer<typeof ServerTeamMemberProfile> {
  return { ...toClientProfile(p), user: toServerUser(p.user, p.selectedTeam, requireEmailVerification) };
}

export function profileView(type: 'client' | 'server' | 'admin', p: MemberProfile, requireEmailVerification: boolean) {
  return type === 'client' ? toClientProfile(p) : toServerProfile(p, requireEmailVerification);
}
