import { createHash } from 'node:crypto';
import type { Deps } from '../../http/context.ts';
import type { AiSettings } from '../../config.ts';
import { knownError } from '../../http/errors.ts';
import { hit } from '../rate-limits/rate-limits.store.ts';
import { AI_LIMITS } from './ai-chat.limits.ts';
import { appendMessage, readThread, type StoredMessage } from './ai-chat.store.ts';
import { complete, CompletionFailed, type CompletionMessage } from './completion-client.ts';
import type { CONTEXT_TYPES } from './ai-chat.schemas.ts';

/**
 * The dashboard AI assistant: answers from the operator's OpenAI-compatible endpoint, and the
 * conversations the dashboard saves per project. Who acts is the dashboard user (admin access
 * token) or, with the admin key, the project itself: rates are counted per actor, so one person
 * cannot spend the operator's budget faster by opening more projects.
 */

export type ContextType = (typeof CONTEXT_TYPES)[number];

/** The person (or key) acting; `user:<id>` for a dashboard user, `project:<id>` for the admin key. */
export type Actor = string;

export function isEnabled(deps: Deps): boolean {
  return deps.config.ai !== null;
}

function settings(deps: Deps): AiSettings {
  if (!deps.config.ai) throw knownError('AI_ASSISTANT_NOT_CONFIGURED');
  return deps.config.ai;
}

/**
 * Counts one request of `kind` for the actor in a fixed hour window (the rate-limits module's
 * counters, so all server processes share them). Independent of GATEHOUSE_RATE_LIMITS: this limit
 * protects the operator's bill, not the project.
 */
async function countRequest(deps: Deps, kind: 'answers' | 'saves', actor: Actor, max: number): Promise<void> {
  const key = `ai-chat:${kind}:${createHash('sha256').update(actor).digest('hex')}`;
  const [state] = await hit(deps.hotSql, [{ key, windowSeconds: 3600, reserve: false }]);
  if (state.hits > max) throw knownError('TOO_MANY_REQUESTS', { limit: `ai_assistant_${kind}_per_user`, retry_after_seconds: state.retryAfterSeconds });
}

const BASE_PROMPT =
  'You are the assistant in the Gatehouse dashboard. Gatehouse is an open-source authentication service (sign-up and sign-in, teams, permissions, API keys, e-mails) compatible with Stack Auth. Answer the developer administering the project concisely, in Markdown, with concrete steps in the dashboard or the API. If you do not know, say so.';
const CONTEXT_PROMPTS: Record<ContextType, string> = {
  general: '',
  'email-theme': ' The developer is editing an e-mail theme: a React (TSX) component wrapping every e-mail; help with its layout and styling.',
  'email-template': ' The developer is editing an e-mail template (TSX) rendered inside the project theme; help with its content and variables.',
  'email-draft': ' The developer is writing a one-off e-mail draft (TSX) to send to users; help with its wording and layout.',
};

/** One answer to the conversation so far (the caller's messages end with a question). */
export async function ask(deps: Deps, actor: Actor, project: { displayName: string }, contextType: ContextType, messages: StoredMessage[]): Promise<string> {
  const ai = settings(deps);
  await countRequest(deps, 'answers', actor, ai.requestsPerHour);
  const system: CompletionMessage = { role: 'system', content: `${BASE_PROMPT}${CONTEXT_PROMPTS[contextType]} The project is called "${project.displayName}".` };
  try {
    const answer = await complete(ai, deps.config.outboundAllowPrivate, [system, ...messages]);
    // Cut to what a saved message may hold, so the dashboard can always save the answer it got.
    return answer.length > AI_LIMITS.messageChars ? answer.slice(0, AI_LIMITS.messageChars) : answer;
  } catch (e) {
    if (!(e instanceof CompletionFailed)) throw e;
    deps.log('warn', 'AI assistant endpoint failed', { reason: e.message });
    throw knownError('AI_ASSISTANT_UNAVAILABLE');
  }
}

export async function saveMessage(deps: Deps, actor: Actor, projectId: string, threadId: string, message: StoredMessage): Promise<void> {
  const ai = settings(deps);
  await countRequest(deps, 'saves', actor, ai.requestsPerHour * AI_LIMITS.savesPerAnswer);
  const result = await appendMessage(deps.em, projectId, threadId, { role: message.role, content: message.content }, AI_LIMITS.messagesPerThread, AI_LIMITS.threadsPerProject);
  if (result === 'thread-full') throw knownError('AI_CHAT_THREAD_FULL', { thread_id: threadId, max_messages: AI_LIMITS.messagesPerThread });
  if (result === 'too-many-threads') throw knownError('AI_CHAT_THREAD_LIMIT_REACHED', { max_threads: AI_LIMITS.threadsPerProject });
}

/** The saved messages of a thread of this project; none for a thread never saved to (or another project's). */
export async function readMessages(deps: Deps, projectId: string, threadId: string): Promise<StoredMessage[]> {
  settings(deps);
  return (await readThread(deps.em, projectId, threadId)) ?? [];
}
