import { adminApp, type ServerUser } from '../../api/client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user a developer means by what they typed in a 'User' field: a user id, or a primary e-mail
 * (matched exactly, ignoring case). Throws an Error whose message can stand next to the field.
 */
export async function resolveUser(projectId: string, typed: string): Promise<ServerUser> {
  const text = typed.trim();
  if (!text) throw new Error('Enter a user id or e-mail.');
  if (UUID.test(text)) return (await adminApp(projectId).api.GET('/users/{user_id}', { params: { path: { user_id: text } } })).data;
  const { data } = await adminApp(projectId).api.GET('/users', { params: { query: { query: text, limit: 20, include_anonymous: false } } });
  const match = data.items.find((u) => u.primary_email?.toLowerCase() === text.toLowerCase());
  if (!match) throw new Error(`No user has the e-mail ${text}.`);
  return match;
}
