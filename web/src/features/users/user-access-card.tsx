import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../api/client.ts';
import { useState } from 'react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TruncatedText } from '../../components/ui/truncated-text.tsx';
import { ErrorState } from '../shell/page.tsx';
import { ProjectPermissionsDialog } from './project-permissions-dialog.tsx';
import { userProjectPermissionsQuery, userTeamsQuery } from '../teams/teams.queries.ts';

/** The user's teams (each a link to its page) and project permissions, direct and held through them. */
export function UserAccessCard({ projectId, userId }: { projectId: string; userId: string }) {
  const teams = useQuery(userTeamsQuery(projectId, userId));
  const permissions = useQuery(userProjectPermissionsQuery(projectId, userId));
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader
        title="Teams and permissions"
        description="Teams this user belongs to, and the project permissions they hold."
        action={
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit project permissions
          </Button>
        }
      />
      <CardBody className="grid gap-6 md:grid-cols-2">
        <section aria-label="Teams" className="min-w-0">
          <h3 className="mb-2 text-[13px] font-medium">Teams</h3>
          {teams.isPending ? (
            <Skeleton className="h-16" />
          ) : teams.isError ? (
            <ErrorState message={errorMessage(teams.error)} onRetry={() => void teams.refetch()} />
          ) : teams.data.length === 0 ? (
            <p className="text-[13px] text-muted">Not in any team — add them from a team's page.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {teams.data.map((t) => (
                <li key={t.id}>
                  <Link to="/projects/$projectId/teams/$teamId" params={{ projectId, teamId: t.id }} className="flex min-w-0 items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-subtle">
                    <Avatar src={t.profile_image_url} name={t.display_name} size={24} />
                    <TruncatedText focusable={false}>{t.display_name}</TruncatedText>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label="Project permissions" className="min-w-0">
          <h3 className="mb-2 text-[13px] font-medium">Project permissions</h3>
          {permissions.isPending ? (
            <Skeleton className="h-16" />
          ) : permissions.isError ? (
            <ErrorState message={errorMessage(permissions.error)} onRetry={() => void permissions.refetch()} />
          ) : permissions.data.all.length === 0 ? (
            <p className="text-[13px] text-muted">None granted.</p>
          ) : (
            <div className="flex flex-wrap gap-1">
              {permissions.data.all.map((id) => (
                <Badge key={id} tone={permissions.data.direct.includes(id) ? 'neutral' : undefined}>
                  {id}
                  {!permissions.data.direct.includes(id) && <span className="ml-1 text-muted">(contained)</span>}
                </Badge>
              ))}
            </div>
          )}
        </section>
      </CardBody>
      <ProjectPermissionsDialog projectId={projectId} userId={userId} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}
