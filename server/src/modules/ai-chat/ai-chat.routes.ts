import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import { AskAnswer, AskBody, AssistantStatus, SaveMessageBody, ThreadBody, ThreadIdParams } from './ai-chat.schemas.ts';
import { AI_LIMITS } from './ai-chat.limits.ts';

/**
 * The dashboard AI assistant (SPEC §7 Admin: /internal/ai-chat/{id} POST, PATCH, GET). Admin
 * access only: the admin key, or a dashboard user's admin access token for a project they own.
 */

const TAG = 'AI assistant';
const LIMITS_TEXT = `Messages: at most ${AI_LIMITS.messageChars} characters each; ${AI_LIMITS.messagesPerRequest} per question, ${AI_LIMITS.messagesPerThread} per saved thread, ${AI_LIMITS.threadsPerProject} saved threads per project.`;
const NOT_CONFIGURED = 'Without GATEHOUSE_AI_BASE_URL on the server: AI_ASSISTANT_NOT_CONFIGURED (503).';

export const getAiAssistantStatus = defineRoute({
  method: 'get',
  path: '/internal/ai-assistant',
  operationId: 'getAiAssistantStatus',
  tag: TAG,
  summary: 'Whether the AI assistant is available',
  description: 'Whether this server has an AI endpoint configured. The dashboard asks this and shows the assistant only when `enabled`. Changes nothing.',
  access: { types: ['admin'] },
  response: { status: 200, description: 'The assistant status.', schema: AssistantStatus },
  errors: [],
});

export const askAiChat = defineRoute({
  method: 'post',
  path: '/internal/ai-chat/{thread_id}',
  operationId: 'askAiChat',
  tag: TAG,
  summary: 'Ask the AI assistant',
  description: `Sends the conversation so far (ending with the user's question) to the server's OpenAI-compatible endpoint and answers the assistant's reply as content blocks. Saves nothing: the dashboard saves the question and the answer with PATCH. Answers are counted per dashboard user (per project with the admin key) against GATEHOUSE_AI_REQUESTS_PER_HOUR: TOO_MANY_REQUESTS (limit \`ai_assistant_answers_per_user\`) beyond it. A failing or slow endpoint: AI_ASSISTANT_UNAVAILABLE (503). ${NOT_CONFIGURED} ${LIMITS_TEXT}`,
  access: { types: ['admin'] },
  request: {
    params: ThreadIdParams,
    body: AskBody,
    bodyExample: { context_type: 'general', messages: [{ role: 'user', content: 'How do I let users sign in with GitHub?' }] },
  },
  response: { status: 200, description: "The assistant's answer.", schema: AskAnswer },
  errors: ['AI_ASSISTANT_NOT_CONFIGURED', 'AI_ASSISTANT_UNAVAILABLE', 'TOO_MANY_REQUESTS'],
});

export const saveAiChatMessage = defineRoute({
  method: 'patch',
  path: '/internal/ai-chat/{thread_id}',
  operationId: 'saveAiChatMessage',
  tag: TAG,
  summary: 'Save a message to a thread',
  description: `Appends one message to the project's saved thread (made on its first message). Counted per dashboard user against ${AI_LIMITS.savesPerAnswer} × GATEHOUSE_AI_REQUESTS_PER_HOUR (limit \`ai_assistant_saves_per_user\`). ${NOT_CONFIGURED} ${LIMITS_TEXT}`,
  access: { types: ['admin'] },
  request: { params: ThreadIdParams, body: SaveMessageBody, bodyExample: { message: { role: 'user', content: 'How do I let users sign in with GitHub?' } } },
  response: { status: 200, description: 'Saved.', schema: SuccessBody },
  errors: ['AI_ASSISTANT_NOT_CONFIGURED', 'AI_CHAT_THREAD_FULL', 'AI_CHAT_THREAD_LIMIT_REACHED', 'TOO_MANY_REQUESTS'],
});

export const getAiChatThread = defineRoute({
  method: 'get',
  path: '/internal/ai-chat/{thread_id}',
  operationId: 'getAiChatThread',
  tag: TAG,
  summary: 'Read a saved thread',
  description: `The saved messages of the project's thread, oldest first; an empty list for a thread never saved to. Threads belong to the project: another project's thread reads as empty. ${NOT_CONFIGURED} Changes nothing.`,
  access: { types: ['admin'] },
  request: { params: ThreadIdParams },
  response: { status: 200, description: 'The thread.', schema: ThreadBody },
  errors: ['AI_ASSISTANT_NOT_CONFIGURED'],
});
