import { createReadStream, createWriteStream, rmSync, type WriteStream } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { parse as parseCsv } from 'csv-parse'
import type { TSchema } from '@sinclair/typebox'
import { ContaPagarNova } from '../../schemas/contas-pagar.js'
import { ContaReceberNova } from '../../schemas/contas-receber.js'
import { BATCH_MAX_ITEMS } from '../../schemas/lote.js'

const USAGE = `usage: import <contas-pagar|contas-receber> <file.csv|file.jsonl> [--url <service>] [--failures <file>]

Sends the titles of the file through PUT /<kind>/lote, ${BATCH_MAX_ITEMS} at a time. Each title needs its
codigo_lancamento_integracao: titles are upserted by it, so running the import again is safe and
resumes an interrupted one (what was sent before reads as unchanged).

  --url        the service (default CONTAS_URL, else http://127.0.0.1:3000)
  --failures   where the failed rows go (default <file>.falhas.jsonl), one JSON object per line:
               {"linha": <line of the file>, "item": <the row as read>, "erro": <the error body>}
The API key comes from CONTAS_API_KEY (never from the command line, where other users see it).

.jsonl: one title per line, as in the create body's data.
.csv:   a header row of title field names, then one title per row. The separator is ';' or ','
        (whichever the header uses); with ';' amounts take a decimal comma (1.234,56), with ','
        a decimal point (1234.56). Nested fields (categorias, info, recebimento, ...) are JSON in
        their cell; empty cells are left out; a UTF-8 BOM is ignored.

Exit status: 0 all rows stored, 1 some rows failed (see the failures file), 2 the import stopped
(bad arguments, unreachable service, rejected key).`

type Kind = 'contas-pagar' | 'contas-receber'
type Json = Record<string, unknown>

/** A row of the file: its line number, and the title read from it or why it could not be read. */
type Row = { linha: number, item: unknown, problem?: string }

interface Counts { criado: number, alterado: number, inalterado: number, erro: number }

class FatalError extends Error {}

const SCHEMAS: Record<Kind, TSchema> = { 'contas-pagar': ContaPagarNova, 'contas-receber': ContaReceberNova }

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
      yield { linha, item: text, problem: `not a JSON object: ${(error as Error).message}` }
    }
  }
}

/**
 * Turns a CSV cell into the JSON value of its field, by the field's type in the create schema.
 * Amounts are converted as text, so 1.234,56 becomes exactly 1234.56: no arithmetic on the way.
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
  return cell
}

/** Rows of a CSV file with a header row of field names; the separator is the header's. */
async function * csvRows (file: string, schema: TSchema): AsyncGenerator<Row> {
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
    lines.once('line', (line) => { resolve(line); lines.close() })
    lines.once('close', () => resolve(''))
    lines.once('error', reject)
  })
  const delimiter = firstLine.includes(';') ? ';' : ','
  const properties = (schema.properties ?? {}) as Record<string, TSchema>
  const parser = createReadStream(file).pipe(parseCsv({ delimiter, bom: true, columns: true, skip_empty_lines: true, relax_column_count: true, info: true }))
  for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>, info: { lines: number } }>) {
    const item: Json = {}
    try {
      for (const [field, cell] of Object.entries(record)) {
        if (cell === '') continue
        try {
          item[field] = cellValue(properties[field], cell, delimiter === ';')
        } catch (error) {
          throw new Error(`${field}: ${(error as Error).message}`)
        }
      }
      yield { linha: info.lines, item }
    } catch (error) {
      yield { linha: info.lines, item: record, problem: (error as Error).message }
    }
  }
}

/** One batch, sent until the service answers; retries what may succeed later, with the same key. */
async function sendBatch (url: string, key: string, items: unknown[], idempotencyKey: string): Promise<{ status: number, body: any }> {
  for (let attempt = 1; ; attempt++) {
    let retryAfter = 2 ** attempt
    try {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ itens: items })
      })
      const body = await response.json().catch(() => undefined)
      if (response.status === 401 || response.status === 403) throw new FatalError(`the service refused the key (${response.status} ${String(body?.message ?? '')})`)
      // 409: the same batch is still running after a connection cut; 429 and 503: later.
      if (![409, 429, 503].includes(response.status)) return { status: response.status, body }
      retryAfter = Number(response.headers.get('retry-after') ?? retryAfter)
    } catch (error) {
      if (error instanceof FatalError || attempt >= 8) throw error instanceof FatalError ? error : new FatalError(`the service at ${url} does not answer: ${(error as Error).message}`)
    }
    if (attempt >= 8) throw new FatalError(`the service at ${url} kept answering "retry later"`)
    await sleep(Math.min(retryAfter, 30) * 1000)
  }
}

interface ImportOptions { kind: Kind, file: string, url: string, key: string, failures: string, progress: NodeJS.WriteStream | NodeJS.WritableStream }

/** Imports a file; returns the counts. Failed rows are written to options.failures, which is replaced. */
async function importFile (options: ImportOptions): Promise<Counts> {
  const { kind, file, url, key } = options
  const rows = file.endsWith('.csv') ? csvRows(file, SCHEMAS[kind]) : jsonlRows(file)
  const counts: Counts = { criado: 0, alterado: 0, inalterado: 0, erro: 0 }
  const endpoint = `${url.replace(/\/$/, '')}/${kind}/lote`
  // One key per batch of this run: a retry after a lost answer replays, a later run is a new request.
  const run = randomUUID()
  const tty = 'isTTY' in options.progress && options.progress.isTTY
  const started = Date.now()
  // A failures file of an earlier run would tell about rows that may be fine now.
  rmSync(options.failures, { force: true })
  let failures: WriteStream | undefined
  const fail = (row: Row, erro: unknown) => {
    counts.erro++
    failures ??= createWriteStream(options.failures)
    failures.write(JSON.stringify({ linha: row.linha, item: row.item, erro }) + '\n')
  }
  let read = 0
  let batches = 0
  /** On a terminal one line that updates in place; elsewhere (logs, CI) one line per batch. */
  const report = () => {
    const seconds = (Date.now() - started) / 1000
    const line = `${kind}: ${read} rows, ${counts.criado} created, ${counts.alterado} updated, ${counts.inalterado} unchanged, ${counts.erro} failed (${Math.round(read / Math.max(seconds, 0.001))} rows/s)`
    options.progress.write(tty ? `\r\x1b[2K${line}` : `${line}\n`)
  }

  let batch: Row[] = []
  const flush = async () => {
    if (batch.length === 0) return
    const { status, body } = await sendBatch(endpoint, key, batch.map((row) => row.item), `${run}-${batches}`)
    if (status === 200) {
      for (const result of body.data as Array<{ indice: number, resultado: keyof Counts, erro?: unknown }>) {
        const row = batch[result.indice] as Row
        if (result.resultado === 'erro') fail(row, result.erro)
        else counts[result.resultado]++
      }
    } else {
      // The batch as a whole was refused (a 400 or 413): each of its rows failed with that answer.
      for (const row of batch) fail(row, body ?? { statusCode: status })
    }
    batches++
    batch = []
    report()
  }
  try {
    for await (const row of rows) {
      read++
      if (row.problem !== undefined) {
        fail(row, { message: row.problem })
        continue
      }
      batch.push(row)
      if (batch.length === BATCH_MAX_ITEMS) await flush()
    }
    await flush()
  } finally {
    if (tty) options.progress.write('\n')
    if (failures !== undefined) await new Promise((resolve) => failures?.end(resolve))
  }
  return counts
}

async function main (argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: { url: { type: 'string' }, failures: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true })
  const [kind, file] = positionals
  if (values.help === true || (kind !== 'contas-pagar' && kind !== 'contas-receber') || file === undefined || positionals.length !== 2) {
    process.stderr.write(`${USAGE}\n`)
    return values.help === true ? 0 : 2
  }
  const key = process.env.CONTAS_API_KEY
  if (key === undefined || key === '') {
    process.stderr.write('import: set CONTAS_API_KEY to an API key with the write scope (npm run -s keys -- create ...)\n')
    return 2
  }
  const failures = values.failures ?? `${file}.falhas.jsonl`
  const counts = await importFile({ kind, file, url: values.url ?? process.env.CONTAS_URL ?? 'http://127.0.0.1:3000', key, failures, progress: process.stderr })
  process.stdout.write(`created ${counts.criado}, updated ${counts.alterado}, unchanged ${counts.inalterado}, failed ${counts.erro}\n`)
  if (counts.erro > 0) process.stderr.write(`import: the failed rows and their errors are in ${failures}\n`)
  return counts.erro > 0 ? 1 : 0
}

main(process.argv.slice(2)).then((code) => { process.exitCode = code }, (error: unknown) => {
  process.stderr.write(`\nimport: ${(error as Error).message}\n`)
  process.exitCode = 2
})
