import { useQuery } from '@tanstack/react-query';
import { Dialog as D } from 'radix-ui';
import { Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { askAssistant, assistantStatusQuery, MAX_MESSAGE_CHARS, MAX_MESSAGES_SENT, saveMessage, type ChatMessage } from './assistant.queries.ts';

const textareaClass =
  'w-full resize-none rounded-md border border-control bg-surface p-2.5 text-sm text-fg outline-none placeholder:text-muted focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30';

/**
 * The AI assistant: a button at the bottom right of every project page that opens a side panel.
 * Rendered only when the server says an AI endpoint is configured (GET /internal/ai-assistant).
 * One conversation per page load; each question and answer is saved to the project's thread.
 */
export function AssistantLauncher({ projectId }: { projectId: string }) {
  const status = useQuery(assistantStatusQuery(projectId));
  const [open, setOpen] = useState(false);
  if (status.data !== true) return null;
  return (
    <D.Root open={open} onOpenChange={setOpen}>
      <D.Trigger asChild>
        <button
          type="button"
          className="fixed right-4 bottom-4 z-30 inline-flex h-10 items-center gap-2 rounded-full bg-accent px-4 text-sm font-medium text-accent-fg shadow-lg hover:opacity-90"
        >
          <Sparkles className="h-4 w-4" aria-hidden />
          Ask AI
        </button>
      </D.Trigger>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <D.Content className="fixed inset-y-0 right-0 z-50 flex w-[420px] max-w-full flex-col border-l border-border bg-surface shadow-xl">
          <div className="flex items-start justify-between gap-4 border-b border-border px-4 py-3">
            <div>
              <D.Title className="text-base font-semibold">AI assistant</D.Title>
              <D.Description className="mt-0.5 text-[13px] text-muted">Questions about this project and Gatehouse. Answers can be wrong: check them.</D.Description>
            </div>
            <D.Close aria-label="Close assistant" className="rounded p-1 text-muted hover:bg-subtle hover:text-fg">
              <X className="h-4 w-4" />
            </D.Close>
          </div>
          <Conversation projectId={projectId} />
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

function Conversation({ projectId }: { projectId: string }) {
  const [threadId] = useState(() => crypto.randomUUID());
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  // Braces: recent Chromium returns a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, pending]);

  const send = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    const content = draft.trim();
    if (!content || pending) return;
    const question: ChatMessage = { role: 'user', content };
    const history = [...messages, question];
    setMessages(history);
    setDraft('');
    setError(null);
    setPending(true);
    try {
      await saveMessage(projectId, threadId, question);
      const text = await askAssistant(projectId, threadId, history.slice(-MAX_MESSAGES_SENT));
      const answer: ChatMessage = { role: 'assistant', content: text };
      setMessages((m) => [...m, answer]);
      await saveMessage(projectId, threadId, answer);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The assistant could not answer.');
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <div className="flex-1 space-y-3 overflow-y-auto px-4 py-4" aria-live="polite" aria-label="Conversation">
        {messages.length === 0 && !pending && <p className="text-sm text-muted">Ask how to set up sign-in methods, teams, permissions, e-mails or API keys.</p>}
        {messages.map((m, i) => (
          <div key={i} className={cn('flex', m.role === 'user' ? 'justify-end' : 'justify-start')}>
            <div
              data-role={m.role}
              className={cn('max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap', m.role === 'user' ? 'bg-accent text-accent-fg' : 'bg-subtle text-fg')}
            >
              {m.content}
            </div>
          </div>
        ))}
        {pending && <p className="text-sm text-muted">Thinking…</p>}
        {error && (
          <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
        <div ref={end} />
      </div>
      <form onSubmit={(e) => void send(e)} className="flex items-end gap-2 border-t border-border px-4 py-3">
        <label htmlFor="assistant-question" className="sr-only">
          Your question
        </label>
        <textarea
          id="assistant-question"
          rows={2}
          maxLength={MAX_MESSAGE_CHARS}
          value={draft}
          placeholder="Ask a question…"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) void send(e);
          }}
          className={textareaClass}
        />
        <Button type="submit" loading={pending} disabled={!draft.trim()}>
          Send
        </Button>
      </form>
    </>
  );
}
