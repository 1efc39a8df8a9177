import { fillPath, type EndpointDefinition } from '@kwc/domain';

/** The method and path of a kwc-domain endpoint, its `{parameters}` filled (its schemas are passed on their own). */
export const at = (endpoint: EndpointDefinition, params?: Readonly<Record<string, string | number>>) => ({
  method: endpoint.method,
  path: params ? fillPath(endpoint.path, params) : endpoint.path,
});

/** An anonymous id as a query or body sends it: left out when there is none. */
export const anonymous = (id: string | null | undefined) => id ?? undefined;
