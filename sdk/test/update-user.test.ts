// app.updateUser against a real Gatehouse: the signed-in user changes their own profile (PATCH
// /users/me) and gets the updated user back, with metadata typed by the app's declaration; bad
// input is refused (a TypeError before any request, or the server's known error) and changes nothing.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl, type TestProject } from '../../server/test/harness.ts';
import {
  createClientApp, createServerApp, memoryTokenStore, SchemaError, InvalidProfileImageError, CannotGetOwnUserWithoutUserError,
  type ClientApp, type CurrentUser, type ServerUser,
} from '../src/index.ts';
import type { GatehouseProviderProps } from '../src/react/index.tsx';

const PASSWORD = 'correct horse battery staple';
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface Prefs { theme: 'dark' | 'light'; tabs?: string[] }
type Meta = { clientMetadata: Prefs; serverMetadata: { plan: 'free' | 'pro' } };

function clientFor<M extends { clientMetadata?: unknown } = Meta>(project: TestProject): ClientApp<M> {
  return createClientApp<M>({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
}

describe('app.updateUser (PATCH /users/me)', () => {
  it('changes display name, client metadata and picture, returns the updated user, and getUser sees it', async () => {
    const project = await newProject();
    const app = clientFor(project);
    const { userId } = await app.signUpWithPassword({ email: uniqueEmail('upd'), password: PASSWORD });

    const updated = await app.updateUser({ displayName: 'Ada L.', clientMetadata: { theme: 'dark', tabs: ['inbox'] }, profileImageUrl: PNG_DATA_URL });
    expect(updated).toMatchObject({ id: userId, display_name: 'Ada L.', client_metadata: { theme: 'dark', tabs: ['inbox'] }, profile_image_url: PNG_DATA_URL });
    // Typed by the declaration: no cast to read a field.
    const theme: 'dark' | 'light' | undefined = updated.client_metadata?.theme;
    expect(theme).toBe('dark');

    const again = await app.getUser();
    expect(again?.client_metadata?.tabs).toEqual(['inbox']);
    expect(again?.display_name).toBe('Ada L.');

    // Only the fields given change; null clears one.
    const cleared = await app.updateUser({ displayName: null });
    expect(cleared).toMatchObject({ display_name: null, client_metadata: { theme: 'dark', tabs: ['inbox'] }, profile_image_url: PNG_DATA_URL });
  });

  it('refuses a field it does not know with a TypeError before any request, and changes nothing', async () => {
    const project = await newProject();
    const app = clientFor(project);
    await app.signUpWithPassword({ email: uniqueEmail('upd'), password: PASSWORD });
    await app.updateUser({ displayName: 'Kept' });
    for (const bad of [{ display_name: 'Wire name' }, { displayNme: 'Typo' }, { serverMetadata: { plan: 'pro' } }]) {
      // @ts-expect-error -- a key the input type does not have (a JavaScript caller's mistake)
      await expect(app.updateUser(bad)).rejects.toThrow(TypeError);
    }
    // @ts-expect-error -- not an object
    await expect(app.updateUser(null)).rejects.toThrow(TypeError);
    expect((await app.getUser())?.display_name).toBe('Kept');
  });

  it('answers the server\'s known error for a value it refuses, and changes nothing', async () => {
    const project = await newProject();
    const app = clientFor<{ clientMetadata: { blob: string } }>(project);
    await app.signUpWithPassword({ email: uniqueEmail('upd'), password: PASSWORD });
    await app.updateUser({ displayName: 'Before', clientMetadata: { blob: 'small' } });

    await expect(app.updateUser({ displayName: 'After', clientMetadata: { blob: 'x'.repeat(70_000) } })).rejects.toBeInstanceOf(SchemaError);
    await expect(app.updateUser({ displayName: 'x'.repeat(257) })).rejects.toBeInstanceOf(SchemaError);
    await expect(app.updateUser({ profileImageUrl: 'https://example.com/me.png' })).rejects.toBeInstanceOf(InvalidProfileImageError);
    const user = await app.getUser();
    expect(user).toMatchObject({ display_name: 'Before', client_metadata: { blob: 'small' } });
  });

  it('signed out: the known error CANNOT_GET_OWN_USER_WITHOUT_USER', async () => {
    const project = await newProject();
    const app = clientFor(project);
    await expect(app.updateUser({ displayName: 'Nobody' })).rejects.toBeInstanceOf(CannotGetOwnUserWithoutUserError);
  });

  it('on a server app: updateUser(input) is the session\'s user, updateUser(id, body) any user, both typed', async () => {
    const project = await newProject();
    const server = createServerApp<Meta>({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server, tokenStore: 'memory' });
    const { userId } = await server.signUpWithPassword({ email: uniqueEmail('srv'), password: PASSWORD });
    const own = await server.updateUser({ clientMetadata: { theme: 'light' } });
    expect(own).toMatchObject({ id: userId, client_metadata: { theme: 'light' } });

    const other = await server.createUser({ primary_email: uniqueEmail('other'), server_metadata: { plan: 'free' } });
    const changed = await server.updateUser(other.id, { server_metadata: { plan: 'pro' }, display_name: 'Other' });
    const plan: 'free' | 'pro' | undefined = changed.server_metadata?.plan;
    expect(plan).toBe('pro');
    expect((await server.getUser(userId)).client_metadata?.theme).toBe('light');
    const page = await server.listUsers({ limit: 10, cursor: undefined });
    expect(page.items.map((u) => u.server_metadata?.plan)).toContain('pro');
  });
});

describe('metadata types', () => {
  it('default to Record<string, unknown> (or null), and follow the app\'s declaration', () => {
    expectTypeOf<CurrentUser['client_metadata']>().toEqualTypeOf<Record<string, unknown> | null>();
    expectTypeOf<ServerUser['server_metadata']>().toEqualTypeOf<Record<string, unknown> | null>();
    expectTypeOf<CurrentUser<Meta>['client_metadata']>().toEqualTypeOf<Prefs | null>();
    expectTypeOf<ServerUser<Meta>['client_read_only_metadata']>().toEqualTypeOf<Record<string, unknown> | null>();
    expectTypeOf<ServerUser<Meta>['server_metadata']>().toEqualTypeOf<{ plan: 'free' | 'pro' } | null>();
    const app = createClientApp<Meta>({ baseUrl: 'http://localhost:1', projectId: 'p', tokenStore: 'memory' });
    expectTypeOf(app.updateUser).parameter(0).toHaveProperty('clientMetadata').toEqualTypeOf<Prefs | null | undefined>();
    // @ts-expect-error -- a value outside the declared shape does not compile
    void (() => app.updateUser({ clientMetadata: { theme: 'blue' } }));
    // An app with declared metadata still goes into the React provider (whose hooks use the defaults).
    const props: GatehouseProviderProps = { app };
    expect(props.app).toBe(app);
  });
});
