import type { FastifyRequest } from 'fastify'
import { callerOf } from '../plugins/auth.js'

/** Who changes a title and when: info.uInc/dInc/hInc and uAlt/dAlt/hAlt, versions and events. */
export interface Stamp {
  user: string
  /** Date and time in the business time zone (info stamps). */
  date: string
  time: string
  /** The UTC moment (atualizado_em, lancado_em, the event). */
  at: string
}

/** The caller's view of a write: whose company, who, when, and the version the client expects. */
export interface WriteContext {
  empresaId: number
  stamp: Stamp
  /** The If-Match header, when the client sent one. */
  ifMatch?: string
}

/** Who writes, when, and the version the client expects (If-Match). */
export function writeContext (request: FastifyRequest): WriteContext {
  const { clock } = request.server
  const caller = callerOf(request)
  const ifMatch = request.headers['if-match']
  return {
    empresaId: caller.empresaId,
    stamp: { user: caller.keyName, ...clock.now(), at: clock.instant() },
    ...(ifMatch === undefined ? {} : { ifMatch })
  }
}
