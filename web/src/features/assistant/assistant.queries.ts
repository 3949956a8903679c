import { queryOptions } from '@tanstack/react-query';
import { adminApp } from '../../api/client.ts';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Whether the server has an AI endpoint (GET /internal/ai-assistant); the assistant shows only then. */
export const assistantStatusQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'ai-assistant'],
    queryFn: async (): Promise<boolean> => (await adminApp(projectId).api.GET('/internal/ai-assistant')).data!.enabled,
    // A server setting: it changes only with a restart.
    staleTime: 5 * 60_000,
  });

/** Saves one message to the project's thread, then (for a question) asks for the answer and saves it too. */
export async function saveMessage(projectId: string, threadId: string, message: ChatMessage): Promise<void> {
  await adminApp(projectId).api.PATCH('/internal/ai-chat/{thread_id}', { params: { path: { thread_id: threadId } }, body: { message } });
}

export async function askAssistant(projectId: string, threadId: string, messages: ChatMessage[]): Promise<string> {
  const { data } = await adminApp(projectId).api.POST('/internal/ai-chat/{thread_id}', {
    params: { path: { thread_id: threadId } },
    body: { context_type: 'general', messages },
  });
  return data!.content.map((c) => c.text).join('\n');
}

/** The server keeps at most this many messages per request; older ones are left out of the question. */
export const MAX_MESSAGES_SENT = 50;
export const MAX_MESSAGE_CHARS = 8000;
