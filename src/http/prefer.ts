import type { FastifyRequest } from 'fastify'

/** Whether the client asked for the resource instead of the result object (Prefer, RFC 7240). */
export function prefersRepresentation (request: FastifyRequest): boolean {
  const prefer = request.headers.prefer
  return typeof prefer === 'string' && prefer.split(/[,;]/).some((token) => token.trim().toLowerCase() === 'return=representation')
}

/** The header that says the preference was honoured. */
export const REPRESENTATION_APPLIED = { 'preference-applied': 'return=representation' }
