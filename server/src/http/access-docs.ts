import type { Access } from './router.ts';
import type { RestrictedPolicy } from './restricted.ts';

/**
 * The "Headers" part of each operation's description in the API reference: for every access type
 * the route allows, exactly which x-stack-* headers to send. The spec's `security` alternatives say
 * the same to machines, but renderers show them as a lock with six alternatives, and they cannot
 * say "optional unless the project requires it" or "required here" for the user's token; this
 * list is what a person reads.
 */
export function accessDescription(access: Access, restricted: RestrictedPolicy): string {
  if (access.types === 'none') return '**Headers:** no `x-stack-*` headers; the call names the project in its own parameters.';
  // A list, not a table: renderers show descriptions in a narrow column.
  const rows = access.types.map((type) => `- **${type}:** ${headersFor(type, access).join(', ')}`);
  const intro = access.optional
    ? '**Headers:** none needed; headers that are sent are checked, and the answer says what they identify. For each access type:'
    : '**Headers** to send, by access type (any one line):';
  const notes = [
    // contract/fuzz_hooks.py finds internal-only operations by this exact sentence.
    access.internalProjectOnly ? 'Only on the internal project. Send `x-stack-project-id: internal`.' : '',
    teamSentence(access),
    restrictedSentence(restricted),
  ].filter(Boolean);
  if (notes.length) notes.unshift('');
  return [intro, '', ...rows, ...notes].join('\n');
}

function headersFor(type: 'client' | 'server' | 'admin', access: Access): string[] {
  const base = [`\`x-stack-access-type: ${type}\``, '`x-stack-project-id`'];
  if (type === 'client') return [...base, '`x-stack-publishable-client-key` (only if the project requires one)', userToken(type, access)];
  if (type === 'server') return [...base, '`x-stack-secret-server-key`', userToken(type, access)];
  return [...base, '`x-stack-super-secret-admin-key`, or `x-stack-admin-access-token` (a dashboard user who owns the project)'];
}

/** Whether the end user's token is needed, follows from how the route declares its user. */
function userToken(type: 'client' | 'server', access: Access): string {
  if (access.user === 'required-for-client') {
    return type === 'client' ? '`x-stack-access-token` (required: the signed-in user)' : '`x-stack-access-token` (optional: the signed-in user, when there is one)';
  }
  if (access.user) return '`x-stack-access-token` (required: the signed-in user)';
  if (access.userId) {
    return type === 'client'
      ? '`x-stack-access-token` (required: a client acts only on its own user, `me`)'
      : '`x-stack-access-token` (only to name the user `me`)';
  }
  return '`x-stack-access-token` (optional: the signed-in user, when there is one)';
}

/** What client access needs in the team, so the reference names the permissions a call checks. */
function teamSentence(access: Access): string {
  const team = access.team;
  if (!team || access.types === 'none' || !access.types.includes('client')) return '';
  const list = (ps: readonly string[]) => ps.map((p) => `\`${p}\``).join(' and ');
  const field = `\`${team.name ?? 'team_id'}\``;
  let s = `Client access${team.orUser ? ' naming a team' : ''}: the signed-in user must be a member of the team ${field}${team.refuseAs ? '' : ' (else TEAM_MEMBERSHIP_NOT_FOUND)'}`;
  if (team.permissions?.length) s += ` and hold ${list(team.permissions)}`;
  if (team.permissionsForOthers?.length) s += `${team.permissions?.length ? ',' : ''} and hold ${list(team.permissionsForOthers)} to act on another user than itself`;
  // A route that hides teams from clients (team API keys) answers one code for all of these.
  if (team.refuseAs) s += ` (else ${team.refuseAs}, so a client never learns whether the team exists)`;
  else if (team.permissions?.length || team.permissionsForOthers?.length) s += ' (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it)';
  return `${s}.`;
}

/** Whether a restricted user's token opens the route (router.ts Access.restricted). */
function restrictedSentence(policy: RestrictedPolicy): string {
  const who = 'a restricted user (anonymous, an unverified e-mail where the project requires verification, or restricted by an admin; decided on the user as stored now, not on the token)';
  if (policy === 'allow') return `Open to ${who}, with \`x-stack-allow-restricted-user\` or \`x-stack-allow-anonymous-user\` set to \`true\`.`;
  const code = policy === 'refuse' ? 'RESTRICTED_USER_NOT_ALLOWED' : policy.refuseAs;
  return `Refused to ${who}, even with an allow header: ${code}.`;
}
