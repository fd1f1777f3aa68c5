// Generated from client/src/index.ts by `npm run -s client:generate`. Do not edit.

import createClient, {} from 'openapi-fetch';
/** The client: `client.GET('/contas-pagar/{id}', { params: { path: { id } } })` and so on. */
export function createContasClient({ baseUrl, apiKey, fetch }) {
    return createClient({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` }, ...(fetch === undefined ? {} : { fetch }) });
}
