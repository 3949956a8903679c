import type { ColumnDef } from '@tanstack/react-table';
import type { ServerUser } from '../../api/client.ts';
import { ActionCell, AvatarCell, BadgeCell, DateCell, TextCell, type ActionItem } from '../../components/data-table/cells.tsx';
import { ColumnHeader } from '../../components/data-table/column-header.tsx';
import { COLUMN_WIDTH } from '../../components/data-table/column-sizing.ts';

export function userColumns(actions: (u: ServerUser) => ActionItem[]): ColumnDef<ServerUser, unknown>[] {
  return [
    {
      id: 'user',
      accessorFn: (u) => u.display_name ?? u.primary_email ?? u.id,
      meta: { title: 'User', minWidth: 240 },
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
      accessorFn: (u) => (u.primary_email_verified ? 'verified' : 'unverified'),
      // Server-side filter: GET /users leaves anonymous users out unless include_anonymous=true.
      meta: { title: 'Status', filterOptions: [{ label: 'Include anonymous', value: 'anonymous' }] },
      enableSorting: false,
      header: 'Status',
      cell: ({ row }) => {
        const u = row.original;
        return (
          <BadgeCell
            badges={[
              u.primary_email_verified ? { label: 'Verified', tone: 'success' } : { label: 'Unverified', tone: 'warning' },
              ...(u.is_anonymous ? [{ label: 'Anonymous' as const }] : []),
              ...(u.has_password ? [{ label: 'Password' as const }] : []),
              ...(u.otp_auth_enabled ? [{ label: 'E-mail code' as const }] : []),
            ]}
          />
        );
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
    signed_up_at: new Date(u.signed_up_at_millis),
    last_active_at: new Date(u.last_active_at_millis),
    client_metadata: u.client_metadata ?? undefined,
    server_metadata: u.server_metadata ?? undefined,
  };
}
