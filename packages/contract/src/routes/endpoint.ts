/**
 * Where an endpoint lives, written like an HTTP request line: `'GET /v2/playlist/:id'` (the path
 * is relative to API_PREFIX). This half of the route table is zod-free: the browser's client
 * needs nothing else at run time.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint = `${HttpMethod} /${string}`;

/** One module's endpoints by name, e.g. `{ get: 'GET /v2/playlist/:id' }`. */
export type EndpointGroup = Readonly<Record<string, Endpoint>>;

export type MethodOf<E extends Endpoint> = E extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<E extends Endpoint> = E extends `${HttpMethod} ${infer P}` ? P : never;

/** The `:name` segments of a path, as a union of names (never when there are none). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export function splitEndpoint(endpoint: Endpoint): { method: HttpMethod; path: string } {
  const space = endpoint.indexOf(' ');
  return { method: endpoint.slice(0, space) as HttpMethod, path: endpoint.slice(space + 1) };
}

/** The path with each `:name` replaced by its (URL-encoded) value. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new TypeError(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path of an endpoint with its params filled in: for the few calls made without the API client. */
export function endpointPath<E extends Endpoint>(
  endpoint: E,
  params: { [K in PathParamNames<PathOf<E>>]: string | number },
): string {
  return fillPath(splitEndpoint(endpoint).path, params);
}
