import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, type ServerUser } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useUpdateUser } from './user-mutations.ts';

const textareaClass =
  'w-full rounded-md border border-control bg-surface p-2.5 text-sm text-fg outline-none placeholder:text-muted focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-[invalid=true]:border-danger';

/**
 * Admin restriction (restricted_by_admin): a restricted user keeps their account but their apps
 * get a restricted access token, refused wherever restricted users are not allowed. The reason is
 * shown to the user; the private details only to the project's admins.
 */
export function RestrictionCard({ projectId, user }: { projectId: string; user: ServerUser }) {
  const update = useUpdateUser(projectId, user.id);
  const [editing, setEditing] = useState(false);
  const [lifting, setLifting] = useState(false);
  const restricted = user.restricted_by_admin;
  return (
    <Card>
      <CardHeader
        title="Restriction"
        description="A restricted user keeps their account, but their apps get a restricted token that most requests refuse."
        action={restricted || (user.is_restricted && !user.is_anonymous) ? <Badge tone="danger">Restricted</Badge> : undefined}
      />
      <CardBody className="flex flex-col gap-4">
        {restricted ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-[13px] text-muted">Reason (shown to the user)</dt>
              <dd className="break-words">{user.restricted_by_admin_reason || <span className="text-muted">No reason given</span>}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-[13px] text-muted">Private details (admins only)</dt>
              <dd className="break-words">{user.restricted_by_admin_private_details || <span className="text-muted">None</span>}</dd>
            </div>
          </dl>
        ) : user.restricted_reason?.type === 'email_not_verified' ? (
          // Not an admin's doing: the project requires a verified e-mail (require_email_verification).
          <p className="text-[13px] text-muted">Restricted until they verify their e-mail address: this project requires it (Auth methods).</p>
        ) : (
          <p className="text-[13px] text-muted">This user is not restricted.</p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {restricted ? (
            <>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                Edit restriction
              </Button>
              <Button variant="outline" size="sm" onClick={() => setLifting(true)}>
                Remove restriction
              </Button>
            </>
          ) : (
            <Button variant="danger" size="sm" onClick={() => setEditing(true)}>
              Restrict user
            </Button>
          )}
        </div>
      </CardBody>
      <RestrictDialog open={editing} onOpenChange={setEditing} user={user} update={update} />
      <ConfirmDialog
        open={lifting}
        onOpenChange={setLifting}
        title="Remove restriction"
        okButton={{
          label: 'Remove restriction',
          onClick: async () => {
            try {
              await update.mutateAsync({ restricted_by_admin: false });
              toast({ title: 'Restriction removed', variant: 'success' });
            } catch (e) {
              toast({ title: 'Could not remove the restriction', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        <strong>{user.primary_email ?? user.id}</strong> gets a normal access token at their next sign-in or token refresh. The reason and private details are deleted.
      </ConfirmDialog>
    </Card>
  );
}

function RestrictDialog({ open, onOpenChange, user, update }: { open: boolean; onOpenChange: (o: boolean) => void; user: ServerUser; update: ReturnType<typeof useUpdateUser> }) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  useEffect(() => {
    if (!open) return;
    setReason(user.restricted_by_admin_reason ?? '');
    setDetails(user.restricted_by_admin_private_details ?? '');
    update.reset();
    // Fill the form each time it opens, from what is stored then (not on every re-render).
  }, [open]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await update.mutateAsync({ restricted_by_admin: true, restricted_by_admin_reason: reason.trim() || null, restricted_by_admin_private_details: details.trim() || null });
      toast({ title: user.restricted_by_admin ? 'Restriction saved' : 'User restricted', variant: 'success' });
      onOpenChange(false);
    } catch {
      // Shown in the form.
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={user.restricted_by_admin ? 'Edit restriction' : 'Restrict user'}
      description="Takes effect at the user's next sign-in or token refresh (within minutes)."
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 pb-5">
        <Field label="Reason" hint="Shown to the user, e.g. on their account page." error={update.isError ? errorMessage(update.error) : null}>
          {(a) => <textarea {...a} rows={3} maxLength={1024} autoFocus value={reason} onChange={(e) => setReason(e.target.value)} className={textareaClass} />}
        </Field>
        <Field label="Private details" hint="Only your project's admins see these.">
          {(a) => <textarea {...a} rows={3} maxLength={4096} value={details} onChange={(e) => setDetails(e.target.value)} className={textareaClass} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant={user.restricted_by_admin ? 'primary' : 'danger'} loading={update.isPending}>
            {user.restricted_by_admin ? 'Save restriction' : 'Restrict user'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
