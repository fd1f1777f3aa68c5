import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPool } from 'mysql2/promise'

/**
 * The floor of a list for any Node server on this machine and data: plain node:http answering
 * GET /contas-pagar?data_vencimento_de=&data_vencimento_ate= with one indexed query through mysql2
 * (the service's own index and render cache, a pool of DB_POOL_SIZE connections) and the rows'
 * stored JSON spliced into the envelope. No authentication, no validation, no derived status: what
 * is left is the database round trip and the bytes.
 * Usage: DATABASE_URL=mysql://... node dist/bench/list-floor.js <empresa id>; prints "ready <port>".
 */

const empresaId = Number(process.argv[2])
const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: Number(process.env.DB_POOL_SIZE ?? 10), dateStrings: true })
const OPEN = Buffer.from('{"success":true,"data":[')
const COMMA = Buffer.from(',')

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://floor')
  pool.query('SELECT id, render FROM contas_pagar WHERE empresa_id = ? AND data_vencimento BETWEEN ? AND ? ORDER BY data_vencimento, id',
    [empresaId, url.searchParams.get('data_vencimento_de'), url.searchParams.get('data_vencimento_ate')])
    .then(([rows]) => {
      const titles = rows as Array<{ id: number, render: Buffer }>
      const pieces: Buffer[] = [OPEN]
      titles.forEach((title, index) => {
        if (index > 0) pieces.push(COMMA)
        pieces.push(Buffer.from(`{"codigo_lancamento_svc":${title.id},`), title.render)
      })
      pieces.push(Buffer.from(`],"timeStamp":"${new Date().toISOString().slice(0, 19)}Z","total_registros":${titles.length}}`))
      const body = Buffer.concat(pieces)
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body)
    }, (error: unknown) => {
      response.writeHead(500).end(String(error))
    })
})
server.listen(0, '127.0.0.1', () => process.stdout.write(`ready ${(server.address() as AddressInfo).port}\n`))
