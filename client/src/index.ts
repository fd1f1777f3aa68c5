import createClient, { type Client } from 'openapi-fetch'
import type { components, paths } from './schema.js'

/**
 * A typed client of the contas a pagar / a receber service: every path, parameter, body and
 * response is typed from the service's OpenAPI document (./schema.d.ts, generated from it).
 */

export type { components, paths }
export type Schemas = components['schemas']
export type ContaPagar = Schemas['ContaPagar']
export type ContaPagarNova = Schemas['ContaPagarNova']
export type ContaReceber = Schemas['ContaReceber']
export type ContaReceberNova = Schemas['ContaReceberNova']
export type ErrorBody = Schemas['ErrorBody']
/** JSON answers: the lists and reports also answer text/csv when asked (Accept), outside this client's types. */
export type ContasClient = Client<paths, 'application/json'>

export interface ContasClientOptions {
  /** The service, e.g. https://contas.example.com (no trailing slash). */
  baseUrl: string
  /** An API key (npm run -s keys -- create ...). */
  apiKey: string
  /** A fetch of your own (tests, proxies); the global fetch by default. */
  fetch?: typeof globalThis.fetch
}

/** The client: `client.GET('/contas-pagar/{id}', { params: { path: { id } } })` and so on. */
export function createContasClient ({ baseUrl, apiKey, fetch }: ContasClientOptions): ContasClient {
  return createClient<paths, 'application/json'>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` }, ...(fetch === undefined ? {} : { fetch }) })
}
