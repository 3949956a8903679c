import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { adminApp, errorMessage, type ServerUser, type Session } from '../../api/client.ts';
import { formatDate } from '../../components/data-table/cells.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../components/ui/copy-field.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { tableSearch } from '../../router/table-search.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { useUpdateUser } from './user-mutations.ts';
import { UserAccessCard } from './user-access-card.tsx';
import { UserSignInCard } from './user-sign-in-card.tsx';
import { OwnerApiKeysCard } from '../owner-api-keys/owner-api-keys-card.tsx';
import { MetadataCard } from './user-metadata-card.tsx';
import { SupportCard } from './user-support-card.tsx';
import { RestrictionCard } from './user-restriction-card.tsx';
import { userQuery, userSessionsQuery } from './users.queries.ts';
import { SessionList } from '../sessions/session-list.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

function ProfileCard({ projectId, user }: { projectId: string; user: ServerUser }) {
  const update = useUpdateUser(projectId, user.id);
  const [displayName, setDisplayName] = useState(user.display_name ?? '');
  const [email, setEmail] = useState(user.primary_email ?? '');
  useEffect(() => {
    setDisplayName(user.display_name ?? '');
    setEmail(user.primary_email ?? '');
  }, [user.display_name, user.primary_email]);
  const dirty = displayName !== (user.display_name ?? '') || email !== (user.primary_email ?? '');
  const save = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ display_name: displayName.trim() || null, primary_email: email.trim() || null }, { onSuccess: () => toast({ title: 'User saved', variant: 'success' }) });
  };
  return (
    <Card>
      <CardHeader title="Profile" description="Name and primary e-mail, as the user's apps see them." />
      <CardBody>
        <form onSubmit={save} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Display name" maxLength={256} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
            <TextField label="Primary email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={update.isError ? errorMessage(update.error) : null} />
          </div>
          <ToggleSwitch
            label="E-mail verified"
            description="Verified addresses can receive sign-in codes and password resets."
            checked={user.primary_email_verified}
            disabled={!user.primary_email}
            onCheckedChange={async (v) => {
              try {
                await update.mutateAsync({ primary_email_verified: v });
              } catch (err) {
                toast({ title: 'Could not change verification', description: errorMessage(err), variant: 'destructive' });
              }
            }}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={!dirty} loading={update.isPending && dirty}>
              Save changes
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

function SessionsCard({ projectId, userId }: { projectId: string; userId: string }) {
  const client = useQueryClient();
  const sessions = useQuery(userSessionsQuery(projectId, userId));
  const [revoking, setRevoking] = useState<Session | null>(null);
  return (
    <Card>
      <CardHeader title="Sessions" description="Devices this user is signed in on. Revoking signs that device out at once." />
      <CardBody>
        {sessions.isError ? (
          <ErrorState message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />
        ) : sessions.isPending ? (
          <Skeleton className="h-16" />
        ) : sessions.data.length === 0 ? (
          <EmptyState title="No sessions" description="A session appears here each time this user signs in." />
        ) : (
          // The same rows as the user's own account page (features/sessions/session-list.tsx).
          <SessionList sessions={sessions.data} onRevoke={setRevoking} revokeLabel="Revoke" />
        )}
      </CardBody>
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(o) => !o && setRevoking(null)}
        title="Revoke session"
        okButton={{
          label: 'Revoke',
          variant: 'danger',
          onClick: async () => {
            try {
              await adminApp(projectId).api.DELETE('/auth/sessions/{id}', { params: { path: { id: revoking!.id }, query: { user_id: userId } } });
              toast({ title: 'Session revoked', variant: 'success' });
              await client.invalidateQueries({ queryKey: userSessionsQuery(projectId, userId).queryKey });
            } catch (e) {
              toast({ title: 'Could not revoke the session', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        The device using this session is signed out at once.
      </ConfirmDialog>
    </Card>
  );
}

function UserMetadataCard({ projectId, user }: { projectId: string; user: ServerUser }) {
  return <MetadataCard user={user} update={useUpdateUser(projectId, user.id)} />;
}

/** Irreversible actions live at the bottom, apart from everyday ones (UI.md: never surprising). */
function DangerZone({ email, onDelete }: { email: string | null; onDelete: () => void }) {
  return (
    <Card className="border-danger/40">
      <CardHeader title="Danger zone" />
      <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-sm font-medium">Delete user</h3>
          <p className="text-[13px] text-muted">Deletes {email ?? 'this user'} and signs them out everywhere. This cannot be undone.</p>
        </div>
        <Button variant="danger" size="sm" onClick={onDelete} className="self-start sm:self-auto">
          Delete user
        </Button>
      </CardBody>
    </Card>
  );
}

/** The sessions table's URL (sorted and paged in the browser). */
export const sessionsSearch = tableSearch({ sortable: ['created_at', 'last_used_at', 'kind'], columns: ['created_at', 'last_used_at', 'kind'] });

export function UserDetailPage({ projectId, userId }: { projectId: string; userId: string }) {
  const client = useQueryClient();
  const user = useQuery(userQuery(projectId, userId));
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const back = { link: linkOptions({ to: '/projects/$projectId/users', params: { projectId } }), label: 'Users' };
  const u = user.data;
  return (
    <AppShell projectId={projectId}>
      <PageHeader
        back={back}
        title={u ? u.display_name || u.primary_email || 'Anonymous user' : 'User'}
        description={u ? `Signed up ${formatDate(u.signed_up_at_millis)} · last active ${formatDate(u.last_active_at_millis)}` : 'Loading…'}
      />
      {user.isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-56" />
        </div>
      ) : user.isError ? (
        <ErrorState message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <Card>
            <CardBody className="flex flex-wrap items-center gap-4">
              <Avatar src={u!.profile_image_url} name={u!.display_name} email={u!.primary_email} size={48} />
              <div className="min-w-0 flex-1">
                <CopyField label="User ID" value={u!.id} />
              </div>
            </CardBody>
          </Card>
          <ProfileCard projectId={projectId} user={u!} />
          <UserSignInCard projectId={projectId} user={u!} />
          <UserAccessCard projectId={projectId} userId={userId} />
          <OwnerApiKeysCard projectId={projectId} owner={{ kind: 'user', userId }} />
          <SupportCard projectId={projectId} user={u!} />
          <RestrictionCard projectId={projectId} user={u!} />
          <UserMetadataCard projectId={projectId} user={u!} />
          <SessionsCard projectId={projectId} userId={userId} />
          <DangerZone email={u!.primary_email} onDelete={() => setDeleting(true)} />
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete user"
        confirmText="I understand this user and their sessions are deleted for good"
        okButton={{
          label: 'Delete user',
          variant: 'danger',
          onClick: async () => {
            try {
              await adminApp(projectId).api.DELETE('/users/{user_id}', { params: { path: { user_id: userId } } });
              toast({ title: 'User deleted', variant: 'success' });
              client.removeQueries({ queryKey: userQuery(projectId, userId).queryKey });
              await client.invalidateQueries({ queryKey: ['project', projectId, 'users'] });
              void navigate(back.link);
            } catch (e) {
              toast({ title: 'Could not delete the user', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        Delete <strong>{u?.primary_email ?? userId}</strong>? This cannot be undone.
      </ConfirmDialog>
    </AppShell>
  );
}
