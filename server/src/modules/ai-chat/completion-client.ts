import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { AiSettings } from '../../config.ts';
import type { AddressRanges } from '../../http/client-ip.ts';
import { resolveOutbound } from '../../http/outbound-policy.ts';
import { AI_LIMITS } from './ai-chat.limits.ts';

/**
 * One call to an OpenAI-compatible chat-completions endpoint (POST <base>/chat/completions). The
 * endpoint is the operator's, but its address still goes through the outbound policy (a local
 * model on a private address must be listed in GATEHOUSE_OUTBOUND_ALLOW_PRIVATE), so the assistant
 * can never be turned into a way into the operator's network. The host is resolved and checked
 * once and the connection goes to that address (no DNS rebinding between check and connect); TLS
 * still verifies the certificate against the host name.
 */

export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why an answer failed, for the operator's log; the caller only ever hears AI_ASSISTANT_UNAVAILABLE. */
export class CompletionFailed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CompletionFailed';
  }
}

export async function complete(settings: AiSettings, allowPrivate: AddressRanges, messages: CompletionMessage[]): Promise<string> {
  const url = new URL(`${settings.baseUrl}/chat/completions`);
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  let address: string;
  try {
    address = await resolveOutbound(url.hostname, allowPrivate, Math.min(settings.timeoutMs, 5_000));
  } catch {
    throw new CompletionFailed(`the host ${url.hostname} is not reachable under the outbound policy (GATEHOUSE_OUTBOUND_ALLOW_PRIVATE)`);
  }
  const family = ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4;
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const body = JSON.stringify({ model: settings.model, messages, max_tokens: AI_LIMITS.answerTokens, stream: false });
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'content-length': String(Buffer.byteLength(body)) };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;

  const { status, text } = await new Promise<{ status: number; text: string }>((ok, fail) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, { method: 'POST', headers, lookup, signal: deadline }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > AI_LIMITS.responseBytes) {
          res.destroy();
          fail(new CompletionFailed(`the answer was larger than ${AI_LIMITS.responseBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => ok({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (e) => fail(new CompletionFailed(`reading the answer failed: ${e.message}`)));
    });
    request.on('error', (e) => fail(new CompletionFailed(deadline.aborted ? `no answer within ${settings.timeoutMs} ms` : `the request failed: ${e.message}`)));
    request.end(body);
  });
  if (status < 200 || status > 299) throw new CompletionFailed(`the endpoint answered HTTP ${status}: ${text.slice(0, 300)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CompletionFailed('the endpoint answered something that is not JSON');
  }
  const content = (parsed as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new CompletionFailed('the answer has no choices[0].message.content text');
  return content;
}
