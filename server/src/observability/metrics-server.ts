import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry, type Registry } from 'prom-client';

export interface MetricsServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` on a port of its own, never on the API's: the API port faces the internet,
 * this one is for Prometheus on a private network (or a firewall rule), and nothing needs a
 * credential to decide which is which. Plain node:http: one route, and no API middleware.
 */
/** What the metrics port serves: one process's registry, or the cluster primary's sum of its workers'. */
export interface MetricsSource {
  metrics(): Promise<string>;
  contentType: string;
}

export async function startMetricsServer(registry: MetricsSource, port: number, host: string): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? undefined : body),
      (e: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics could not be collected: ${e instanceof Error ? e.message : String(e)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      reject(new Error(
        e.code === 'EADDRINUSE'
          ? `the metrics port ${port} is in use: set GATEHOUSE_METRICS_PORT to a free port (or unset it to turn metrics off)`
          : `the metrics server could not listen on ${host}:${port}: ${e.message}`,
      )));
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Cluster mode (GATEHOUSE_WORKERS > 1): each worker keeps its own registry and answers the
 * primary's requests for it over the cluster channel; the primary serves the sum on the metrics
 * port. One port, every worker counted (a shared port would answer each scrape from one worker).
 */
export function shareWithClusterPrimary(registry: Registry): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/** The primary's side of shareWithClusterPrimary, for startMetricsServer. */
export function clusterMetrics(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return { metrics: () => aggregator.clusterMetrics(), contentType: aggregator.contentType };
}
