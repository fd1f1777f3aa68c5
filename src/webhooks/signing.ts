import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto'

/** Standard Webhooks 1.0 signing (docs/CONTRACT.md section 15): what the reference libraries verify. */

const PREFIX = 'whsec_'

/** A new secret: whsec_ and the base64 of 32 random bytes. */
export function newSecret (): string {
  return PREFIX + randomBytes(32).toString('base64')
}

/**
 * The webhook-signature header: one `v1,<base64 HMAC-SHA256>` of "<id>.<timestamp>.<body>" per
 * live secret, keyed by the secret's decoded bytes, separated by spaces.
 */
export function signatureHeader (messageId: string, timestampSeconds: number, body: Buffer, secrets: readonly string[]): string {
  return secrets.map((secret) => {
    const hmac = createHmac('sha256', keyOf(secret))
    hmac.update(`${messageId}.${timestampSeconds}.`).update(body)
    return `v1,${hmac.digest('base64')}`
  }).join(' ')
}

/**
 * Each secret's key, decoded and imported once: every attempt signs with it, and decoding and
 * importing it again cost a third of the signature's time. Secrets of endpoints that went away
 * are dropped with the rest when the map is full.
 */
const MAX_KEYS = 1000
const keys = new Map<string, KeyObject>()

function keyOf (secret: string): KeyObject {
  let key = keys.get(secret)
  if (key === undefined) {
    if (keys.size >= MAX_KEYS) keys.clear()
    key = createSecretKey(Buffer.from(secret.slice(PREFIX.length), 'base64'))
    keys.set(secret, key)
  }
  return key
}
