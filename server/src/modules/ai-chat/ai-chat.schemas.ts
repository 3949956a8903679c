import { z } from '../../http/zod.ts';
import { uuid } from '../../http/schemas.ts';
import { AI_LIMITS } from './ai-chat.limits.ts';

/**
 * /internal/ai-chat/{thread_id} (SPEC §7: POST {context_type, messages}, PATCH {message}, GET).
 * A message is `{role, content}`: the caller's question (`user`) or the assistant's answer; the
 * server writes its own instructions, so no `system` message is taken from the caller.
 */

export const ThreadIdParams = z.object({
  thread_id: uuid.openapi({ description: 'The conversation; the dashboard makes a new random UUID for each.', example: '0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d' }),
});

export const ChatMessage = z
  .object({
    role: z.enum(['user', 'assistant']),
    content: z
      .string()
      .min(1, '{path} must not be empty')
      .max(AI_LIMITS.messageChars, `{path} must be at most ${AI_LIMITS.messageChars} characters`)
      .openapi({ example: 'How do I let users sign in with GitHub?' }),
  })
  .strict()
  .openapi('AiChatMessage');

/** What the conversation is about: selects the assistant's instructions. */
export const CONTEXT_TYPES = ['general', 'email-theme', 'email-template', 'email-draft'] as const;

export const AskBody = z
  .object({
    context_type: z.enum(CONTEXT_TYPES).openapi({ description: '`general` for questions about the project and Gatehouse; the e-mail ones when editing a theme, template or draft.' }),
    messages: z
      .array(ChatMessage)
      .min(1, '{path} must hold at least one message')
      .max(AI_LIMITS.messagesPerRequest, `{path} must hold at most ${AI_LIMITS.messagesPerRequest} messages`)
      .refine((m) => m.length === 0 || m[m.length - 1].role === 'user', '{path} must end with a user message'),
  })
  .strict()
  .openapi('AiChatAskBody');

export const AskAnswer = z
  .object({
    content: z.array(z.object({ type: z.literal('text'), text: z.string().openapi({ example: 'Open Auth methods, turn on GitHub, …' }) })).openapi({ description: "The assistant's answer, as content blocks (text only)." }),
  })
  .openapi('AiChatAnswer');

export const SaveMessageBody = z.object({ message: ChatMessage }).strict().openapi('AiChatSaveBody');

export const ThreadBody = z
  .object({ messages: z.array(ChatMessage).openapi({ description: 'The saved messages, oldest first; none for a thread never saved to.' }) })
  .openapi('AiChatThread');

export const AssistantStatus = z
  .object({
    enabled: z.boolean().openapi({ description: 'Whether this server has an AI endpoint configured; the dashboard shows the assistant only then.' }),
  })
  .openapi('AiAssistantStatus');
