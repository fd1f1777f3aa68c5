import fastJson from 'fast-json-stringify'
import type { AnyTitle, TitleKind } from './kinds.js'
import type { StoredTitle } from './model.js'
import { displayStatus } from './status.js'
import { apiTitle, titleFields } from './view.js'

/** The kind's title serializer, compiled from the same TypeBox schema as its routes' responses. */
export function titleSerializer (kind: TitleKind): (title: AnyTitle) => string {
  return fastJson(kind.schemas.Title) as (title: AnyTitle) => string
}

/** What a render starts with: the id is written in front of it when the title is read. */
export const RENDER_HEAD = '{"codigo_lancamento_svc":0,'
const OPEN_STATUS = Buffer.from('"status_titulo":"EM ABERTO"')
const DISPLAYED_STATUS = new Map(['A VENCER', 'VENCE HOJE', 'ATRASADO'].map((status) => [status, Buffer.from(`"status_titulo":"${status}"`)]))

export interface TitleRenderer {
  /** The title's render cache entry: the API's JSON of it without the leading id, with the stored status, as UTF-8. */
  render: (title: StoredTitle) => Buffer
  /** The API's JSON of a title from its render cache entry, with today's derived status. */
  json: (row: TitleRow, render: Buffer, today: string) => Buffer
}

/** What a title's JSON for today is made from, besides its render. */
type TitleRow = { id: number, status: string, data_vencimento: string }

/**
 * A title's JSON for today, not yet written: its id goes in front of its render, and today's
 * derived status in place of the stored one. Answers write it straight into their own buffer
 * (titleJsonLength, writeTitleJson), so a list copies each byte of a render once and makes no
 * Buffer per title.
 */
export interface TitleJson {
  id: number
  render: Buffer
  /** Where the stored "EM ABERTO" sits in the render, when a derived status replaces it; -1 when the stored status is the one shown. */
  statusAt: number
  /** The derived status written at statusAt. */
  shown: Buffer | undefined
}

/** RENDER_HEAD up to the id: what each title's JSON starts with. */
const ID_HEAD = Buffer.from(RENDER_HEAD.slice(0, -'0,'.length))

/** How many decimal digits an id has. */
function digitCount (id: number): number {
  let count = 1
  for (let rest = id; rest >= 10; rest = Math.floor(rest / 10)) count++
  return count
}

export function titleJson (row: TitleRow, render: Buffer, today: string): TitleJson {
  if (row.status !== 'EM ABERTO') return { id: row.id, render, statusAt: -1, shown: undefined }
  return { id: row.id, render, statusAt: render.indexOf(OPEN_STATUS), shown: DISPLAYED_STATUS.get(displayStatus(row.status, row.data_vencimento, today)) }
}

/** Bytes writeTitleJson writes. */
export function titleJsonLength ({ id, render, shown }: TitleJson): number {
  return ID_HEAD.length + digitCount(id) + 1 + render.length + (shown === undefined ? 0 : shown.length - OPEN_STATUS.length)
}

/** Writes the title's JSON into `target` at `offset`, which must have titleJsonLength bytes of room; returns the offset after it. */
export function writeTitleJson ({ id, render, statusAt, shown }: TitleJson, target: Buffer, offset: number): number {
  let at = offset + ID_HEAD.copy(target, offset)
  at += target.write(String(id), at, 'latin1')
  target[at++] = 0x2c // ,
  if (shown === undefined) return at + render.copy(target, at)
  at += render.copy(target, at, 0, statusAt)
  at += shown.copy(target, at)
  return at + render.copy(target, at, statusAt + OPEN_STATUS.length)
}

/** The title's JSON as a Buffer of its own. */
export function titleJsonBytes (title: TitleJson): Buffer {
  const bytes = Buffer.allocUnsafe(titleJsonLength(title))
  writeTitleJson(title, bytes, 0)
  return bytes
}

/**
 * Renders with the kind's title serializer (compiled from its response schema), so a cached title
 * is byte for byte what the serializer writes. It relies on the serializer writing the required
 * fields first, id first and status among them: checked here once, so a serializer that changes
 * its order stops the service at start-up instead of corrupting responses.
 */
export function titleRenderer (kind: TitleKind, serialize: (title: AnyTitle) => string): TitleRenderer {
  const render = (title: StoredTitle) => {
    const text = serialize(titleFields(kind, title, 0, title.status))
    return Buffer.from(text.slice(RENDER_HEAD.length))
  }
  const json = (row: TitleRow, cached: Buffer, today: string) => titleJsonBytes(titleJson(row, cached, today))
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
    settled: null,
    serie: null
  }
  const fresh = serialize(apiTitle(kind, probe, '2026-01-01'))
  if (!serialize({ ...apiTitle(kind, { ...probe, id: 0 }, '') } as AnyTitle).startsWith(RENDER_HEAD) || json(probe, render(probe), '2026-01-01').toString() !== fresh) {
    throw new Error(`the ${kind.resource} serializer no longer writes the id first and the status among the first fields: the render cache cannot be used`)
  }
  return { render, json }
}
