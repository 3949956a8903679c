import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { AddressRanges } from '../../http/client-ip.ts';
import { OutboundUnreachable, resolveOutbound } from '../../http/outbound-policy.ts';
import { hostOf } from './destination.ts';

/** Bytes of a receiver's answer kept in the delivery log; the rest is never read. */
export const RESPONSE_EXCERPT_BYTES = 1024;

export interface AttemptResult {
  ok: boolean;
  httpStatus: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  /** Why an attempt without an answer failed, in words safe to show the tenant (no network map). */
  error: string | null;
}

/**
 * One POST to a webhook endpoint. The host is resolved once and checked by the outbound policy,
 * and the socket connects to THAT address (lookup pinned), so a DNS answer that changes between
 * check and connect (rebinding) reaches nothing new; TLS still verifies the URL's host name.
 * Redirects are not followed (a 3xx is a failed attempt: following one would leave the checked
 * address). One deadline covers connect, send and answer; at most RESPONSE_EXCERPT_BYTES of the
 * answer are read.
 */
export async function postWebhook(url: string, headers: Record<string, string>, body: string, opts: { allow: AddressRanges; timeoutMs: number }): Promise<AttemptResult> {
  const started = Date.now();
  const host = hostOf(url);
  let address: string;
  try {
    address = await resolveOutbound(host, opts.allow, Math.min(5_000, opts.timeoutMs));
  } catch (e) {
    if (!(e instanceof OutboundUnreachable)) throw e;
    return { ok: false, httpStatus: null, latencyMs: Date.now() - started, responseExcerpt: null, error: e.message };
  }
  const family = ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4;
  const lookup: LookupFunction = (_name, options, callback) => {
    // net asks for every address when it may race families (autoSelectFamily); answer the one checked address either way.
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const u = new URL(url);
  const client = u.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<AttemptResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, latencyMs: Date.now() - started });
    };
    const req = client.request(
      u,
      {
        method: 'POST',
        lookup,
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Gatehouse-Webhooks/1' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8');
          finish({ ok: status >= 200 && status < 300, httpStatus: status, responseExcerpt: excerpt, error: null });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          kept += chunk.length;
          if (kept >= RESPONSE_EXCERPT_BYTES) done();
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, httpStatus: null, responseExcerpt: null, error: `No answer within ${opts.timeoutMs} ms.` });
      req.destroy();
    }, opts.timeoutMs);
    // Connection refused, reset, TLS failure: one wording, like the outbound policy's (no network map).
    req.on('error', () => finish({ ok: false, httpStatus: null, responseExcerpt: null, error: 'Could not connect to the endpoint, or the connection failed before an answer.' }));
    req.end(body);
  });
}
