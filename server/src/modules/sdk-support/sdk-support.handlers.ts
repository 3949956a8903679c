import type { Handler } from '../../http/router.ts';
import type * as routes from './sdk-support.routes.ts';
import { checkClientVersion, featureSupportText, printableName } from './sdk-support.service.ts';

export const checkFeatureSupportHandler: Handler<typeof routes.checkFeatureSupport> = (c, { deps, body }) => {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  // Which features SDKs reach for tells the operator what to build next; both names are cleaned
  // and cut before they reach the log.
  deps.log('info', 'unsupported feature requested', { feature_name: printableName(fields.feature_name), name: printableName(fields.name) });
  return c.text(featureSupportText(body), 200);
};

export const checkVersionHandler: Handler<typeof routes.checkVersion> = (c, { body }) => c.json(checkClientVersion(body.clientVersion), 200);
