import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deleteAccount = async () => {
    try {
      await withRecentSignIn(hosted.app, () => hosted.app.api.DELETE('/users/me'));
    } catch (e) {
      toast({ title: t('danger.failed'), description: endUserMessage(e), variant: 'destructive' });
      return;
    }
    // The server ended every session with the user; forget the tokens here without another call.
    hosted.app.session.clear();
    client.removeQueries({ queryKey: ['hosted', hosted.projectId] });
    void navigate(hosted.link('sign-in'));
    toast({ title: t('danger.deleted'), variant: 'success' });
  };
  return (
    <Card className="border-danger/40">
      <CardHeader title={t('danger.title')} description={t('danger.description', { app: hosted.project.display_name })} />
      <CardBody>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('danger.button')}
        </Button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={t('danger.confirmTitle')}
          confirmText={t('danger.confirmText')}
          okButton={{ label: t('danger.button'), variant: 'danger', onClick: deleteAccount }}
        >
          {t('danger.confirmBody', { app: hosted.project.display_name })}
        </ConfirmDialog>
      </CardBody>
    </Card>
  );
}
