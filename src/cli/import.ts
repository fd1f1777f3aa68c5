import { createWriteStream, rmSync, type WriteStream } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { BATCH_MAX_ITEMS } from '../../schemas/lote.js'
import { loadConfig } from '../config.js'
import { rowsOf, type Kind, type Row } from './import-rows.js'

/** How often a batch is tried by default: with the doubling waits, about two minutes of a service that is away. */
const DEFAULT_ATTEMPTS = 8

const USAGE = `usage: import <contas-pagar|contas-receber> <file.csv|file.jsonl> [--url <service>] [--failures <file>] [--attempts <n>]

Sends the titles of the file through PUT /<kind>/lote, ${BATCH_MAX_ITEMS} at a time. Each title needs its
codigo_lancamento_integracao: titles are upserted by it, so running the import again is safe and
resumes an interrupted one (what was sent before reads as unchanged).

  --url        the service (default CONTAS_URL, else the PORT and HOST the service itself reads:
               http://127.0.0.1:3000 when neither is set); the first line says which URL is used
  --failures   where the failed rows go (default <file>.falhas.jsonl), one JSON object per line, in
               file order: {"linha": <line of the file>, "item": <the row as read>, "erro": <the
               error body, as the service answers it>}
  --attempts   how often a batch is tried while the service does not answer or says "later"
               (default ${DEFAULT_ATTEMPTS}); each retry is reported on stderr
The API key comes from CONTAS_API_KEY (never from the command line, where other users see it).
Progress (rows read, sent, failed, rate) goes to stderr after every batch; the counts to stdout.

.jsonl: one title per line, as in the create body's data.
.csv:   a header row of title field names, then one title per row. The separator is ';' or ','
        (whichever the header uses); with ';' amounts take a decimal comma (1.234,56), with ','
        a decimal point (1234.56). Dates are YYYY-MM-DD or DD/MM/YYYY. Nested fields (categorias,
        info, recebimento, ...) are JSON in their cell; empty cells are left out; a UTF-8 BOM is
        ignored. The CSV of GET /<kind> (Accept: text/csv) imports as it is: its
        codigo_lancamento_svc is ignored and its valor_pago is recorded as one settlement.

Exit status: 0 all rows stored, 1 some rows failed (see the failures file), 2 the import stopped
(bad arguments, unreachable service, rejected key).`

interface Counts { criado: number, alterado: number, inalterado: number, erro: number }

class FatalError extends Error {}

type Say = (line: string) => void

/** The service's address when neither --url nor CONTAS_URL names one: the PORT and HOST it listens on. */
function defaultUrl (env: NodeJS.ProcessEnv): string {
  const { host, port } = loadConfig({ PORT: env.PORT, HOST: env.HOST })
  // A service listening on every address is reached on the loopback one.
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`
}

/** One batch, sent until the service answers; retries what may succeed later, with the same key, saying so. */
async function sendBatch (url: string, key: string, items: unknown[], idempotencyKey: string, attempts: number, say: Say): Promise<{ status: number, body: any }> {
  for (let attempt = 1; ; attempt++) {
    let retryAfter = 2 ** attempt
    let problem: string
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
      problem = `${url} answered ${response.status} ${String(body?.code ?? '')}`
      if (attempt >= attempts) throw new FatalError(`the service at ${url} kept answering "retry later" (${response.status})`)
    } catch (error) {
      if (error instanceof FatalError) throw error
      const cause = (error as Error & { cause?: { code?: string, message?: string } }).cause
      const reason = cause?.code ?? cause?.message ?? (error as Error).message
      if (attempt >= attempts) throw new FatalError(`the service at ${url} does not answer (${reason}) after ${attempts} attempts`)
      problem = `${url} does not answer (${reason})`
    }
    const wait = Math.min(retryAfter, 30)
    say(`import: attempt ${attempt} of ${attempts}: ${problem}; next attempt in ${wait} s`)
    await sleep(wait * 1000)
  }
}

interface ImportOptions { kind: Kind, file: string, url: string, key: string, failures: string, attempts: number, progress: NodeJS.WriteStream | NodeJS.WritableStream }

/** Imports a file; returns the counts. Failed rows are written to options.failures (replaced), in file order. */
async function importFile (options: ImportOptions): Promise<Counts> {
  const { kind, file, url, key } = options
  const counts: Counts = { criado: 0, alterado: 0, inalterado: 0, erro: 0 }
  const endpoint = `${url.replace(/\/$/, '')}/${kind}/lote`
  // One key per batch of this run: a retry after a lost answer replays, a later run is a new request.
  const run = randomUUID()
  const tty = 'isTTY' in options.progress && options.progress.isTTY
  const say: Say = (line) => options.progress.write(tty ? `\r\x1b[2K${line}\n` : `${line}\n`)
  say(`import: ${kind} from ${file} to ${endpoint}`)
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
  let sent = 0
  let batches = 0
  /** On a terminal one line that updates in place; elsewhere (logs, CI) one line per batch. */
  const report = () => {
    const seconds = (Date.now() - started) / 1000
    const line = `${kind}: ${read} rows read, ${sent} sent, ${counts.criado} created, ${counts.alterado} updated, ${counts.inalterado} unchanged, ${counts.erro} failed (${Math.round(read / Math.max(seconds, 0.001))} rows/s)`
    options.progress.write(tty ? `\r\x1b[2K${line}` : `${line}\n`)
  }

  // The rows since the last batch, those the file could not give as a title among them, so that
  // their failures are written in file order once the batch's answer is in.
  let pending: Row[] = []
  let sendable = 0
  const flush = async () => {
    if (pending.length === 0) return
    const rows = pending
    const toSend = rows.filter((row) => row.erro === undefined)
    pending = []
    sendable = 0
    const outcomes = new Map<Row, unknown>()
    if (toSend.length > 0) {
      const { status, body } = await sendBatch(endpoint, key, toSend.map((row) => row.item), `${run}-${batches++}`, options.attempts, say)
      sent += toSend.length
      if (status === 200) {
        for (const result of body.data as Array<{ indice: number, resultado: keyof Counts, erro?: unknown }>) {
          const row = toSend[result.indice] as Row
          if (result.resultado === 'erro') outcomes.set(row, result.erro)
          else counts[result.resultado]++
        }
      } else {
        // The batch as a whole was refused (a 400 or 413): each of its rows failed with that answer.
        for (const row of toSend) outcomes.set(row, body ?? { success: false, statusCode: status, message: `The service answered ${status}.` })
      }
    }
    for (const row of rows) {
      if (row.erro !== undefined) fail(row, row.erro)
      else if (outcomes.has(row)) fail(row, outcomes.get(row))
    }
    report()
  }
  try {
    for await (const row of rowsOf(file, kind)) {
      read++
      pending.push(row)
      if (row.erro === undefined) sendable++
      // Unreadable rows wait with the batch, but a file of nothing else still reports as it goes.
      if (sendable === BATCH_MAX_ITEMS || pending.length >= 4 * BATCH_MAX_ITEMS) await flush()
    }
    await flush()
  } finally {
    if (tty) options.progress.write('\n')
    if (failures !== undefined) await new Promise((resolve) => failures?.end(resolve))
  }
  return counts
}

async function main (argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: { url: { type: 'string' }, failures: { type: 'string' }, attempts: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true })
  const [kind, file] = positionals
  const attempts = Number(values.attempts ?? DEFAULT_ATTEMPTS)
  if (values.help === true || (kind !== 'contas-pagar' && kind !== 'contas-receber') || file === undefined || positionals.length !== 2 || !Number.isInteger(attempts) || attempts < 1) {
    process.stderr.write(`${USAGE}\n`)
    return values.help === true ? 0 : 2
  }
  const key = process.env.CONTAS_API_KEY
  if (key === undefined || key === '') {
    process.stderr.write('import: set CONTAS_API_KEY to an API key with the write scope (npm run -s keys -- create ...)\n')
    return 2
  }
  const failures = values.failures ?? `${file}.falhas.jsonl`
  const url = values.url ?? process.env.CONTAS_URL ?? defaultUrl(process.env)
  const counts = await importFile({ kind, file, url, key, failures, attempts, progress: process.stderr })
  process.stdout.write(`created ${counts.criado}, updated ${counts.alterado}, unchanged ${counts.inalterado}, failed ${counts.erro}\n`)
  if (counts.erro > 0) process.stderr.write(`import: the failed rows and their errors are in ${failures}\n`)
  return counts.erro > 0 ? 1 : 0
}

main(process.argv.slice(2)).then((code) => { process.exitCode = code }, (error: unknown) => {
  process.stderr.write(`\nimport: ${(error as Error).message}\n`)
  process.exitCode = 2
})
