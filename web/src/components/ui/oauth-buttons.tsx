import { siApple, siBitbucket, siDiscord, siFacebook, siGithub, siGitlab, siGoogle, siSpotify, siTwitch, siX } from 'simple-icons';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export const OAUTH_PROVIDERS = ['google', 'github', 'facebook', 'microsoft', 'spotify', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x', 'twitch'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

const DISPLAY_NAMES: Record<OAuthProviderId, string> = {
  github: 'GitHub',
  google: 'Google',
  facebook: 'Facebook',
  microsoft: 'Microsoft',
  spotify: 'Spotify',
  discord: 'Discord',
  gitlab: 'GitLab',
  apple: 'Apple',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  x: 'X',
  twitch: 'Twitch',
};

interface IconSpec {
  path: string;
  color: string;
  /** Monochrome brand marks follow the text colour so they stay visible in dark mode. */
  mono?: boolean;
}

// Microsoft and LinkedIn marks are not in simple-icons; both are simple geometric shapes drawn here.
const MICROSOFT_PATH = 'M1 1h10.5v10.5H1zM12.5 1H23v10.5H12.5zM1 12.5h10.5V23H1zM12.5 12.5H23V23H12.5z';
const LINKEDIN_PATH =
  'M3 1h18a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zm2.5 7.5V19h3.2V8.5zM7.1 3.8a1.85 1.85 0 1 0 0 3.7 1.85 1.85 0 0 0 0-3.7zM10.5 8.5V19h3.2v-5.4c0-1.5.6-2.5 1.9-2.5 1.2 0 1.7.9 1.7 2.5V19h3.2v-6.2c0-3-1.4-4.5-3.7-4.5-1.5 0-2.6.7-3.1 1.6V8.5z';

const ICONS: Record<OAuthProviderId, IconSpec> = {
  google: { path: siGoogle.path, color: '#4285F4' },
  github: { path: siGithub.path, color: '#181717', mono: true },
  facebook: { path: siFacebook.path, color: '#0866FF' },
  microsoft: { path: MICROSOFT_PATH, color: '#00A4EF' },
  spotify: { path: siSpotify.path, color: '#1ED760' },
  discord: { path: siDiscord.path, color: '#5865F2' },
  gitlab: { path: siGitlab.path, color: '#FC6D26' },
  bitbucket: { path: siBitbucket.path, color: '#0052CC' },
  linkedin: { path: LINKEDIN_PATH, color: '#0A66C2' },
  apple: { path: siApple.path, color: '#000000', mono: true },
  x: { path: siX.path, color: '#000000', mono: true },
  twitch: { path: siTwitch.path, color: '#9146FF' },
};

export function isOAuthProvider(id: string): id is OAuthProviderId {
  return (OAUTH_PROVIDERS as readonly string[]).includes(id);
}

/** SPEC §2: an unsupported provider's name is 'Unknown provider'. */
export function providerDisplayName(id: string): string {
  return isOAuthProvider(id) ? DISPLAY_NAMES[id] : 'Unknown provider';
}

/** SPEC §2: asking for an unsupported provider's icon fails with 'Icon not found for provider'. */
export function providerIcon(id: string): IconSpec {
  if (!isOAuthProvider(id)) throw new Error('Icon not found for provider'); // i18n-exempt: SPEC §2's programming error, never shown to a visitor
  return ICONS[id];
}

export function ProviderIcon({ provider, className }: { provider: string; className?: string }) {
  const icon = providerIcon(provider);
  return (
    <svg role="img" aria-hidden viewBox="0 0 24 24" className={cn('h-4 w-4 shrink-0', className)} fill={icon.mono ? 'currentColor' : icon.color}>
      <path d={icon.path} />
    </svg>
  );
}

export function OAuthButton({ provider, mode = 'sign-in', onClick, disabled }: { provider: string; mode?: 'sign-in' | 'sign-up'; onClick?: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const name = providerDisplayName(provider);
  const known = isOAuthProvider(provider);
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || !known}
      className="inline-flex h-9 w-full cursor-pointer items-center justify-center gap-2.5 rounded-md border border-border bg-surface px-4 text-sm font-medium text-fg hover:bg-subtle disabled:cursor-not-allowed disabled:opacity-50"
    >
      {known && <ProviderIcon provider={provider} />}
      {mode === 'sign-up' ? t('ui.signUpWith', { provider: name }) : t('ui.signInWith', { provider: name })}
    </button>
  );
}

export function OAuthButtonGroup({ providers, mode, onSelect }: { providers: string[]; mode?: 'sign-in' | 'sign-up'; onSelect: (provider: string) => void }) {
  if (!providers.length) return null;
  return (
    <div className="flex flex-col gap-2">
      {providers.map((p) => (
        <OAuthButton key={p} provider={p} mode={mode} onClick={() => onSelect(p)} />
      ))}
    </div>
  );
}
