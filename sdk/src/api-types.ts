import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '@gatehouse/generated';

/**
 * The type of `app.api`: openapi-fetch's client over the generated paths, minus the `error`
 * branch of each answer. The SDK's transport throws every failure (KnownError, HttpError,
 * NetworkError, ...) before openapi-fetch could return it, so a call that returns has succeeded and
 * `data` is its body: `const { data } = await app.api.GET('/users/me'); data.id` needs no `?.`.
 * The signature mirrors openapi-fetch's own ClientMethod (its helpers are not exported).
 */
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Operation<P extends keyof paths, M extends Method> = M extends keyof paths[P] ? paths[P][M] : never;
/** The paths that have method M (absent methods are `M?: never` in the generated paths). */
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never }[keyof paths];
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** The options argument is optional exactly when the operation needs no params and no body. */
type InitArgs<I> = RequiredKeys<I> extends never ? [(I & { [key: string]: unknown })?] : [I & { [key: string]: unknown }];
type Init<P extends keyof paths, M extends Method> = M extends keyof paths[P] ? MaybeOptionalInit<paths[P], M> : never;

/** What a call resolves to: the success branch only (`data` present, no `error`). */
export type ApiAnswer<P extends keyof paths, M extends Method, I = object> = Extract<
  FetchResponse<Operation<P, M> & Record<string | number, unknown>, I, `${string}/${string}`>,
  { data: unknown }
>;

type ApiMethod<M extends Method> = <P extends PathsWith<M>, I extends Init<P, M>>(url: P, ...init: InitArgs<I>) => Promise<ApiAnswer<P, M, I>>;

/** Typed access to every endpoint under /api/v1: `api.GET(path, { params, body })` resolves to `{ data, response }` or throws. */
export interface GatehouseApi {
  GET: ApiMethod<'get'>;
  POST: ApiMethod<'post'>;
  PUT: ApiMethod<'put'>;
  PATCH: ApiMethod<'patch'>;
  DELETE: ApiMethod<'delete'>;
}
