import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions endpoint for tests: records every request it gets
 * (path, headers, parsed body) and answers as `mode` says. Not a mock of Gatehouse code: a real
 * HTTP server Gatehouse connects to.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: { model?: string; messages?: { role: string; content: string }[]; max_tokens?: number; [k: string]: unknown };
}

export type FakeMode = { kind: 'answer'; text: string } | { kind: 'status'; status: number } | { kind: 'not-json' } | { kind: 'hang' } | { kind: 'huge' };

export interface FakeChatServer {
  /** `http://127.0.0.1:<port>/v1`, for GATEHOUSE_AI_BASE_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  close(): Promise<void>;
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  const fake: FakeChatServer = { baseUrl: '', requests: [], mode: { kind: 'answer', text: 'Hello from the fake model.' }, close: async () => {} };
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
      } catch {
        body = {};
      }
      fake.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const mode = fake.mode;
      if (mode.kind === 'hang') {
        hanging.add(res);
        return;
      }
      if (mode.kind === 'status') {
        res.writeHead(mode.status, { 'content-type': 'application/json' }).end('{"error":{"message":"upstream says no; key sk-secret-upstream"}}');
        return;
      }
      if (mode.kind === 'not-json') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>gateway</html>');
        return;
      }
      if (mode.kind === 'huge') {
        res.writeHead(200, { 'content-type': 'application/json' });
        const block = 'x'.repeat(64 * 1024);
        // 2 MB of a never-ending string: more than the client reads.
        for (let i = 0; i < 32; i++) res.write(i === 0 ? `{"choices":[{"message":{"content":"${block}` : block);
        res.end('"}}]}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion', model: body.model, choices: [{ index: 0, message: { role: 'assistant', content: mode.text }, finish_reason: 'stop' }] }),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((ok) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => ok());
    });
  return fake;
}
