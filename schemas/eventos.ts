import { Type, type Static } from '@sinclair/typebox'
import { INVALID_MESSAGE, refTo, StringEnum, TimeStamp, UtcDateTime } from './common.js'
import { ContaPagar } from './contas-pagar.js'
import { ContaReceber } from './contas-receber.js'

/** The change feed of docs/CONTRACT.md section 12. */

export const EVENT_TYPES = ['criado', 'alterado', 'baixa_lancada', 'baixa_estornada', 'cancelado', 'reaberto', 'excluido'] as const
export type EventType = typeof EVENT_TYPES[number]

export const RESOURCES = ['contas-pagar', 'contas-receber'] as const
export type Resource = typeof RESOURCES[number]

export const FEED_PAGE_DEFAULT = 100
export const FEED_PAGE_MAX = 1000

const CURSOR_SENTENCE = 'must be a feed cursor: 0, or a posicao of the feed (a whole number without leading zeros)'

/** A feed position as the client passes it back in a URL: the decimal text of a position. */
export const FeedCursor = Type.String({
  pattern: '^(0|[1-9][0-9]{0,15})$',
  [INVALID_MESSAGE]: CURSOR_SENTENCE,
  description: "Cursor from the Link header (or proximo_cursor) of the previous page, or an event's posicao; omit it to start from the oldest kept event. " +
    "One after the feed's last position is 400; one from before the oldest kept event is 410."
})

/**
 * A feed position in a JSON body: a posicao as the events carry it (a number, the documented
 * form), or its decimal text as proximo_cursor and the Link header give it.
 */
export const FeedCursorValue = Type.Union([Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), FeedCursor], {
  [INVALID_MESSAGE]: CURSOR_SENTENCE,
  description: "A feed position: an event's posicao, a number (its decimal text, as proximo_cursor gives it, is accepted too)."
})

export const FeedQuery = Type.Object({
  desde: Type.Optional(FeedCursor),
  limite: Type.Optional(Type.Integer({ minimum: 1, maximum: FEED_PAGE_MAX, default: FEED_PAGE_DEFAULT, description: `Events per page, 1 to ${FEED_PAGE_MAX}; ${FEED_PAGE_DEFAULT} when omitted.` }))
}, { additionalProperties: false })
export type FeedQuery = Static<typeof FeedQuery>

/**
 * `dados` is declared by reference for clients; the feed route writes it from the stored snapshot,
 * which the kind's title serializer (compiled from the same schema) wrote when the event happened.
 */
export const Event = Type.Object({
  posicao: Type.Integer({ minimum: 1, description: "Position in the company's feed: increases by one per event." }),
  tipo: StringEnum(EVENT_TYPES),
  recurso: StringEnum(RESOURCES, { description: 'Kind of the title: contas-pagar or contas-receber.' }),
  id: Type.Integer({ minimum: 1, description: 'codigo_lancamento_svc of the title.' }),
  codigo_lancamento_integracao: Type.Union([Type.String(), Type.Null()]),
  versao: Type.Integer({ minimum: 1, description: 'Version of the title after the change (the deletion counts as a change).' }),
  ocorrido_em: Type.String({ ...UtcDateTime, description: 'When the change was made (UTC).' }),
  dados: Type.Union([refTo(ContaPagar), refTo(ContaReceber), Type.Null()], { description: 'The title after the change (ContaPagar or ContaReceber by recurso); null for excluido.' })
}, { $id: 'Evento', additionalProperties: false })

export const FeedEnvelope = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(refTo(Event)),
  timeStamp: TimeStamp,
  total_registros: Type.Integer({ description: 'Number of events in this page.' }),
  proximo_cursor: Type.String({ description: 'The cursor for the next call (also in the Link header): pass it as desde.' })
}, { additionalProperties: false, description: 'Events after desde in position order. The next cursor is always given, also on a short or empty page, so clients poll with it.' })
