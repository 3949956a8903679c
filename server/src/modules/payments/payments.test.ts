import { describe, expect, it } from 'vitest';
import { newProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { newTeam, signedInUser, addTeamMember } from '../../../test/factories.ts';
import { call, quantity, spend, withCatalogue } from '../../../test/payments-catalogue.ts';

/** Items, products and transactions over HTTP (wire-contract §9.21). */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const grant = (project: Awaited<ReturnType<typeof newProject>>, type: string, id: string, body: unknown, extra = {}) =>
  call('POST', `/payments/products/${type}/${id}`, project.serverHeaders(), body, extra);

describe('GET /payments/items', () => {
  it('answers 0 for a declared item nobody changed; unknown item, wrong customer type, unknown customers', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    const res = await call('GET', `/payments/items/user/${user.id}/credits`, project.serverHeaders());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'credits', display_name: 'Credits', quantity: 0 });
    const nf = await expectKnownError(await call('GET', `/payments/items/user/${user.id}/nope`, project.serverHeaders()), 404, 'ITEM_NOT_FOUND');
    expect(nf.details).toEqual({ item_id: 'nope' });
    const team = await newTeam(project, user);
    const mismatch = await expectKnownError(await call('GET', `/payments/items/team/${team}/credits`, project.serverHeaders()), 400, 'ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH');
    expect(mismatch.details).toMatchObject({ item_customer_type: 'user', actual_customer_type: 'team' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "'; drop table x; --"]) {
      await expectKnownError(await call('GET', `/payments/items/user/${encodeURIComponent(id)}/credits`, project.serverHeaders()), 404, 'USER_NOT_FOUND');
      await expectKnownError(await call('GET', `/payments/items/team/${encodeURIComponent(id)}/seats`, project.serverHeaders()), 404, 'TEAM_NOT_FOUND');
    }
    // A user of another project is unknown here.
    const other = await newProject();
    const stranger = await signedInUser(other);
    await expectKnownError(await call('GET', `/payments/items/user/${stranger.id}/credits`, project.serverHeaders()), 404, 'USER_NOT_FOUND');
    // Custom customers are free strings for server access (bounded).
    expect(await quantity(project, 'custom', 'org_42', 'api-calls')).toBe(0);
    await expectKnownError(await call('GET', `/payments/items/custom/${'x'.repeat(257)}/api-calls`, project.serverHeaders()), 400, 'SCHEMA_ERROR');
  });

  it('client access: own user only, team admins of that team, never custom customers', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    const other = await signedInUser(project);
    expect(await quantity(project, 'user', user.id, 'credits', project.clientHeaders(user.accessToken))).toBe(0);
    await expectKnownError(await call('GET', `/payments/items/user/${user.id}/credits`, project.clientHeaders()), 401, 'USER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await call('GET', `/payments/items/user/${other.id}/credits`, project.clientHeaders(user.accessToken)), 403, 'CUSTOMER_ACCESS_DENIED');
    await expectKnownError(await call('GET', `/payments/items/user/not-a-uuid/credits`, project.clientHeaders(user.accessToken)), 404, 'USER_NOT_FOUND');
    await expectKnownError(await call('GET', `/payments/items/custom/org_1/api-calls`, project.clientHeaders(user.accessToken)), 403, 'CUSTOMER_ACCESS_DENIED');
    const team = await newTeam(project, user); // the creator is team_admin
    await addTeamMember(project, team, other);
    expect(await quantity(project, 'team', team, 'seats', project.clientHeaders(user.accessToken))).toBe(0);
    await expectKnownError(await call('GET', `/payments/items/team/${team}/seats`, project.clientHeaders(other.accessToken)), 401, 'TEAM_PERMISSION_REQUIRED');
    const outsider = await signedInUser(project);
    await expectKnownError(await call('GET', `/payments/items/team/${team}/seats`, project.clientHeaders(outsider.accessToken)), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    await expectKnownError(await call('GET', `/payments/items/team/00000000-0000-4000-8000-000000000000/seats`, project.clientHeaders(outsider.accessToken)), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    // Clients cannot change quantities at all.
    await expectKnownError(await call('POST', `/payments/items/user/${user.id}/credits/update-quantity?allow_negative=false`, project.clientHeaders(user.accessToken), { delta: 5 }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});

describe('POST /payments/items/.../update-quantity', () => {
  it('adds and spends; refuses to go below zero unless allow_negative; expired changes stop counting', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    const ok = await spend(project, user.id, 5);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({});
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(5);
    const refused = await expectKnownError(await spend(project, user.id, -6), 400, 'ITEM_QUANTITY_INSUFFICIENT_AMOUNT');
    expect(refused.details).toEqual({ item_id: 'credits', customer_id: user.id, quantity: 5 });
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(5);
    expect((await spend(project, user.id, -7, true)).status).toBe(200);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(-2);
    await expectKnownError(await spend(project, user.id, -1), 400, 'ITEM_QUANTITY_INSUFFICIENT_AMOUNT');
    // A change that already expired never counts; one that expires later counts now.
    expect((await spend(project, user.id, 10, false, {}, { expires_at: '2000-01-01T00:00:00Z' })).status).toBe(200);
    expect((await spend(project, user.id, 10, false, {}, { expires_at: '2999-01-01T00:00:00.000Z', description: 'bonus' })).status).toBe(200);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(8);
  });

  it('refuses malformed changes with SCHEMA_ERROR and changes nothing', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    const path = `/payments/items/user/${user.id}/credits/update-quantity`;
    for (const [query, body] of [
      ['', { delta: 1 }],
      ['?allow_negative=yes', { delta: 1 }],
      ['?allow_negative=false', { delta: 1.5 }],
      ['?allow_negative=false', { delta: '1' }],
      ['?allow_negative=false', { delta: 1e12 }],
      ['?allow_negative=false', { delta: 1, expires_at: 'tomorrow' }],
      ['?allow_negative=false', { delta: 1, extra: true }],
      ['?allow_negative=false', {}],
    ] as const) {
      await expectKnownError(await call('POST', path + query, project.serverHeaders(), body), 400, 'SCHEMA_ERROR');
    }
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(0);
  });
});

describe('products', () => {
  it('grants by id and inline; stackable quantities add up; non-stackable once; items follow', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    const pro = await grant(project, 'user', user.id, { product_id: 'pro' });
    expect(pro.status).toBe(200);
    const proBody = (await pro.json()) as Json;
    expect(proBody).toEqual({ success: true });
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(100);
    const again = await expectKnownError(await grant(project, 'user', user.id, { product_id: 'pro' }), 400, 'PRODUCT_ALREADY_GRANTED');
    expect(again.details).toEqual({ product_id: 'pro', customer_id: user.id });
    await expectKnownError(await grant(project, 'user', user.id, { product_id: 'pro', quantity: 2 }), 400, 'SCHEMA_ERROR');
    expect((await grant(project, 'user', user.id, { product_id: 'credit-pack', quantity: 2 })).status).toBe(200);
    expect((await grant(project, 'user', user.id, { product_id: 'credit-pack' })).status).toBe(200);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(250);
    const inline = await grant(project, 'user', user.id, {
      product_inline: { display_name: 'Promo', customer_type: 'user', prices: { once: { USD: '0.50' } }, included_items: { credits: { quantity: 7 } } },
    });
    expect(inline.status).toBe(200);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(257);

    const list = (await (await call('GET', `/payments/products/user/${user.id}`, project.serverHeaders())).json()) as Json;
    expect(list.is_paginated).toBe(true);
    expect(list.items.map((i: Json) => [i.id, i.quantity, i.type])).toEqual([[null, 1, 'one_time'], ['credit-pack', 3, 'one_time'], ['pro', 1, 'one_time']]);
    expect(list.items[2].product).toMatchObject({ display_name: 'Pro', customer_type: 'user', prices: { monthly: { USD: '9.99', interval: [1, 'month'] } } });
    expect(list.pagination).toEqual({ next_cursor: null });
    // Clients do not see server-only products (an inline product is server-only by default).
    await grant(project, 'user', user.id, { product_id: 'internal' });
    const mine = (await (await call('GET', `/payments/products/user/${user.id}`, project.clientHeaders(user.accessToken))).json()) as Json;
    expect(mine.items.map((i: Json) => i.id)).toEqual(['credit-pack', 'pro']);
  });

  it('pages by product id (cursor, limit); an unknown cursor is refused', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    for (const id of ['pro', 'credit-pack', 'daily', 'internal']) expect((await grant(project, 'user', user.id, { product_id: id })).status).toBe(200);
    const page1 = (await (await call('GET', `/payments/products/user/${user.id}?limit=2`, project.serverHeaders())).json()) as Json;
    expect(page1.items.map((i: Json) => i.id)).toEqual(['credit-pack', 'daily']);
    expect(page1.pagination.next_cursor).toBe('internal');
    const page2 = (await (await call('GET', `/payments/products/user/${user.id}?limit=2&cursor=internal`, project.serverHeaders())).json()) as Json;
    expect(page2.items.map((i: Json) => i.id)).toEqual(['internal', 'pro']);
    expect(page2.pagination.next_cursor).toBeNull();
    await expectKnownError(await call('GET', `/payments/products/user/${user.id}?cursor=nope`, project.serverHeaders()), 400, 'SCHEMA_ERROR');
    for (const limit of ['0', '101', 'x', '1.5']) await expectKnownError(await call('GET', `/payments/products/user/${user.id}?limit=${limit}`, project.serverHeaders()), 400, 'SCHEMA_ERROR');
  });

  it('refuses unknown products, items named as products, both or neither ids, type mismatches, bad inline amounts', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    const team = await newTeam(project, user);
    expect((await expectKnownError(await grant(project, 'user', user.id, { product_id: 'nope' }), 400, 'PRODUCT_DOES_NOT_EXIST')).details).toEqual({ product_id: 'nope', context: null });
    expect((await expectKnownError(await grant(project, 'user', user.id, { product_id: 'credits' }), 400, 'PRODUCT_DOES_NOT_EXIST')).details).toEqual({ product_id: 'credits', context: 'item_exists' });
    const mismatch = await expectKnownError(await grant(project, 'team', team, { product_id: 'pro' }), 400, 'PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH');
    expect(mismatch.details).toEqual({ product_id: 'pro', customer_id: team, product_customer_type: 'user', actual_customer_type: 'team' });
    const inline = { display_name: 'X', customer_type: 'user', prices: { once: { USD: '1' } } };
    await expectKnownError(await grant(project, 'user', user.id, { product_id: 'pro', product_inline: inline }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await grant(project, 'user', user.id, {}), 400, 'SCHEMA_ERROR');
    const bad = await expectKnownError(await grant(project, 'user', user.id, { product_inline: { ...inline, prices: { once: { USD: '1.999' } } } }), 400, 'SCHEMA_ERROR');
    expect(bad.error).toContain('Too many decimals; USD only has 2 decimals');
    const none = await expectKnownError(await grant(project, 'user', user.id, { product_inline: { ...inline, prices: { once: {} } } }), 400, 'SCHEMA_ERROR');
    expect(none.error).toContain('At least one currency is required');
    expect((await grant(project, 'team', team, { product_id: 'team-plan' })).status).toBe(200);
    expect(await quantity(project, 'team', team, 'seats')).toBe(5);
    await expectKnownError(await call('POST', `/payments/products/user/${user.id}`, project.clientHeaders(user.accessToken), { product_id: 'pro' }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(0);
  });

  it('grants of one non-stackable product racing each other: exactly one wins', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    const answers = await Promise.all(Array.from({ length: 8 }, () => grant(project, 'user', user.id, { product_id: 'pro' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(100);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer and applies nothing twice; a different request with the key is refused', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    const key = { 'idempotency-key': 'spend-1' };
    expect((await spend(project, user.id, 5)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => spend(project, user.id, -2, false, key)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(3);
    const reused = await expectKnownError(await spend(project, user.id, -1, false, key), 400, 'IDEMPOTENCY_KEY_REUSED');
    expect(reused.details).toEqual({ idempotency_key: 'spend-1' });
    // Scoped per route and per project: the same key elsewhere is a new key.
    expect((await grant(project, 'user', user.id, { product_id: 'credit-pack' }, key)).status).toBe(200);
    expect((await grant(project, 'user', user.id, { product_id: 'credit-pack' }, key)).status).toBe(200);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(53);
    const other = await newProject();
    await withCatalogue(other);
    const otherUser = await signedInUser(other);
    expect((await spend(other, otherUser.id, 1, false, key)).status).toBe(200);
    // A refused request stores nothing: the same key may be retried once it can succeed.
    const fresh = { 'idempotency-key': 'spend-2' };
    await expectKnownError(await spend(project, user.id, -100, false, fresh), 400, 'ITEM_QUANTITY_INSUFFICIENT_AMOUNT');
    expect((await spend(project, user.id, -100, true, fresh)).status).toBe(200);
    // Bounded: at most 255 printable characters.
    await expectKnownError(await spend(project, user.id, 1, false, { 'idempotency-key': 'k'.repeat(256) }), 400, 'SCHEMA_ERROR');
  });
});

describe('GET /internal/payments/transactions', () => {
  it('lists every change with its entries, newest first, paged and filtered; admin only', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    await grant(project, 'user', user.id, { product_id: 'pro' });
    await spend(project, user.id, -30, false, {}, { description: 'used' });
    const team = await newTeam(project, user);
    await grant(project, 'team', team, { product_id: 'team-plan' });
    const all = (await (await call('GET', '/internal/payments/transactions', project.adminHeaders())).json()) as Json;
    expect(all.next_cursor).toBeNull();
    expect(all.transactions.map((t: Json) => t.type)).toEqual(['purchase', 'manual-item-quantity-change', 'purchase']);
    const [teamGrant, manual, proGrant] = all.transactions;
    expect(teamGrant.test_mode).toBe(true);
    expect(manual.entries).toEqual([{ type: 'item_quantity_change', adjusted_transaction_id: null, adjusted_entry_index: null, customer_type: 'user', customer_id: user.id, item_id: 'credits', quantity: -30 }]);
    expect(proGrant.entries[0]).toMatchObject({ type: 'product_grant', customer_type: 'user', customer_id: user.id, product_id: 'pro', price_id: null, quantity: 1 });
    expect(proGrant.entries[0].one_time_purchase_id).toEqual(expect.any(String));
    expect(proGrant.entries[1]).toMatchObject({ type: 'item_quantity_change', item_id: 'credits', quantity: 100 });
    expect(proGrant.adjusted_by).toEqual([]);
    expect(typeof proGrant.created_at_millis).toBe('number');

    const page1 = (await (await call('GET', '/internal/payments/transactions?limit=2', project.adminHeaders())).json()) as Json;
    expect(page1.transactions.map((t: Json) => t.id)).toEqual([teamGrant.id, manual.id]);
    const page2 = (await (await call('GET', `/internal/payments/transactions?limit=2&cursor=${page1.next_cursor}`, project.adminHeaders())).json()) as Json;
    expect(page2.transactions.map((t: Json) => t.id)).toEqual([proGrant.id]);
    expect(page2.next_cursor).toBeNull();
    const teams = (await (await call('GET', '/internal/payments/transactions?customer_type=team', project.adminHeaders())).json()) as Json;
    expect(teams.transactions.map((t: Json) => t.id)).toEqual([teamGrant.id]);
    const manuals = (await (await call('GET', '/internal/payments/transactions?type=manual-item-quantity-change', project.adminHeaders())).json()) as Json;
    expect(manuals.transactions.map((t: Json) => t.id)).toEqual([manual.id]);
    for (const q of ['limit=0', 'limit=201', 'cursor=bm9wZQ', 'type=refund', 'customer_type=org']) {
      await expectKnownError(await call('GET', `/internal/payments/transactions?${q}`, project.adminHeaders()), 400, 'SCHEMA_ERROR');
    }
    await expectKnownError(await call('GET', '/internal/payments/transactions', project.serverHeaders()), 401, 'INSUFFICIENT_ACCESS_TYPE');
    // Another project's transactions are not listed.
    const other = await newProject();
    expect(((await (await call('GET', '/internal/payments/transactions', other.adminHeaders())).json()) as Json).transactions).toEqual([]);
  });
});
