import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import type { Hosted } from './hosted-context.tsx';
import { withRecentSignIn } from './recent-sign-in.tsx';

/**
 * "Delete my account", shown only when the project lets users delete themselves
 * (client_user_deletion_enabled). Irreversible, so the dialog asks for a ticked checkbox (UI.md).
 */
export function AccountDangerZone({ hosted }: { hosted: Hosted }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deleteAccount = async () => {
    try {
      await withRecentSignIn(hosted.app, () => hosted.app.api.DELETE('/users/me'));
    } catch (e) {
      toast({ title: 'Could not delete your account', description: endUserMessage(e), variant: 'destructive' });
      return;
    }
    // The server ended every session with the user; forget the tokens here without another call.
    hosted.app.session.clear();
    client.removeQueries({ queryKey: ['hosted', hosted.projectId] });
    void navigate(hosted.link('sign-in'));
    toast({ title: 'Your account was deleted.', variant: 'success' });
  };
  return (
    <Card className="border-danger/40">
      <CardHeader title="Delete account" description={`Deletes your account and everything it holds in ${hosted.project.display_name}. This cannot be undone.`} />
      <CardBody>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete your account"
          confirmText="I understand that my account is deleted for good"
          okButton={{ label: 'Delete my account', variant: 'danger', onClick: deleteAccount }}
        >
          Your profile, e-mail addresses and sessions in {hosted.project.display_name} are deleted, and you are signed out everywhere.
        </ConfirmDialog>
      </CardBody>
    </Card>
  );
}
