import { createHmac, randomBytes } from 'node:crypto'

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
    const hmac = createHmac('sha256', Buffer.from(secret.slice(PREFIX.length), 'base64'))
    hmac.update(`${messageId}.${timestampSeconds}.`).update(body)
    return `v1,${hmac.digest('base64')}`
  }).join(' ')
}
