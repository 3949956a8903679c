import { GatehouseProvider, useGatehouseApp, useSessionIdentity, userApiKeysKey, useUserApiKeys } from '@gatehouse/sdk/react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import type { Hosted } from './hosted-context.tsx';
import { OwnerApiKeysPanel } from './owner-api-keys-panel.tsx';
import { withRecentSignIn } from './recent-sign-in.tsx';

function UserKeys({ appName }: { appName: string }) {
  const { t } = useTranslation();
  const app = useGatehouseApp();
  const identity = useSessionIdentity();
  const client = useQueryClient();
  const keys = useUserApiKeys();
  return (
    <Card>
      <CardHeader title={t('apiKeys.title')} description={t('apiKeys.cardDescription', { app: appName })} />
      <CardBody>
        <OwnerApiKeysPanel
          ownerLabel={t('apiKeys.yourAccount')}
          keys={keys}
          create={(input) => withRecentSignIn(app, () => app.createUserApiKey(input))}
          revoke={(id) => app.revokeUserApiKey(id)}
          onChanged={() => void client.invalidateQueries({ queryKey: userApiKeysKey(app.projectId, identity) })}
        />
      </CardBody>
    </Card>
  );
}

/** Hosted account settings: the user's own API keys (shown when the project allows user API keys). */
export function AccountApiKeysCard({ hosted }: { hosted: Hosted }) {
  if (!hosted.project.config.allow_user_api_keys) return null;
  return (
    <GatehouseProvider app={hosted.app}>
      <UserKeys appName={hosted.project.display_name} />
    </GatehouseProvider>
  );
}
