import { Type, type Static } from '@sinclair/typebox'
import { Envelope, INVALID_MESSAGE, refTo, StringEnum, Text, UtcDateTime } from './common.js'
import { EVENT_TYPES, FeedCursorValue } from './eventos.js'

/** Webhook endpoints: the change feed pushed to a company's URLs (docs/CONTRACT.md section 15). */

export const MAX_WEBHOOKS_PER_COMPANY = 20
export const WEBHOOK_URL_MAX = 2048
export const DELIVERY_LOG_DEFAULT = 50
export const DELIVERY_LOG_MAX = 500

const Url = Type.String({
  minLength: 1,
  maxLength: WEBHOOK_URL_MAX,
  // What a schema can say: an http(s) URL without user or password; the service says the rest.
  pattern: '^https?://[^\\s/?#@]+([/?][^\\s#]*)?$',
  [INVALID_MESSAGE]: 'must be an absolute https:// URL (http:// where WEBHOOK_ALLOW_HTTP allows it) without a user or password, spaces or a #fragment, such as https://erp.example.com/webhooks/contas',
  description: 'Where messages are POSTed: an absolute https:// URL (http:// only where the service allows it) without user or password, ' +
    'whose host does not resolve to a loopback, private, link-local, CGNAT, multicast or unspecified address. The address is checked again at every attempt.'
})
const Tipos = Type.Array(StringEnum(EVENT_TYPES), {
  uniqueItems: true,
  maxItems: EVENT_TYPES.length,
  description: 'Only events of these tipos are sent; omitted or empty: every event.'
})
const Descricao = Type.Union([Text(200), Type.Null()], { description: 'A note of your own, e.g. which system receives it.' })

export const WebhookCreateBody = Type.Object({
  url: Url,
  tipos: Type.Optional(Tipos),
  descricao: Type.Optional(Descricao)
}, { additionalProperties: false })
export type WebhookCreateBody = Static<typeof WebhookCreateBody>

export const WebhookUpdateBody = Type.Object({
  url: Type.Optional(Url),
  tipos: Type.Optional(Tipos),
  descricao: Type.Optional(Descricao),
  ativo: Type.Optional(Type.Boolean({ description: 'false pauses delivery; true resumes it at the message that was not acknowledged, with the same webhook-id and body.' }))
}, { additionalProperties: false, minProperties: 1 })
export type WebhookUpdateBody = Static<typeof WebhookUpdateBody>

export const WebhookParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'The id of the webhook endpoint.' })
}, { additionalProperties: false })

const Position = Type.Integer({ minimum: 0, description: 'A position of the change feed (GET /eventos).' })

export const Webhook = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  url: Type.String(),
  tipos: Type.Array(StringEnum(EVENT_TYPES), { description: 'The tipos sent; empty: every event.' }),
  descricao: Type.Union([Type.String(), Type.Null()]),
  ativo: Type.Boolean({ description: 'false when paused by PATCH, or disabled after the retry schedule ran out (see desativado_motivo).' }),
  desativado_motivo: Type.Union([Type.String(), Type.Null()], { description: 'Why delivery stopped by itself; null while active or paused by hand.' }),
  posicao: { ...Position, description: 'The last feed position the endpoint acknowledged: delivery continues after it.' },
  pendentes: Type.Integer({ minimum: 0, description: 'Events after posicao that the endpoint will receive.' }),
  proxima_tentativa: Type.Union([UtcDateTime, Type.Null()], { description: 'When the message that failed is tried again; null when none waits.' }),
  criado_em: UtcDateTime
}, { $id: 'Webhook', additionalProperties: false })
export type Webhook = Static<typeof Webhook>

const Segredo = Type.String({ pattern: '^whsec_[A-Za-z0-9+/]{43}=$', description: 'The signing secret, whsec_ + base64 of 32 random bytes: shown only once. Verify messages with a Standard Webhooks library.' })

export const WebhookCreated = Type.Object({
  ...Webhook.properties,
  segredo: Segredo
}, { additionalProperties: false, description: 'The endpoint, with its secret (shown only now).' })

export const WebhookList = Envelope(Type.Array(refTo(Webhook)), "The company's webhook endpoints, by id.")

export const SecretRotated = Type.Object({
  segredo: Segredo,
  segredo_anterior_valido_ate: Type.String({ ...UtcDateTime, description: 'Until then messages carry a second signature made with the previous secret.' })
}, { additionalProperties: false, description: 'The new secret, shown only here.' })

export const ReplayBody = Type.Object({
  desde: { ...FeedCursorValue, description: 'A feed position, as a number: a posicao of an event (proximo_cursor of GET /eventos, a string, is accepted too). The events after it are sent again, in order.' }
}, { additionalProperties: false })

export const TestOutcome = Type.Object({
  entregue: Type.Boolean({ description: 'The receiver answered 2xx within 10 s.' }),
  mensagem_id: Type.String({ description: 'The webhook-id header of the test message.' }),
  status_http: Type.Union([Type.Integer(), Type.Null()]),
  erro: Type.Union([Type.String(), Type.Null()], { description: 'Why the attempt failed when there was no HTTP answer (time-out, refused address, connection error).' }),
  duracao_ms: Type.Integer({ minimum: 0 })
}, { additionalProperties: false, description: 'How the receiver answered the test message.' })

export const Delivery = Type.Object({
  tipo: StringEnum(['eventos', 'webhook.teste'] as const),
  mensagem_id: Type.String({ description: 'The webhook-id of the message.' }),
  posicao_de: Type.Union([Type.Integer(), Type.Null()], { description: 'The first event of the message; null for a test message.' }),
  posicao_ate: Type.Union([Type.Integer(), Type.Null()], { description: 'The last event of the message; null for a test message.' }),
  tentativa: Type.Integer({ minimum: 1 }),
  status_http: Type.Union([Type.Integer(), Type.Null()]),
  erro: Type.Union([Type.String(), Type.Null()]),
  duracao_ms: Type.Integer({ minimum: 0 }),
  em: UtcDateTime
}, { additionalProperties: false })
export type Delivery = Static<typeof Delivery>

export const DeliveryList = Envelope(Type.Array(Delivery), 'Delivery attempts of the endpoint, newest first, kept 30 days.')

export const DeliveryQuery = Type.Object({
  limite: Type.Optional(Type.Integer({ minimum: 1, maximum: DELIVERY_LOG_MAX, default: DELIVERY_LOG_DEFAULT, description: `Attempts to list, 1 to ${DELIVERY_LOG_MAX}; ${DELIVERY_LOG_DEFAULT} when omitted.` }))
}, { additionalProperties: false })
