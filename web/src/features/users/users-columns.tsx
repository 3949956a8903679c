import type { ColumnDef } from '@tanstack/react-table';
import type { ServerUser } from '../../api/client.ts';
import { ActionCell, AvatarCell, BadgeCell, DateCell, TextCell, type ActionItem } from '../../components/data-table/cells.tsx';
import { ColumnHeader } from '../../components/data-table/column-header.tsx';
import { COLUMN_WIDTH } from '../../components/data-table/column-sizing.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import { providerDisplayName } from '../../components/ui/oauth-buttons.tsx';
import { SIGN_IN_METHODS, USER_STATUSES } from './users-search.ts';

type UserStatus = (typeof USER_STATUSES)[number] | 'no_email';
type SignInMethod = (typeof SIGN_IN_METHODS)[number];

const STATUS: Record<UserStatus, { label: string; tone?: BadgeTone }> = {
  verified: { label: 'Verified', tone: 'success' },
  unverified: { label: 'Unverified', tone: 'warning' },
  anonymous: { label: 'Anonymous' },
  no_email: { label: 'No e-mail' },
};
const RESTRICTED = { label: 'Restricted', tone: 'danger' as const };
const METHOD_LABELS: Record<SignInMethod, string> = { password: 'Password', otp: 'E-mail code', passkey: 'Passkey' };

/** One status per user: anonymous, else what its primary e-mail is (a user may have none). */
export function userStatus(u: ServerUser): UserStatus {
  if (u.is_anonymous) return 'anonymous';
  if (!u.primary_email) return 'no_email';
  return u.primary_email_verified ? 'verified' : 'unverified';
}

/**
 * Restricted by an admin, or (where the project requires it) for an unverified e-mail. Anonymous
 * users are always restricted and already say so in their status, so they get no second badge.
 */
function isMarkedRestricted(u: ServerUser): boolean {
  return u.restricted_by_admin || (u.is_restricted && !u.is_anonymous);
}

/** The ways the user can sign in, as the user record says. */
export function userSignInMethods(u: ServerUser): SignInMethod[] {
  return SIGN_IN_METHODS.filter((m) => (m === 'password' ? u.has_password : m === 'otp' ? u.otp_auth_enabled : u.passkey_auth_enabled));
}

export function userColumns(actions: (u: ServerUser) => ActionItem[]): ColumnDef<ServerUser, unknown>[] {
  return [
    {
      id: 'user',
      accessorFn: (u) => u.display_name ?? u.primary_email ?? u.id,
      meta: { title: 'User', minWidth: 180 },
      enableSorting: false,
      enableHiding: false,
      header: 'User',
      cell: ({ row }) => {
        const u = row.original;
        return (
          <div className="flex min-w-0 items-center gap-2.5">
            <AvatarCell src={u.profile_image_url} name={u.display_name} email={u.primary_email} />
            <div className="min-w-0">
              <TextCell className="font-medium">
                {u.display_name || u.primary_email || 'Anonymous user'}
              </TextCell>
              {u.display_name && u.primary_email && (
                <TextCell className="text-[13px] text-muted">
                  {u.primary_email}
                </TextCell>
              )}
            </div>
          </div>
        );
      },
    },
    {
      id: 'email',
      accessorFn: (u) => u.primary_email,
      meta: { title: 'Email', minWidth: 200 },
      enableSorting: false,
      header: 'Email',
      cell: ({ row }) => <TextCell>{row.original.primary_email ?? '—'}</TextCell>,
    },
    {
      id: 'status',
      accessorFn: userStatus,
      // Filtered by the server (GET /users primary_email_verified / only_anonymous); one status at a time.
      meta: { title: 'Status', width: 116, filterOptions: USER_STATUSES.map((value) => ({ value, label: STATUS[value].label })) },
      enableSorting: false,
      header: 'Status',
      // An admin restriction shows beside the e-mail status (the dashboard lists restricted users too).
      cell: ({ row }) => <BadgeCell badges={[STATUS[userStatus(row.original)], ...(isMarkedRestricted(row.original) ? [RESTRICTED] : [])]} />,
    },
    {
      id: 'method',
      accessorFn: (u) => [...userSignInMethods(u), ...u.oauth_providers.map((p) => p.id), ...(u.requires_totp_mfa ? ['totp'] : [])].join(' '),
      // Filtered by the server (GET /users has_password / otp_auth_enabled / passkey_auth_enabled).
      // Up to three badges: they wrap onto a second line within the row's height.
      meta: { title: 'Sign-in method', width: 150, filterOptions: SIGN_IN_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] })) },
      enableSorting: false,
      header: 'Sign-in method',
      cell: ({ row }) => {
        const u = row.original;
        // OAuth accounts and the TOTP second factor show beside the methods the filter knows.
        const badges = [
          ...userSignInMethods(u).map((m) => ({ label: METHOD_LABELS[m] })),
          ...u.oauth_providers.map((p) => ({ label: providerDisplayName(p.id) })),
          ...(u.requires_totp_mfa ? [{ label: 'TOTP', tone: 'accent' as const }] : []),
        ];
        return badges.length ? <BadgeCell badges={badges} /> : <span className="text-muted">—</span>;
      },
    },
    {
      id: 'signed_up_at',
      accessorFn: (u) => u.signed_up_at_millis,
      meta: { title: 'Signed up', width: COLUMN_WIDTH.date },
      header: ({ column }) => <ColumnHeader column={column} title="Signed up" />,
      cell: ({ row }) => <DateCell value={row.original.signed_up_at_millis} />,
    },
    {
      id: 'last_active_at',
      accessorFn: (u) => u.last_active_at_millis,
      meta: { title: 'Last active', width: COLUMN_WIDTH.date },
      enableSorting: false,
      header: 'Last active',
      cell: ({ row }) => <DateCell value={row.original.last_active_at_millis} />,
    },
    {
      id: 'actions',
      enableHiding: false,
      meta: { width: COLUMN_WIDTH.actions },
      enableSorting: false,
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <ActionCell items={actions(row.original)} label={`Actions for ${row.original.primary_email ?? row.original.id}`} />,
    },
  ];
}

/** What 'Export CSV' writes for a user: flat fields, dates as Date (ISO in the file), metadata as JSON. */
export function userExportRow(u: ServerUser): Record<string, unknown> {
  return {
    id: u.id,
    display_name: u.display_name,
    primary_email: u.primary_email,
    primary_email_verified: u.primary_email_verified,
    has_password: u.has_password,
    is_anonymous: u.is_anonymous,
    restricted_by_admin: u.restricted_by_admin,
    signed_up_at: new Date(u.signed_up_at_millis),
    last_active_at: new Date(u.last_active_at_millis),
    client_metadata: u.client_metadata ?? undefined,
    server_metadata: u.server_metadata ?? undefined,
  };
}
