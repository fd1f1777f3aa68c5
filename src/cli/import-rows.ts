import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { parse as parseCsv } from 'csv-parse'
import type { TSchema } from '@sinclair/typebox'
import { ContaPagarNova } from '../../schemas/contas-pagar.js'
import { ContaReceberNova } from '../../schemas/contas-receber.js'
import { ApiError, errorBody, errors } from '../errors.js'
import { dateFromCsv } from '../http/csv.js'
import { importedColumn } from '../titulos/csv.js'

/**
 * The rows of an import file (src/cli/import.ts): JSON Lines, or CSV as a spreadsheet or the
 * service's own export writes it (docs/CONTRACT.md section 5: an export imports again unchanged).
 */

export type Kind = 'contas-pagar' | 'contas-receber'
type Json = Record<string, unknown>

/**
 * A row of the file: its line number, and the title read from it, or the error body (the service's
 * shape) of why it could not be read.
 */
export interface Row { linha: number, item: unknown, erro?: ReturnType<typeof errorBody> }

const SCHEMAS: Record<Kind, TSchema> = { 'contas-pagar': ContaPagarNova, 'contas-receber': ContaReceberNova }

const refused = (error: ApiError) => errorBody(error)

/** Rows of a JSON Lines file, one title per non-empty line. */
async function * jsonlRows (file: string): AsyncGenerator<Row> {
  let linha = 0
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    linha++
    const text = linha === 1 ? line.replace(/^\uFEFF/, '') : line
    if (text.trim() === '') continue
    try {
      yield { linha, item: JSON.parse(text) }
    } catch (error) {
      yield { linha, item: text, erro: refused(new ApiError('MALFORMED_JSON', `Line ${linha} is not a JSON object: ${(error as Error).message}`)) }
    }
  }
}

/** The schema of a field of the create body, by its path (valor_pago's is recebimento.valor on receivables). */
function schemaAt (schema: TSchema, path: readonly string[]): TSchema | undefined {
  let at: TSchema | undefined = schema
  for (const key of path) at = (at?.properties as Record<string, TSchema> | undefined)?.[key]
  return at
}

/**
 * Turns a CSV cell into the JSON value of its field, by the field's type in the create schema.
 * Amounts are converted as text, so 1.234,56 becomes exactly 1234.56: no arithmetic on the way.
 * Dates may be DD/MM/YYYY, as the export writes them.
 */
function cellValue (schema: TSchema | undefined, cell: string, decimalComma: boolean): unknown {
  const type = schema?.type
  if (type === 'number' || type === 'integer') {
    const text = decimalComma ? cell.replaceAll('.', '').replace(',', '.') : cell
    if (!/^-?[0-9]+(\.[0-9]+)?$/.test(text)) throw new Error(`"${cell}" is not a number`)
    return Number(text)
  }
  if (type === 'object' || type === 'array' || schema?.anyOf !== undefined) {
    try {
      return JSON.parse(cell)
    } catch {
      if (type === 'object' || type === 'array') throw new Error(`"${cell}" is not JSON`)
      return cell
    }
  }
  if (schema?.format === 'date') return dateFromCsv(cell)
  return cell
}

function setAt (item: Json, path: readonly string[], value: unknown): void {
  let at = item
  for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Json
  at[path[path.length - 1] as string] = value
}

/** Rows of a CSV file with a header row of field names; the separator is the header's. */
async function * csvRows (file: string, kind: Kind): AsyncGenerator<Row> {
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
    lines.once('line', (line) => { resolve(line); lines.close() })
    lines.once('close', () => resolve(''))
    lines.once('error', reject)
  })
  const delimiter = firstLine.includes(';') ? ';' : ','
  const parser = createReadStream(file).pipe(parseCsv({ delimiter, bom: true, columns: true, skip_empty_lines: true, relax_column_count: true, info: true }))
  for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>, info: { lines: number } }>) {
    const item: Json = {}
    try {
      for (const [header, cell] of Object.entries(record)) {
        const path = importedColumn(kind, header)
        if (cell === '' || path === null) continue
        try {
          setAt(item, path, cellValue(schemaAt(SCHEMAS[kind], path), cell, delimiter === ';'))
        } catch (error) {
          throw errors.validation([{ path: `/body/data/${path.join('/')}`, message: (error as Error).message }])
        }
      }
      yield { linha: info.lines, item }
    } catch (error) {
      yield { linha: info.lines, item: record, erro: refused(error as ApiError) }
    }
  }
}

export function rowsOf (file: string, kind: Kind): AsyncGenerator<Row> {
  return file.endsWith('.csv') ? csvRows(file, kind) : jsonlRows(file)
}
