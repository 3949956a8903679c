import { curlSample } from './curl.ts';
import { goSample } from './go.ts';
import { pythonSample } from './python.ts';
import { sampleRequest, type SampleRoute } from './request.ts';
import { typescriptSample } from './typescript.ts';

/**
 * Request samples for the API reference (`x-codeSamples`, shown by Scalar and Redoc next to each
 * operation): curl, the TypeScript SDK, the Python client and the Go client, each written the way
 * that client's README teaches. `make smoke` compiles every one of them (contract/samples), so a
 * sample that would not type-check against the generated clients fails CI.
 */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

export type { EmittedOperation, SampleRoute } from './request.ts';

export function codeSamples(route: SampleRoute): CodeSample[] {
  const request = sampleRequest(route);
  const curl = { lang: 'Shell', label: 'curl', source: curlSample(route, request) };
  // Steps of a browser redirect flow (OAuth authorize and the provider's callback answer 303/307):
  // a browser or the provider calls them, never a client library, so only curl shows the request.
  if (Object.keys(route.operation.responses ?? {}).some((status) => status.startsWith('3'))) return [curl];
  return [
    curl,
    { lang: 'TypeScript', label: 'TypeScript SDK', source: typescriptSample(route, request) },
    { lang: 'Python', label: 'Python', source: pythonSample(route, request) },
    { lang: 'Go', label: 'Go', source: goSample(route, request) },
  ];
}
