import { errors } from '../errors.js'
import type { ListOrder } from '../../schemas/queries.js'
import type { KeysetPosition } from './read-model.js'

/**
 * Keyset cursors: the position of the last title sent, as base64url JSON: [data_vencimento, id]
 * in the default order, [id] by codigo_lancamento_svc. Opaque to clients; a page costs the same
 * at the end of the list as at its start.
 */
export function encodeCursor (position: KeysetPosition): string {
  const value = position.order === 'codigo_lancamento_svc' ? [position.id] : [position.dataVencimento, position.id]
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** The position of a cursor issued for `order`; a cursor of another order or none of ours is 400. */
export function decodeCursor (cursor: string, order: ListOrder): KeysetPosition {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw errors.invalidCursor()
  }
  if (!Array.isArray(value)) throw errors.invalidCursor()
  const id: unknown = value[value.length - 1]
  if (!Number.isSafeInteger(id) || (id as number) <= 0) throw errors.invalidCursor()
  const byId = value.length === 1
  const byDate = value.length === 2 && typeof value[0] === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value[0])
  if (!byId && !byDate) throw errors.invalidCursor()
  if (byId !== (order === 'codigo_lancamento_svc')) throw errors.cursorOfAnotherOrder(order)
  return { order, dataVencimento: byDate ? value[0] as string : '', id: id as number }
}

export function positionOf (row: { id: number, data_vencimento: string }, order: ListOrder): KeysetPosition {
  return { order, dataVencimento: row.data_vencimento, id: row.id }
}
