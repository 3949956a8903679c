import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/**
 * The known errors of the dashboard AI assistant (Gatehouse additions: the wire contract names the
 * routes, not their refusals).
 */
export const aiChatErrors = defineErrors({
  // 503: this server does not offer the feature now (nothing the caller can change); the
  // dashboard asks GET /internal/ai-assistant first and hides the assistant.
  AI_ASSISTANT_NOT_CONFIGURED: def({
    status: 503,
    message: 'The AI assistant is not configured on this server. The operator can enable it by setting GATEHOUSE_AI_BASE_URL and GATEHOUSE_AI_MODEL.',
  }),
  // 503: the configured endpoint failed (refused, timed out, answered an error or nonsense). The
  // endpoint's own answer is logged for the operator, never relayed (it may name keys or hosts).
  AI_ASSISTANT_UNAVAILABLE: def({
    status: 503,
    message: 'The AI assistant could not answer: its endpoint failed or did not answer in time. Try again later.',
  }),
  AI_CHAT_THREAD_FULL: def({
    status: 400,
    details: z.object({
      thread_id: z.string().openapi({ example: '0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d' }),
      max_messages: z.number().int().openapi({ example: 200 }),
    }),
    message: (d) => `The thread '${d.thread_id}' already holds ${d.max_messages} messages, the most a thread may hold. Start a new thread.`,
  }),
  AI_CHAT_THREAD_LIMIT_REACHED: def({
    status: 400,
    details: z.object({ max_threads: z.number().int().openapi({ example: 500 }) }),
    message: (d) => `This project already has ${d.max_threads} saved assistant threads, the most a project may keep.`,
  }),
});

type AiChatErrors = typeof aiChatErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends AiChatErrors {}
}
