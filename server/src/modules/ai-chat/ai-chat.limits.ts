/**
 * Bounds of the dashboard AI assistant. Every request is forwarded to a paid endpoint and every
 * saved message is stored, so sizes, counts and rates are all capped.
 */
export const AI_LIMITS = {
  /** Characters of one message's text (about 2,000-4,000 tokens). */
  messageChars: 8_000,
  /** Messages one answer request may carry (the conversation so far). */
  messagesPerRequest: 50,
  /** Messages one saved thread may hold. */
  messagesPerThread: 200,
  /** Saved threads per project. */
  threadsPerProject: 500,
  /** Tokens the endpoint may spend on one answer (`max_tokens`). */
  answerTokens: 1_024,
  /** Bytes of the endpoint's response that are read; more is treated as a failed answer. */
  responseBytes: 1_048_576,
  /** Saves (PATCH) per actor and hour, as a multiple of GATEHOUSE_AI_REQUESTS_PER_HOUR (a question and its answer are two saves). */
  savesPerAnswer: 4,
} as const;
