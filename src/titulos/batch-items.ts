import type { FastifySchemaCompiler, FastifyInstance } from 'fastify'
import { BatchEnvelope } from '../../schemas/lote.js'
import { ApiError, errors } from '../errors.js'
import { problemsOf } from '../validation.js'
import type { BatchItem } from './batch.js'
import type { AnyNewTitle, TitleKind } from './kinds.js'

/**
 * A batch's body is checked as an envelope only; each item is then validated against the create
 * schema on its own, so one bad item fails alone (docs/CONTRACT.md section 13).
 */
export function batchItems (app: FastifyInstance, kind: TitleKind): ((itens: readonly unknown[]) => BatchItem[]) & { validatorCompiler: FastifySchemaCompiler<unknown> } {
  const compile = app.validatorCompiler
  if (compile === undefined) throw new Error('app.ts sets the validator compiler before it registers routes')
  const url = `${kind.path}/lote`
  const validateItem = compile({ schema: kind.schemas.CreateBody, method: 'PUT', url, httpPart: 'body' })
  const validateEnvelope = compile({ schema: BatchEnvelope, method: 'PUT', url, httpPart: 'body' })
  const itemsOf = (itens: readonly unknown[]) => itens.map((item): BatchItem => {
    const code = typeof item === 'object' && item !== null && typeof (item as { codigo_lancamento_integracao?: unknown }).codigo_lancamento_integracao === 'string'
      ? (item as { codigo_lancamento_integracao: string }).codigo_lancamento_integracao
      : undefined
    const problems = problemsOf(validateItem, { data: item }, 'body')
    if (problems.length > 0) return { ...(code === undefined ? {} : { code }), error: errors.validation(problems) }
    if (code === undefined) return { error: errors.validation([{ path: '/body/data/codigo_lancamento_integracao', message: 'is required in a batch: it is the upsert key' }]) }
    // One title per item (docs/CONTRACT.md section 17): a series is created by POST or PUT .../integracao/{codigo}.
    if ((item as { repeticao?: unknown }).repeticao !== undefined) return { code, error: errors.validation([{ path: '/body/data/repeticao', message: 'is not taken in a batch: each item is one title; create a series with POST or PUT .../integracao/{codigo}' }]) }
    return { title: item as AnyNewTitle }
  })
  const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => route.httpPart === 'body' ? validateEnvelope : compile(route)
  return Object.assign(itemsOf, { validatorCompiler })
}

/** Where an item's problems were found, as the item is checked: the body of a single create. */
const ITEM_BODY = /\/body\/data(?![\w-])/g

/**
 * An item's error as the batch answers it: its pointers name the item in the batch's body
 * (/body/itens/<n>/...), not the body of the single create it was checked as.
 */
export function itemError (error: ApiError, index: number): ApiError {
  const inBatch = (text: string) => text.replace(ITEM_BODY, `/body/itens/${index}`)
  const details = error.details?.map((detail) => ({ ...detail, path: inBatch(detail.path) }))
  return new ApiError(error.code, inBatch(error.message), details, error.headers, error.statusCode)
}
