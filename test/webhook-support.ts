import { Webhook } from 'standardwebhooks'
import type { Received } from '../bench/webhook-receiver.js'
import type { TestContext } from './helper.js'

/** What the webhook tests share: every received message verified by the reference library. */

export const WEBHOOK_ENV = { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_SCHEDULE: '300ms,300ms,300ms' }

export interface Message { id: string, body: any, raw: string, status: number, signatures: number }

/**
 * Verifies each received request with standardwebhooks (a library we did not write) under at
 * least one of `secrets`; throws on the first that fails, so a test cannot pass on an unsigned message.
 */
export function verified (received: readonly Received[], secrets: readonly string[]): Message[] {
  return received.map((request) => {
    const headers = { 'webhook-id': String(request.headers['webhook-id']), 'webhook-timestamp': String(request.headers['webhook-timestamp']), 'webhook-signature': String(request.headers['webhook-signature']) }
    const ok = secrets.some((secret) => {
      try {
        new Webhook(secret).verify(request.body, headers)
        return true
      } catch {
        return false
      }
    })
    if (!ok) throw new Error(`message ${headers['webhook-id']} does not verify with standardwebhooks`)
    return { id: headers['webhook-id'], body: JSON.parse(request.body), raw: request.body, status: request.status, signatures: headers['webhook-signature'].split(' ').length }
  })
}

/**
 * The events a receiver applied, in the order it applied them: each message it acknowledged, once
 * per webhook-id (a receiver that remembers ids skips a repeat). Throws when one id came with two
 * different bodies, which would make remembering ids useless.
 */
export function appliedEvents (messages: readonly Message[]): any[] {
  const bodies = new Map<string, string>()
  const applied: any[] = []
  for (const message of messages) {
    const seen = bodies.get(message.id)
    if (seen !== undefined && seen !== message.raw) throw new Error(`${message.id} came with two different bodies`)
    bodies.set(message.id, message.raw)
    if (message.body.type !== 'eventos' || message.status < 200 || message.status > 299) continue
    if (applied.some((event) => event.__id === message.id)) continue
    for (const event of message.body.data.eventos) applied.push(Object.defineProperty({ ...event }, '__id', { value: message.id, enumerable: false }))
  }
  return applied
}

/** Positions that are not each one more than the previous, from `start`: empty when none is missing, repeated or out of order. */
export function gaps (events: readonly any[], start: number): string[] {
  const problems: string[] = []
  events.forEach((event, index) => { if (event.posicao !== start + index + 1) problems.push(`${index}: expected ${start + index + 1}, got ${event.posicao}`) })
  return problems
}

export async function createEndpoint (ctx: TestContext, body: Record<string, unknown>): Promise<{ id: number, segredo: string, posicao: number }> {
  const res = await ctx.request({ method: 'POST', url: '/webhooks', payload: body })
  if (res.statusCode !== 201) throw new Error(`webhook create failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** The company's feed from `after`, as GET /eventos pages it. */
export async function feedAfter (ctx: TestContext, after: number): Promise<any[]> {
  const events: any[] = []
  let cursor = String(after)
  for (;;) {
    const page = (await ctx.request({ method: 'GET', url: `/eventos?desde=${cursor}&limite=1000` })).json()
    events.push(...page.data)
    if (page.data.length === 0) return events
    cursor = page.proximo_cursor
  }
}

export async function until (test: () => Promise<boolean> | boolean, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!await test()) {
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
