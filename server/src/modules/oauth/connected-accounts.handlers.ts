import type { Handler } from '../../http/router.ts';
import type * as routes from './connected-accounts.routes.ts';
import type { OAuthAccountRecord } from '../oauth-accounts/oauth-accounts.store.ts';
import { connectedAccessToken, listConnectedAccounts } from './connected-accounts.service.ts';
import { createLink, deleteLink, getLink, listLinks, updateLink } from './provider-links.service.ts';

/** A link on the wire (wire-contract §7.4): the provider's account id only for server and admin access. */
function linkOf(l: OAuthAccountRecord, withAccountId: boolean) {
  const base = { user_id: l.userId, id: l.id, email: l.email, provider_config_id: l.providerId, type: l.providerId, allow_sign_in: l.allowSignIn, allow_connected_accounts: l.allowConnectedAccounts };
  return withAccountId ? { ...base, account_id: l.accountId } : base;
}

export const getConnectedAccessTokenHandler: Handler<typeof routes.getConnectedAccessToken> = async (c, { deps, auth, userId, params, body }) => {
  const accessToken = await connectedAccessToken(deps, auth.project, userId, params.provider_id, body.scope);
  return c.json({ access_token: accessToken }, 201);
};

export const getConnectedAccountAccessTokenHandler: Handler<typeof routes.getConnectedAccountAccessToken> = async (c, { deps, auth, userId, params, body }) => {
  const accessToken = await connectedAccessToken(deps, auth.project, userId, params.provider_id, body.scope, params.provider_account_id);
  return c.json({ access_token: accessToken }, 201);
};

export const getConnectedAccessTokenLegacyHandler: Handler<typeof routes.getConnectedAccessTokenLegacy> = async (c, { deps, auth, params, body }) => {
  const accessToken = await connectedAccessToken(deps, auth.project, auth.user.id, params.provider_id, body.scope);
  return c.json({ access_token: accessToken }, 201);
};

export const listConnectedAccountsHandler: Handler<typeof routes.listConnectedAccounts> = async (c, { deps, auth, userId }) => {
  const accounts = await listConnectedAccounts(deps, auth.project.id, userId);
  return c.json({ items: accounts.map((a) => ({ user_id: a.userId, provider: a.providerId, provider_account_id: a.accountId })), is_paginated: false as const }, 200);
};

export const listProviderLinksHandler: Handler<typeof routes.listProviderLinks> = async (c, { deps, auth, userId }) => {
  const links = await listLinks(deps, auth.project.id, userId);
  return c.json({ items: links.map((l) => linkOf(l, auth.type !== 'client')), is_paginated: false as const }, 200);
};

export const createProviderLinkHandler: Handler<typeof routes.createProviderLink> = async (c, { deps, auth, userId, body }) => {
  const link = await createLink(deps, auth.project, userId, {
    providerId: body.provider_config_id,
    accountId: body.account_id,
    email: body.email ?? null,
    allowSignIn: body.allow_sign_in,
    allowConnectedAccounts: body.allow_connected_accounts,
  });
  return c.json({ ...linkOf(link, false), account_id: link.accountId }, 201);
};

export const getProviderLinkHandler: Handler<typeof routes.getProviderLink> = async (c, { deps, auth, userId, params }) => {
  return c.json(linkOf(await getLink(deps, auth.project.id, userId, params.provider_id), auth.type !== 'client'), 200);
};

export const updateProviderLinkHandler: Handler<typeof routes.updateProviderLink> = async (c, { deps, auth, userId, params, body }) => {
  const changes = {
    ...(body.allow_sign_in !== undefined ? { allowSignIn: body.allow_sign_in } : {}),
    ...(body.allow_connected_accounts !== undefined ? { allowConnectedAccounts: body.allow_connected_accounts } : {}),
    ...(body.account_id !== undefined ? { accountId: body.account_id } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
  };
  return c.json(linkOf(await updateLink(deps, auth.project, userId, params.provider_id, changes, { byClient: auth.type === 'client' }), auth.type !== 'client'), 200);
};

export const deleteProviderLinkHandler: Handler<typeof routes.deleteProviderLink> = async (c, { deps, auth, userId, params }) => {
  await deleteLink(deps, auth.project, userId, params.provider_id, { byClient: auth.type === 'client' });
  return c.json({ success: true as const }, 200);
};
