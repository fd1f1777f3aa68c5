import type { Agent, request } from 'undici'
import { checkedConnector, RefusedAddressError, urlProblem, type AddressPolicy } from './address.js'

/**
 * One HTTP attempt of a webhook message: POST, no redirect followed (undici's request follows
 * none), at most ATTEMPT_MS from connecting to the status line, and at most RESPONSE_READ_LIMIT
 * bytes of the answer read (only so the connection can be kept; the status decides).
 */

export const ATTEMPT_MS = 10_000
export const RESPONSE_READ_LIMIT = 64 * 1024

export type AttemptResult = { status: number, error: null, ms: number } | { status: null, error: string, ms: number }

export function isAcknowledged (result: AttemptResult): boolean {
  return result.status !== null && result.status >= 200 && result.status < 300
}

/** The sentence stored in the delivery log: never a header, a body or a secret. */
function describe (error: unknown): string {
  if (error instanceof RefusedAddressError) return error.message
  const { name, code, message } = error as { name?: string, code?: string, message?: string }
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return `no answer within ${ATTEMPT_MS / 1000} s`
  const cause = (error as { cause?: unknown }).cause
  if (cause instanceof RefusedAddressError) return cause.message
  const causeCode = (cause as { code?: string } | undefined)?.code
  if (code === 'UND_ERR_SOCKET') return 'the connection closed before an answer (UND_ERR_SOCKET)'
  return (causeCode ?? code ?? message ?? 'connection failed').slice(0, 300)
}

export interface Sender {
  post: (url: string, headers: Record<string, string>, body: Buffer) => Promise<AttemptResult>
  close: () => Promise<void>
}

/**
 * undici (5 MB of heap once loaded) is loaded at the first message this process sends, once: a
 * process that has no endpoint to deliver to never holds it.
 */
export function webhookSender (policy: AddressPolicy): Sender {
  let client: Promise<{ agent: Agent, request: typeof request }> | undefined
  const loaded = async () => {
    const undici = await import('undici')
    const agent = new undici.Agent({
      connect: checkedConnector(policy, ATTEMPT_MS, undici.buildConnector),
      headersTimeout: ATTEMPT_MS,
      bodyTimeout: ATTEMPT_MS,
      keepAliveTimeout: 4000
    })
    return { agent, request: undici.request }
  }
  return {
    async post (url, headers, body) {
      const started = performance.now()
      const elapsed = () => Math.round(performance.now() - started)
      // The URL was checked when it was registered; the policy may have changed since.
      const problem = urlProblem(url, policy)
      if (problem !== undefined) return { status: null, error: `the URL ${problem}`, ms: 0 }
      try {
        client ??= loaded()
        const { agent, request } = await client
        const response = await request(url, { method: 'POST', headers, body, dispatcher: agent, signal: AbortSignal.timeout(ATTEMPT_MS) })
        let read = 0
        try {
          for await (const chunk of response.body) {
            read += (chunk as Buffer).length
            if (read >= RESPONSE_READ_LIMIT) break
          }
        } catch {
          // The status is the answer; a body cut short only costs the connection.
        } finally {
          if (read >= RESPONSE_READ_LIMIT) response.body.destroy()
        }
        return { status: response.statusCode, error: null, ms: elapsed() }
      } catch (error) {
        return { status: null, error: describe(error), ms: elapsed() }
      }
    },
    close: async () => { if (client !== undefined) await (await client).agent.close() }
  }
}
