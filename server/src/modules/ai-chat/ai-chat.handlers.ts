import type { Handler } from '../../http/router.ts';
import type { AuthContext } from '../../http/context.ts';
import type * as routes from './ai-chat.routes.ts';
import { ask, isEnabled, readMessages, saveMessage, type Actor } from './ai-chat.service.ts';

/** The dashboard user behind an admin access token, else the project whose admin key was used. */
const actorOf = (auth: AuthContext): Actor => (auth.dashboardUserId ? `user:${auth.dashboardUserId}` : `project:${auth.project.id}`);

export const getAiAssistantStatusHandler: Handler<typeof routes.getAiAssistantStatus> = (c, { deps }) => c.json({ enabled: isEnabled(deps) }, 200);

export const askAiChatHandler: Handler<typeof routes.askAiChat> = async (c, { deps, auth, body }) => {
  const text = await ask(deps, actorOf(auth), auth.project, body.context_type, body.messages);
  return c.json({ content: [{ type: 'text' as const, text }] }, 200);
};

export const saveAiChatMessageHandler: Handler<typeof routes.saveAiChatMessage> = async (c, { deps, auth, params, body }) => {
  await saveMessage(deps, actorOf(auth), auth.project.id, params.thread_id, body.message);
  return c.json({ success: true as const }, 200);
};

export const getAiChatThreadHandler: Handler<typeof routes.getAiChatThread> = async (c, { deps, auth, params }) => {
  const messages = await readMessages(deps, auth.project.id, params.thread_id);
  return c.json({ messages }, 200);
};
