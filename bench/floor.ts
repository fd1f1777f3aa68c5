import { createConnection, createPool, type Pool } from 'mysql2/promise'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { createKey } from '../src/auth/keys.js'
import { sequencePending } from '../src/eventos/repository.js'
import { PAYABLE, type AnyNewTitle } from '../src/titulos/kinds.js'
import { createTitle } from '../src/titulos/create.js'
import { titleStore } from '../src/titulos/store.js'
import { fullPayable } from './data.js'

/**
 * Where a durable create's time goes, below HTTP: the same full payable stored at 32 concurrent
 * writers, in a process doing nothing else, three ways, each for BENCH_SECONDS (10):
 * - `one INSERT`: one autocommitted INSERT of the title's JSON, as the JSON-document model stored it;
 * - `5 statements`: BEGIN, the title's row, its category split, its feed event, COMMIT, as bare
 *   mysql2 queries of about the sizes the service sends (the statements a create must make today);
 * - `createTitle`: the service's own create (validation, rendering, Kysely) in a
 *   transaction, with the feed numbered after every commit as the service does.
 * - and, at 4 connections as the bench's batches, 500 rows per transaction: one multi-row INSERT
 *   of the JSON documents, and a batch's statements (titles, category splits, events) bare, with
 *   and without the render cache in the title rows.
 * The ratios between them say how much of a create is the round trips the data model asks for
 * and how much is the code around them. Usage: MYSQL_URL=mysql://root@127.0.0.1:3306 node dist/bench/floor.js
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 32
const server = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'

/** Rows written per second by `connections` writers, each calling `work` (which writes `rows` rows) in a loop. */
async function during (work: (worker: number, i: number) => Promise<void>, connections = CONNECTIONS, rows = 1): Promise<number> {
  let done = 0
  const until = Date.now() + SECONDS * 1000
  await Promise.all(Array.from({ length: connections }, async (_, worker) => {
    for (let i = 0; Date.now() < until; i++) {
      await work(worker, i)
      done += rows
    }
  }))
  return done / SECONDS
}

const BATCH = 500
const BATCH_CONNECTIONS = 4

async function main (): Promise<void> {
  const database = `contas_floor_${process.pid}`
  const admin = await createConnection(server)
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`)
  const url = `${server.replace(/\/$/, '')}/${database}`
  const handle = openDatabase(parseDatabaseUrl(url), { poolSize: CONNECTIONS })
  const pool: Pool = createPool({ uri: url, connectionLimit: CONNECTIONS })
  try {
    await migrateToLatest(handle.db)
    await createKey(handle.db, { company: 'floor', name: 'floor', scopes: ['read', 'write'] })
    const { id: empresaId } = await handle.db.selectFrom('empresas').select('id').where('nome', '=', 'floor').executeTakeFirstOrThrow()
    const title = fullPayable(1)
    const json = JSON.stringify(title)
    const extra = JSON.stringify({ ...title, codigo_lancamento_integracao: undefined, valor_documento: undefined, data_vencimento: undefined })
    await pool.query('CREATE TABLE documentos (id INT AUTO_INCREMENT PRIMARY KEY, empresa_id INT NOT NULL, codigo VARCHAR(60) NOT NULL, documento LONGBLOB NOT NULL, UNIQUE KEY (empresa_id, codigo))')

    const oneInsert = await during(async (worker, i) => {
      await pool.query('INSERT INTO documentos (empresa_id, codigo, documento) VALUES (?, ?, ?)', [empresaId, `D-${worker}-${i}`, json])
    })

    /**
     * What a create stores, for `codes.length` titles in one transaction, as bare mysql2 queries:
     * BEGIN, the titles' rows, their category splits, their feed events, COMMIT. One code is the
     * five statements of a single create; 500 are a batch's.
     */
    const storeBare = async (codes: readonly string[], render: string | null) => {
      const connection = await pool.getConnection()
      try {
        await connection.query('BEGIN')
        const [inserted] = await connection.query(
          'INSERT INTO contas_pagar (codigo_lancamento_integracao, codigo_cliente_fornecedor, data_vencimento, data_previsao, valor_documento, codigo_categoria, status, extra, empresa_id, baixado_valor, versao, atualizado_em, render, render_versao) VALUES ?',
          [codes.map((code) => [code, '1001', '2026-01-02', '2026-01-02', '1285.86', '2.03.05', 'EM ABERTO', extra, empresaId, 0, 1, '2026-11-24T00:00:00.000Z', render, render === null ? null : 1])]) as unknown as [{ insertId: number }]
        // Rows of one multi-row INSERT take consecutive ids (innodb_autoinc_lock_mode 1 or 2, one statement).
        const ids = codes.map((_, n) => inserted.insertId + n)
        await connection.query('INSERT INTO contas_pagar_categorias (titulo_id, posicao, codigo_categoria, percentual, valor) VALUES ?',
          [ids.flatMap((id) => [[id, 0, '2.03.05', 60, '771.52'], [id, 1, '2.04.09', 40, '514.34']])])
        await connection.query('INSERT INTO eventos_pendentes (empresa_id, tipo, recurso, titulo_id, codigo_lancamento_integracao, versao, ocorrido_em, dados) VALUES ?',
          [ids.map((id, n) => [empresaId, 'criado', 'contas-pagar', id, codes[n], 1, '2026-11-24T00:00:00.000Z', json])])
        await connection.query('COMMIT')
      } finally {
        connection.release()
      }
    }

    const fiveStatements = await during(async (worker, i) => { await storeBare([`F-${worker}-${i}`], json) })

    const batchOfDocuments = await during(async (worker, i) => {
      const rows = Array.from({ length: BATCH }, (_, n) => [empresaId, `B-${worker}-${i}-${n}`, json])
      await pool.query('INSERT INTO documentos (empresa_id, codigo, documento) VALUES ?', [rows])
    }, BATCH_CONNECTIONS, BATCH)

    const batchStatements = async (render: string | null) => await during(async (worker, i) => {
      await storeBare(Array.from({ length: BATCH }, (_, n) => `BF-${render === null ? 'N' : 'R'}-${worker}-${i}-${n}`), render)
    }, BATCH_CONNECTIONS, BATCH)
    const batchWithRender = await batchStatements(json)
    const batchWithoutRender = await batchStatements(null)

    const store = titleStore(handle, PAYABLE, () => '2026-11-24')
    const stamp = { user: 'floor', date: '2026-11-24', time: '00:00:00', at: '2026-11-24T03:00:00.000Z' }
    let numbering: Promise<unknown> | undefined
    const serviceCreates = await during(async (worker, i) => {
      await handle.transaction(async (trx) => await createTitle({ trx, store, context: { empresaId, stamp } }, { ...title, codigo_lancamento_integracao: `S-${worker}-${i}` } as AnyNewTitle))
      // One numbering pass at a time, started after a commit when none runs: the service's coalescing,
      // without its flag that runs one more pass for commits made during a pass.
      numbering ??= handle.transaction(async (trx) => await sequencePending(trx, handle.engine, empresaId), { readCommitted: true }).finally(() => { numbering = undefined })
    })
    await numbering

    const row = (name: string, rate: number) => `| ${name} | ${Math.round(rate)} | ${(rate / oneInsert).toFixed(2)} |`
    process.stdout.write([
      `| durable writes at ${CONNECTIONS} connections, ${SECONDS} s each | per second | against one INSERT |`,
      '|---|---|---|',
      row('one INSERT of the title as a JSON document', oneInsert),
      row('the create\'s 5 statements, bare mysql2', fiveStatements),
      row('createTitle in a transaction, numbered after', serviceCreates),
      row(`one ${BATCH}-row INSERT of JSON documents, ${BATCH_CONNECTIONS} connections`, batchOfDocuments),
      row(`a batch's statements for ${BATCH} titles, bare mysql2, ${BATCH_CONNECTIONS} connections`, batchWithRender),
      row('the same without the render cache', batchWithoutRender)
    ].join('\n') + '\n')
  } finally {
    await pool.end()
    await handle.close()
    await admin.query(`DROP DATABASE \`${database}\``)
    await admin.end()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`floor: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
