import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPool, type Pool, type PoolConnection } from 'mysql2'

/**
 * The floor of each hot path: a bare node:http + mysql2 server doing the least an operation
 * needs against the service's own tables and data, none of the service's code. bench/run.ts
 * measures it beside the service in the same run, so "service / floor" is what the service's
 * own work costs. Usage: node dist/bench/floor-server.js <database url> <empresa id> <port>
 * - GET /contas-pagar?data_vencimento_de&data_vencimento_ate: the window from one indexed query,
 *   each title's stored render with its id and today's status written in (the service's bytes);
 *   a window without data_vencimento_de is the export, streamed from the same one query;
 * - POST /contas-pagar: BEGIN, the title's row, its feed event, COMMIT; with ?statements=5 also its
 *   category split rows in between (the five statements a create made before issue 20);
 * - PUT /contas-pagar/lote: BEGIN, one multi-row INSERT of the titles, one of their events, COMMIT.
 */

const [url, empresaArg, port] = process.argv.slice(2) as [string, string, string]
const empresaId = Number(empresaArg)
const pool: Pool = createPool({ uri: url, connectionLimit: Number(process.env.DB_POOL_SIZE ?? 10), typeCast: (field, next) => field.type === 'BLOB' ? field.buffer() : next() })
const promisePool = pool.promise()

const OPEN = Buffer.from('"status_titulo":"EM ABERTO"')
const SHOWN: Record<string, Buffer> = { 'A VENCER': Buffer.from('"status_titulo":"A VENCER"'), 'VENCE HOJE': Buffer.from('"status_titulo":"VENCE HOJE"'), ATRASADO: Buffer.from('"status_titulo":"ATRASADO"') }
const COMMA = Buffer.from(',')
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: process.env.BUSINESS_TZ ?? 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' })
const today = () => dateFormat.format(new Date())

interface Row { id: number, status: string, data_vencimento: string, render: Buffer }

/** One title as the API sends it: the id in front of the render, today's status in it. */
function titleBytes (row: Row, day: string): Buffer[] {
  const head = Buffer.from(`{"codigo_lancamento_svc":${row.id},`, 'latin1')
  if (row.status !== 'EM ABERTO') return [head, row.render]
  const at = row.render.indexOf(OPEN)
  const shown = row.data_vencimento > day ? 'A VENCER' : row.data_vencimento === day ? 'VENCE HOJE' : 'ATRASADO'
  return [head, row.render.subarray(0, at), SHOWN[shown] as Buffer, row.render.subarray(at + OPEN.length)]
}

const closing = (count: number) => Buffer.from(`],"timeStamp":"${new Date().toISOString().slice(0, 19)}Z","total_registros":${count}}`)
const WINDOW_SQL = 'SELECT id, status, DATE_FORMAT(data_vencimento, \'%Y-%m-%d\') AS data_vencimento, render FROM contas_pagar WHERE empresa_id = ? AND data_vencimento >= ? AND data_vencimento <= ? ORDER BY data_vencimento, id'

async function list (response: ServerResponse, from: string, to: string): Promise<void> {
  const [rows] = await promisePool.query(WINDOW_SQL, [empresaId, from, to]) as unknown as [Row[]]
  const day = today()
  const pieces: Buffer[] = [Buffer.from('{"success":true,"data":[')]
  rows.forEach((row, i) => { if (i > 0) pieces.push(COMMA); pieces.push(...titleBytes(row, day)) })
  pieces.push(closing(rows.length))
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(Buffer.concat(pieces))
}

/** The export: one query streamed to the socket in 64 KB chunks, paused while the client lags. */
function exportAll (response: ServerResponse, to: string): void {
  const day = today()
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
  let pending: Buffer[] = [Buffer.from('{"success":true,"data":[')]
  let bytes = 0
  let count = 0
  pool.getConnection((error, connection) => {
    if (error !== null) { response.destroy(error); return }
    const rows = connection.query(WINDOW_SQL, [empresaId, '0000-01-01', to])
    rows.on('result', (row: Row) => {
      if (count++ > 0) pending.push(COMMA)
      for (const piece of titleBytes(row, day)) { pending.push(piece); bytes += piece.length }
      if (bytes < 65536) return
      const flushed = response.write(Buffer.concat(pending))
      pending = []
      bytes = 0
      if (!flushed) { connection.pause(); response.once('drain', () => connection.resume()) }
    })
    rows.on('error', (failure: Error) => { connection.release(); response.destroy(failure) })
    rows.on('end', () => { connection.release(); pending.push(closing(count)); response.end(Buffer.concat(pending)) })
  })
}

const TITLE_SQL = 'INSERT INTO contas_pagar (codigo_lancamento_integracao, codigo_cliente_fornecedor, data_vencimento, data_previsao, valor_documento, codigo_categoria, status, extra, empresa_id, baixado_valor, versao, atualizado_em, render, render_versao) VALUES ?'
const EVENT_SQL = 'INSERT INTO eventos_pendentes (empresa_id, tipo, recurso, titulo_id, codigo_lancamento_integracao, versao, ocorrido_em, dados) VALUES ?'
const SPLIT_SQL = 'INSERT INTO contas_pagar_categorias (titulo_id, posicao, codigo_categoria, percentual, valor) VALUES ?'

type Title = Record<string, unknown>

/** The titles' rows and events in one transaction: the least a durable create with its feed event is. */
async function store (titles: Title[], withSplit: boolean): Promise<number[]> {
  const at = new Date().toISOString()
  const documents = titles.map((title) => JSON.stringify(title))
  const connection: PoolConnection = await new Promise((resolve, reject) => pool.getConnection((error, got) => error === null ? resolve(got) : reject(error)))
  const trx = connection.promise()
  try {
    await trx.query('BEGIN')
    const [inserted] = await trx.query(TITLE_SQL, [titles.map((title, n) => [title.codigo_lancamento_integracao ?? null, String(title.codigo_cliente_fornecedor), title.data_vencimento, title.data_previsao ?? title.data_vencimento, title.valor_documento, title.codigo_categoria, 'EM ABERTO', documents[n], empresaId, 0, 1, at, documents[n], 1])]) as unknown as [{ insertId: number }]
    // Rows of one multi-row INSERT take consecutive ids (innodb_autoinc_lock_mode 1 or 2).
    const ids = titles.map((_, n) => inserted.insertId + n)
    if (withSplit) {
      const splits = ids.flatMap((id, n) => ((titles[n]?.categorias ?? []) as Title[]).map((split, position) => [id, position, split.codigo_categoria, split.percentual, split.valor ?? null]))
      if (splits.length > 0) await trx.query(SPLIT_SQL, [splits])
    }
    await trx.query(EVENT_SQL, [ids.map((id, n) => [empresaId, 'criado', 'contas-pagar', id, titles[n]?.codigo_lancamento_integracao ?? null, 1, at, documents[n]])])
    await trx.query('COMMIT')
    return ids
  } catch (error) {
    await trx.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    connection.release()
  }
}

async function body (request: IncomingMessage): Promise<{ data?: Title, itens?: Title[] }> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString()) as { data?: Title, itens?: Title[] }
}

async function handle (request: IncomingMessage, response: ServerResponse): Promise<void> {
  const target = new URL(request.url ?? '/', 'http://floor')
  if (request.method === 'GET' && target.pathname === '/health') { response.end('ok'); return }
  if (request.method === 'GET' && target.pathname === '/contas-pagar') {
    const from = target.searchParams.get('data_vencimento_de')
    const to = target.searchParams.get('data_vencimento_ate') ?? '9999-12-31'
    if (from === null) exportAll(response, to)
    else await list(response, from, to)
    return
  }
  if (request.method === 'POST' && target.pathname === '/contas-pagar') {
    const [id] = await store([(await body(request)).data as Title], target.searchParams.get('statements') === '5')
    response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' }).end(`{"codigo_lancamento_svc":${id},"codigo_status":"0","descricao_status":"Criado"}`)
    return
  }
  if (request.method === 'PUT' && target.pathname === '/contas-pagar/lote') {
    const ids = await store((await body(request)).itens ?? [], false)
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ success: true, itens: ids.map((id) => ({ codigo_lancamento_svc: id })) }))
    return
  }
  response.writeHead(404).end()
}

createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    if (!response.headersSent) response.writeHead(500).end(String(error))
    else response.destroy()
  })
}).listen(Number(port), '127.0.0.1', function (this: Server) {
  process.stdout.write(`ready http://127.0.0.1:${(this.address() as AddressInfo).port}\n`)
})
