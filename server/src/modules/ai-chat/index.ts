import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './ai-chat.routes.ts';
import * as handlers from './ai-chat.handlers.ts';
import { aiChatErrors } from './ai-chat.errors.ts';
import { Migration20261128010000AiChatThreads } from './migrations/Migration20261128010000AiChatThreads.ts';

/**
 * The dashboard AI assistant: answers from the operator's OpenAI-compatible endpoint
 * (GATEHOUSE_AI_*), and the conversations saved per project (table ai_chat_thread).
 */
export const aiChatModule: ModuleManifest = {
  name: 'ai-chat',
  tags: [{ name: 'AI assistant', description: "The dashboard's AI assistant and its saved conversations.", group: 'Admin' }],
  routes: [
    route(routes.getAiAssistantStatus, handlers.getAiAssistantStatusHandler),
    route(routes.askAiChat, handlers.askAiChatHandler),
    route(routes.saveAiChatMessage, handlers.saveAiChatMessageHandler),
    route(routes.getAiChatThread, handlers.getAiChatThreadHandler),
  ],
  errors: aiChatErrors,
  migrations: [{ name: 'Migration20261128010000AiChatThreads', class: Migration20261128010000AiChatThreads }],
};
