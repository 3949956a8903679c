import { BASE_URL, pascalCase, type SampleRequest, type SampleRoute, type SampleValue } from './request.ts';

/**
 * The Go client as its README teaches it: `gatehouse.New` makes a client for the project and access
 * type, `<Operation>WithResponse` sends the request (the `WithBody` form takes the JSON example as
 * it is), and any answer that is not a success comes back as `err` (`gatehouse.ErrorCode(err)`).
 */
export function goSample(route: SampleRoute, request: SampleRequest): string {
  const op = pascalCase(route.operationId);
  const lines: string[] = [];
  if (request.access === null) {
    lines.push(`api, err := gatehouse.NewClientWithResponses("${BASE_URL}/api/v1")`);
  } else {
    const accessType = { client: 'ClientAccess', server: 'ServerAccess', admin: 'AdminAccess' }[request.access];
    const key = { client: 'publishableClientKey', server: 'secretServerKey', admin: 'superSecretAdminKey' }[request.access];
    lines.push(
      'api, err := gatehouse.New(gatehouse.Config{',
      `\tBaseURL:    "${BASE_URL}",`,
      '\tProjectID:  projectID,',
      `\tAccessType: gatehouse.${accessType},`,
      `\tKey:        ${key},`,
      ...(request.userToken ? ['\tAccessToken: accessToken,'] : []),
      '})',
    );
  }
  lines.push('if err != nil {', '\tlog.Fatal(err)', '}');
  const args = ['ctx', ...request.path.map(goValue)];
  const hasParams = (route.operation.parameters ?? []).some((p) => p.in === 'query' || p.in === 'header');
  if (hasParams) {
    const fields = [...request.query, ...request.headers].map((p) => `${pascalCase(p.name)}: ${goValue(p)}`);
    args.push(fields.length ? `&gatehouse.${op}Params{${fields.join(', ')}}` : 'nil');
  }
  const json = request.body !== undefined && !request.form;
  if (json) args.push('"application/json"', `strings.NewReader(${goString(JSON.stringify(request.body))})`);
  lines.push(
    `resp, err := api.${op}${json ? 'WithBody' : ''}WithResponse(${args.join(', ')})`,
    'if err != nil {',
    '\t// A known error: gatehouse.ErrorCode(err) is its code, e.g. "SCHEMA_ERROR".',
    '\tlog.Fatal(gatehouse.ErrorCode(err), err)',
    '}',
    request.success.json ? `fmt.Println(resp.JSON${request.success.status})` : 'fmt.Println(resp.StatusCode())',
  );
  return lines.join('\n');
}

function goValue(p: SampleValue): string {
  if (p.variable) return p.variable.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
  if (p.format === 'uuid') return `uuid.MustParse("${p.value}")`;
  if (p.type === 'boolean') return p.value === 'true' ? 'true' : 'false';
  if (p.type === 'integer' || p.type === 'number') return p.value;
  return JSON.stringify(p.value);
}

/** A raw string reads best; a body that holds a backtick (TSX templates) needs an interpreted one. */
function goString(text: string): string {
  return text.includes('`') ? JSON.stringify(text) : `\`${text}\``;
}
