import { z } from './zod.ts';

/**
 * The six system team permissions (SPEC §6, wire-contract §9.13): every project has them, they
 * contain nothing, and they cannot be changed or deleted. Routes declare the one they need
 * (router.ts `Access.team`), so they live here, with the router, rather than in a module.
 */
export const TEAM_SYSTEM_PERMISSIONS = {
  $update_team: 'Update the team: its name, profile image and metadata.',
  $delete_team: 'Delete the team.',
  $read_members: 'Read the profiles of the other members of the team.',
  $remove_members: 'Remove other members from the team.',
  $invite_members: 'Invite new members to the team.',
  $manage_api_keys: 'Create, read and revoke the API keys of the team.',
} as const;

export type TeamSystemPermission = keyof typeof TEAM_SYSTEM_PERMISSIONS;
export const TEAM_SYSTEM_PERMISSION_IDS = Object.keys(TEAM_SYSTEM_PERMISSIONS) as TeamSystemPermission[];

export function isTeamSystemPermission(id: string): id is TeamSystemPermission {
  return Object.hasOwn(TEAM_SYSTEM_PERMISSIONS, id);
}

// SPEC §5's messages, word for word.
const CHARACTERS = 'Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed';
const INVALID_SYSTEM = 'Invalid system permission';
const NEEDS_DOLLAR = 'System permissions must start with a dollar sign';
const PERMISSION_ID_RE = /^\$?[a-z0-9_:]+$/;
const MAX_LENGTH = 255;

/**
 * Any permission id a request may name: a custom one (`read:docs`) or a system one
 * (`$update_team`). A `$` names a system permission, so an unknown `$` id is refused here.
 */
export const permissionId = z
  .string()
  .min(1, '{path} must not be empty')
  .max(MAX_LENGTH, `{path} must be at most ${MAX_LENGTH} characters`)
  // refine, not regex: a custom issue is reported as "<path>: <message>" with SPEC §5's text intact.
  // Each rule only where the previous ones hold, so one mistake gives one line.
  .refine((v) => v === '' || PERMISSION_ID_RE.test(v), CHARACTERS)
  .refine((v) => !PERMISSION_ID_RE.test(v) || !v.startsWith('$') || isTeamSystemPermission(v), INVALID_SYSTEM)
  .openapi({
    description: 'A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$".',
    pattern: PERMISSION_ID_RE.source,
    example: 'read:docs',
  });

/**
 * The id of a permission definition being created or renamed. System ids are accepted by the
 * schema (the service answers PERMISSION_ID_ALREADY_EXISTS: they always exist); a custom id that
 * is a system permission's name without its `$` (`update_team`) is refused, since it would read
 * as the system permission everywhere it is listed.
 */
export const definitionPermissionId = permissionId
  .refine((v) => !PERMISSION_ID_RE.test(v) || v.startsWith('$') || !isTeamSystemPermission(`$${v}`), NEEDS_DOLLAR)
  .openapi({ example: 'read:docs' });
