import { AlertTriangle } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { apiBaseUrl, errorMessage, type AdminProject, type ProjectConfig } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { CopyField } from '../../components/ui/copy-field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { providerDisplayName, type OAuthProviderId } from '../../components/ui/oauth-buttons.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useUpdateProject } from '../projects/use-update-project.ts';
import { AppleBundleIdsField, parseBundleIds } from './apple-bundle-ids-field.tsx';

type ProviderConfig = ProjectConfig['oauth_providers'][number];

/** Where the provider sends users back: paste it into the provider's console as the redirect URI. */
export function oauthCallbackUrl(provider: OAuthProviderId): string {
  return `${apiBaseUrl()}/api/v1/auth/oauth/callback/${provider}`;
}

/**
 * One provider's settings: on or off, shared (development) or own keys, the client id and a
 * write-only client secret (the server never answers it back: an empty box keeps the saved one),
 * Facebook's configuration id, Microsoft's tenant and Apple's bundle ids where they apply, and the callback URL.
 */
export function OAuthProviderDialog({ project, provider, onOpenChange }: { project: AdminProject; provider: OAuthProviderId | null; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateProject(project.id);
  const saved = provider ? project.config.oauth_providers.find((p) => p.id === provider) : undefined;
  const [enabled, setEnabled] = useState(false);
  const [type, setType] = useState<'shared' | 'standard'>('shared');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [facebookConfigId, setFacebookConfigId] = useState('');
  const [tenant, setTenant] = useState('');
  const [bundleIds, setBundleIds] = useState('');
  useEffect(() => {
    setEnabled(!!saved);
    setType(saved?.type ?? 'shared');
    setClientId(saved?.client_id ?? '');
    setClientSecret('');
    setFacebookConfigId(saved?.facebook_config_id ?? '');
    setTenant(saved?.microsoft_tenant_id ?? '');
    setBundleIds((saved?.apple_bundle_ids ?? []).join('\n'));
    update.reset();
    // Reset when another provider opens, not on every refetch of the project.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider]);
  if (!provider) return null;
  const name = providerDisplayName(provider);
  // This page saves a standard provider only with a secret, so one is stored (the server keeps it when left out).
  const hasSavedSecret = saved?.type === 'standard';
  const needsSecret = enabled && type === 'standard' && !hasSavedSecret && !clientSecret.trim();
  const needsId = enabled && type === 'standard' && !clientId.trim();
  const bundles = parseBundleIds(bundleIds);
  const badBundles = provider === 'apple' && type === 'standard' && bundles.invalid.length > 0;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const others = project.config.oauth_providers.filter((p) => p.id !== provider);
    let entry: ProviderConfig | null = null;
    if (enabled && type === 'shared') entry = { id: provider, type: 'shared' };
    if (enabled && type === 'standard') {
      entry = { id: provider, type: 'standard', client_id: clientId.trim() };
      // Left empty: the server keeps the saved secret.
      if (clientSecret.trim()) entry.client_secret = clientSecret.trim();
      if (provider === 'facebook' && facebookConfigId.trim()) entry.facebook_config_id = facebookConfigId.trim();
      if (provider === 'microsoft' && tenant.trim()) entry.microsoft_tenant_id = tenant.trim();
      if (provider === 'apple' && bundles.ids.length) entry.apple_bundle_ids = bundles.ids;
    }
    try {
      await update.mutateAsync({ config: { oauth_providers: entry ? [...others, entry] : others } });
      toast({ title: `${name} saved`, variant: 'success' });
      onOpenChange(false);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange} title={`${name} sign-in`} description={`Users sign in with their ${name} account.`}>
      <form onSubmit={save} className="flex flex-col gap-4 pb-5">
        <ToggleSwitch id={`oauth-dialog-${provider}`} label={`Enable ${name}`} checked={enabled} onCheckedChange={setEnabled} />
        <RadioGroup
          label="Keys"
          value={type}
          onValueChange={setType}
          options={[
            { value: 'shared', label: 'Shared keys (development)', description: "Gatehouse's built-in development provider: no setup, a test account you type in. Refused in production mode." },
            { value: 'standard', label: 'Your own keys', description: `The client id and secret of your app in ${name}'s developer console.` },
          ]}
        />
        {type === 'shared' && project.is_production_mode && enabled && (
          <p className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-[13px] text-warning">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            This project is in production mode: shared keys are refused there. Enter your own credentials.
          </p>
        )}
        {type === 'standard' && (
          <>
            <TextField label="Client ID" required={enabled} autoComplete="off" value={clientId} onChange={(e) => setClientId(e.target.value)} />
            <TextField
              label="Client secret"
              type="password"
              autoComplete="new-password"
              required={enabled && !hasSavedSecret}
              placeholder={hasSavedSecret ? 'Saved — leave empty to keep it' : ''}
              hint="Write-only: once saved it is never shown again."
              value={clientSecret}
              onChange={(e) => setClientSecret(e.target.value)}
            />
            {provider === 'facebook' && <TextField label="Facebook configuration ID" hint="Only for Facebook Login for Business." value={facebookConfigId} onChange={(e) => setFacebookConfigId(e.target.value)} />}
            {provider === 'microsoft' && <TextField label="Microsoft tenant ID" placeholder="common" hint="Your directory (tenant) id; empty: any Microsoft account." value={tenant} onChange={(e) => setTenant(e.target.value)} />}
            {provider === 'apple' && <AppleBundleIdsField value={bundleIds} onChange={setBundleIds} />}
            <CopyField label="Callback URL" value={oauthCallbackUrl(provider)} />
            <p className="-mt-2 text-[13px] text-muted">Paste this as the redirect (callback) URL in {name}'s developer console.</p>
          </>
        )}
        {update.isError && (
          <p role="alert" className="text-[13px] text-danger">
            {errorMessage(update.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={needsSecret || needsId || badBundles}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
