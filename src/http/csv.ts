import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { stringify } from 'csv-stringify'
import { centsToDecimalString, toCents } from '../money.js'

/**
 * CSV as Brazilian spreadsheets open it (issue 9): UTF-8 with a BOM, ';' between fields, CRLF
 * line ends, amounts with a decimal comma and dates as DD/MM/YYYY. Chosen by the Accept header;
 * errors stay JSON.
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

/** Whether the client prefers text/csv to JSON (Accept, with q-values; JSON when it says neither). */
export function prefersCsv (request: FastifyRequest): boolean {
  const accept = request.headers.accept
  if (accept === undefined) return false
  let csv = -1
  let json = -1
  for (const part of accept.split(',')) {
    const [type = '', ...parameters] = part.trim().toLowerCase().split(';')
    const q = Number(parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='))?.slice(2) ?? 1)
    if (type === 'text/csv') csv = Math.max(csv, q)
    if (type === 'application/json' || type === 'application/*' || type === '*/*') json = Math.max(json, type === '*/*' ? q - 0.001 : q)
  }
  return csv > 0 && csv > json
}

/** An amount as a spreadsheet cell: 1234.5 (a JSON number) or "1234.50" (a decimal string) as 1234,50. */
export function csvMoney (amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined) return ''
  return (typeof amount === 'number' ? centsToDecimalString(toCents(amount)) : amount).replace('.', ',')
}

/** YYYY-MM-DD (or its midnight date-time) as DD/MM/YYYY. */
export function csvDate (date: string | null | undefined): string {
  if (date === null || date === undefined || date === '') return ''
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`
}

/** A date cell as YYYY-MM-DD: DD/MM/YYYY (what csvDate writes) is turned around, anything else is left as it is. */
export function dateFromCsv (cell: string): string {
  const match = /^([0-9]{2})\/([0-9]{2})\/([0-9]{4})$/.exec(cell)
  return match === null ? cell : `${match[3] as string}-${match[2] as string}-${match[1] as string}`
}

export type CsvColumns<T> = ReadonlyArray<readonly [header: string, cell: (item: T) => string | number | null | undefined]>

/** Streams the rows of `batches` as CSV under a header row; quoting is the library's. */
export function sendCsv<T> (reply: FastifyReply, filename: string, columns: CsvColumns<T>, batches: AsyncIterable<readonly T[]>): FastifyReply {
  const records = Readable.from((async function * () {
    for await (const batch of batches) for (const item of batch) yield columns.map(([, cell]) => cell(item) ?? '')
  })(), { objectMode: true })
  const csv = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows', header: true, columns: columns.map(([header]) => header) })
  records.on('error', (error) => csv.destroy(error))
  return reply.type(CSV_CONTENT_TYPE).header('content-disposition', `attachment; filename="${filename}.csv"`).send(records.pipe(csv))
}

/** The columns documented for a CSV response. */
export function csvDescription<T> (columns: CsvColumns<T>, extra = ''): string {
  return `With Accept: text/csv: a CSV (UTF-8 with BOM, ';' separated, CRLF, decimal comma, dates DD/MM/YYYY) with the columns ${columns.map(([header]) => header).join('; ')}.${extra === '' ? '' : ` ${extra}`}`
}
