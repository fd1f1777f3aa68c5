import fastJson from 'fast-json-stringify'
import type { AnyTitle, TitleKind } from './kinds.js'
import type { StoredTitle } from './model.js'
import { displayStatus } from './status.js'
import { apiTitle } from './view.js'

/** The kind's title serializer, compiled from the same TypeBox schema as its routes' responses. */
export function titleSerializer (kind: TitleKind): (title: AnyTitle) => string {
  return fastJson(kind.schemas.Title) as (title: AnyTitle) => string
}

/** What a render starts with: the id is written in front of it when the title is read. */
const RENDER_HEAD = '{"codigo_lancamento_svc":0,'
const OPEN_STATUS = Buffer.from('"status_titulo":"EM ABERTO"')
const DISPLAYED_STATUS = new Map(['A VENCER', 'VENCE HOJE', 'ATRASADO'].map((status) => [status, Buffer.from(`"status_titulo":"${status}"`)]))

export interface TitleRenderer {
  /** The title's render cache entry: the API's JSON of it without the leading id, with the stored status, as UTF-8. */
  render: (title: StoredTitle) => Buffer
  /** The API's JSON of a title from its render cache entry, with today's derived status. */
  json: (row: { id: number, status: string, data_vencimento: string }, render: Buffer, today: string) => Buffer
  /** The same JSON as pieces, most of them views of the render: a long list copies each byte once, into its chunk. */
  parts: (row: { id: number, status: string, data_vencimento: string }, render: Buffer, today: string) => Buffer[]
}

/**
 * Renders with the kind's title serializer (compiled from its response schema), so a cached title
 * is byte for byte what the serializer writes. It relies on the serializer writing the required
 * fields first, id first and status among them: checked here once, so a serializer that changes
 * its order stops the service at start-up instead of corrupting responses.
 */
export function titleRenderer (kind: TitleKind, serialize: (title: AnyTitle) => string): TitleRenderer {
  const render = (title: StoredTitle) => {
    const text = serialize({ ...apiTitle(kind, { ...title, id: 0 }, ''), status_titulo: title.status } as AnyTitle)
    return Buffer.from(text.slice(RENDER_HEAD.length))
  }
  const parts = (row: { id: number, status: string, data_vencimento: string }, cached: Buffer, today: string) => {
    const head = Buffer.from(`{"codigo_lancamento_svc":${row.id},`, 'latin1')
    if (row.status !== 'EM ABERTO') return [head, cached]
    const at = cached.indexOf(OPEN_STATUS)
    const shown = DISPLAYED_STATUS.get(displayStatus(row.status, row.data_vencimento, today)) as Buffer
    return [head, cached.subarray(0, at), shown, cached.subarray(at + OPEN_STATUS.length)]
  }
  const json = (row: { id: number, status: string, data_vencimento: string }, cached: Buffer, today: string) => Buffer.concat(parts(row, cached, today))
  const probe: StoredTitle = {
    id: 7,
    codigo_lancamento_integracao: null,
    codigo_cliente_fornecedor: '1',
    data_vencimento: '2026-01-01',
    data_previsao: '2026-01-01',
    valorCents: 100,
    codigo_categoria: 'X',
    status: 'EM ABERTO',
    numero_documento_fiscal: null,
    numero_documento: null,
    id_origem: null,
    motivo_cancelamento: null,
    extra: { lancamento_detalhe: [{ status_titulo: 'EM ABERTO' }], observacao: 'Ação "status_titulo":"EM ABERTO"' },
    categorias: [],
    versao: 1,
    atualizado_em: '2026-01-01T00:00:00.000Z',
    settled: null
  }
  const fresh = serialize(apiTitle(kind, probe, '2026-01-01'))
  if (!serialize({ ...apiTitle(kind, { ...probe, id: 0 }, '') } as AnyTitle).startsWith(RENDER_HEAD) || json(probe, render(probe), '2026-01-01').toString() !== fresh) {
    throw new Error(`the ${kind.resource} serializer no longer writes the id first and the status among the first fields: the render cache cannot be used`)
  }
  return { render, json, parts }
}
