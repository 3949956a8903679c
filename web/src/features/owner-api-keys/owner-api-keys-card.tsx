import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { formatDate } from '../../components/data-table/cells.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { TruncatedText } from '../../components/ui/truncated-text.tsx';
import { projectQuery } from '../projects/projects.queries.ts';
import { ErrorState } from '../shell/page.tsx';
import { CreateOwnerKeyDialog } from './create-owner-key-dialog.tsx';
import { keyStatus, ownerApiKeysQuery, ownerKeysKey, revokeOwnerApiKey, type KeyOwner, type OwnerApiKey } from './owner-api-keys.queries.ts';

function KeyRow({ apiKey, onRevoke }: { apiKey: OwnerApiKey; onRevoke: () => void }) {
  const status = keyStatus(apiKey);
  const name = apiKey.description || 'Untitled key';
  return (
    <li aria-label={name} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-48">
        <TruncatedText className="text-sm font-medium">{name}</TruncatedText>
        <p className="text-[13px] text-muted tabular-nums">
          Created {formatDate(apiKey.created_at_millis)} · {apiKey.expires_at_millis === undefined ? 'never expires' : `${status === 'expired' ? 'expired' : 'expires'} ${formatDate(apiKey.expires_at_millis)}`}
        </p>
      </div>
      <span className="font-mono text-xs text-muted">
        {apiKey.is_public ? 'pk' : 'sk'}_…{apiKey.value.last_four}
      </span>
      <StatusBadge status={status} />
      <Button variant="outline" size="sm" disabled={status === 'revoked'} onClick={onRevoke} aria-label={`Revoke ${name}`}>
        Revoke
      </Button>
    </li>
  );
}

/**
 * A user's or a team's API keys (wire-contract §9.14): list, create (secret shown once), revoke.
 * The feature is a project switch; while it is off the card says so and where to turn it on.
 */
export function OwnerApiKeysCard({ projectId, owner }: { projectId: string; owner: KeyOwner }) {
  const client = useQueryClient();
  const project = useQuery(projectQuery(projectId));
  const flag = owner.kind === 'user' ? 'allow_user_api_keys' : 'allow_team_api_keys';
  const enabled = project.data?.config[flag] === true;
  const keys = useQuery(ownerApiKeysQuery(projectId, owner, enabled));
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<OwnerApiKey | null>(null);
  const noun = owner.kind === 'user' ? 'User API keys' : 'Team API keys';
  const whose = owner.kind === 'user' ? 'this user' : 'this team';
  return (
    <Card label={noun}>
      <CardHeader
        title={noun}
        description={`Keys your app's API accepts on behalf of ${whose}. Secrets are shown once, when created.`}
        action={
          <Button variant="outline" size="sm" disabled={!enabled} onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Create API key
          </Button>
        }
      />
      <CardBody>
        {project.isPending ? (
          <Skeleton className="h-16" />
        ) : project.isError ? (
          <ErrorState message={errorMessage(project.error)} onRetry={() => void project.refetch()} />
        ) : !enabled ? (
          <p className="flex items-start gap-2 text-[13px] text-muted">
            <KeyRound className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              {noun} are off for this project.{' '}
              <Link to="/projects/$projectId/settings/users" params={{ projectId }} className="font-medium text-fg underline underline-offset-2">
                Turn on “{noun}” in Settings
              </Link>{' '}
              to create them.
            </span>
          </p>
        ) : keys.isPending ? (
          <Skeleton className="h-16" />
        ) : keys.isError ? (
          <ErrorState message={errorMessage(keys.error)} onRetry={() => void keys.refetch()} />
        ) : keys.data.length === 0 ? (
          <p className="text-[13px] text-muted">No API keys yet — create one for a script or integration that acts as {whose}.</p>
        ) : (
          <ul aria-label={noun} className="flex flex-col divide-y divide-border">
            {keys.data.map((k) => (
              <KeyRow key={k.id} apiKey={k} onRevoke={() => setRevoking(k)} />
            ))}
          </ul>
        )}
      </CardBody>
      <CreateOwnerKeyDialog projectId={projectId} owner={owner} open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(o) => !o && setRevoking(null)}
        title="Revoke API key"
        okButton={{
          label: 'Revoke',
          variant: 'danger',
          onClick: async () => {
            try {
              await revokeOwnerApiKey(projectId, owner, revoking!.id);
              toast({ title: 'API key revoked', variant: 'success' });
              await client.invalidateQueries({ queryKey: ownerKeysKey(projectId, owner) });
            } catch (e) {
              toast({ title: 'Could not revoke the key', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        Anything using <strong>{revoking?.description || 'this key'}</strong> stops working at once. Revoking cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}
