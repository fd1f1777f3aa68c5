import t, { type Test } from 'tap'
import { sql } from 'kysely'
import { setTimeout as sleep } from 'node:timers/promises'
import { writeCnab240, type Cnab240Input } from '../src/conciliacao/cnab240-writer.js'
import { build, ENGINE, isGaleraNode, receivable, type TestContext } from './helper.js'

/**
 * One bank file is one transaction (docs/CONTRACT.md section 18): a fault midway through an
 * import, after slices of its lines were already settled, stored and their events spooled, leaves
 * nothing behind (no import, no items, no settlements, no events, the titles as they were), and
 * the same file imported afterwards settles everything. The fault is the database's own: a
 * trigger that fails the settlement of line 1,001, the slices of the 1,000 before it written, or,
 * on MySQL, the connection killed while that statement waits.
 */

const LINES = 1100
/** The line whose settlement fails: after slices of 1,000 lines were stored (slices of 125 or 500, src/conciliacao/import.ts). */
const FAILING = 1001
const DATE = '2026-03-09'

const failingCode = `cnab240:341:${FAILING}:06:${DATE}`

function returnFile (nsa: number): Buffer {
  const detalhes: Cnab240Input['detalhes'] = Array.from({ length: LINES }, (_, k) =>
    ({ codigoMovimento: '06', nossoNumero: String(k + 1), valorPagoCents: (k + 1) * 100 + 1, dataOcorrencia: DATE, dataCredito: DATE }))
  return Buffer.from(writeCnab240({ banco: '341', empresaDocumento: '12345678000195', nsa, dataGeracao: DATE, detalhes }), 'latin1')
}

/** LINES open receivables, the k-th (from 1) with nosso número k, worth what line k pays. */
async function openReceivables (ctx: TestContext): Promise<void> {
  for (let from = 1; from <= LINES; from += 500) {
    const itens = Array.from({ length: Math.min(500, LINES - from + 1) }, (_, k) => receivable({
      codigo_lancamento_integracao: `F-${from + k}`, valor_documento: ((from + k) * 100 + 1) / 100, boleto: { cNumBancario: String(from + k) }
    }))
    const res = await ctx.request({ method: 'PUT', url: '/contas-receber/lote', payload: { itens } })
    if (res.statusCode !== 200) throw new Error(`batch: ${res.statusCode} ${res.body}`)
  }
}

async function importFile (ctx: TestContext, file: Buffer): Promise<ReturnType<TestContext['request']> extends Promise<infer R> ? R : never> {
  return await ctx.request({ method: 'POST', url: '/conciliacao/arquivos', payload: file, headers: { 'content-type': 'text/plain' } })
}

/** What an import could have left behind for the company, counted in the database itself. */
async function leftBehind (ctx: TestContext): Promise<Record<string, number>> {
  const { db } = ctx.app.database
  const empresa = await db.selectFrom('empresas').select('id').where('nome', '=', ctx.company).executeTakeFirstOrThrow()
  const count = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: number | string | bigint }> }) => Number((await query.executeTakeFirstOrThrow()).n)
  // The pending events first: on a Galera node a numbering pass may commit between two of these
  // reads, and it moves events out of eventos_pendentes into eventos in one transaction, so none
  // pending read before the events means every one of them is counted there.
  const pendingEvents = await count(db.selectFrom('eventos_pendentes').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa_id', '=', empresa.id))
  return {
    pendingEvents,
    imports: await count(db.selectFrom('conciliacao_arquivos').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa_id', '=', empresa.id)),
    items: await count(db.selectFrom('conciliacao_itens').innerJoin('conciliacao_arquivos as a', 'a.id', 'conciliacao_itens.arquivo_id').select((eb) => eb.fn.countAll<number>().as('n')).where('a.empresa_id', '=', empresa.id)),
    settlements: await count(db.selectFrom('contas_receber_baixas').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa_id', '=', empresa.id)),
    events: await count(db.selectFrom('eventos').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa_id', '=', empresa.id).where('tipo', '<>', 'criado')),
    changedTitles: await count(db.selectFrom('contas_receber').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa_id', '=', empresa.id).where((eb) => eb.or([eb('versao', '<>', 1), eb('status', '<>', 'EM ABERTO')])))
  }
}

const NOTHING = { imports: 0, items: 0, settlements: 0, events: 0, pendingEvents: 0, changedTitles: 0 }

/** The file imported again, the fault gone: everything settled, an event each after the creations. */
async function importsAfterwards (t: Test, ctx: TestContext, file: Buffer): Promise<void> {
  const res = await importFile(ctx, file)
  t.equal(res.statusCode, 201, res.body.slice(0, 300))
  t.match(res.json().data.totais, { linhas: LINES, baixados: LINES })
  // A Galera node numbers a write's events just after its commit (docs/CONTRACT.md section 13): wait for that pass.
  let left = await leftBehind(ctx)
  for (const until = Date.now() + 30_000; (left.pendingEvents ?? 0) > 0 && Date.now() < until;) {
    await sleep(50)
    left = await leftBehind(ctx)
  }
  t.match(left, { imports: 1, items: LINES, settlements: LINES, events: LINES, pendingEvents: 0, changedTitles: LINES })
  const feed: Array<{ tipo: string, posicao: number }> = []
  for (let desde = '', page = []; desde === '' || page.length > 0;) {
    const res = (await ctx.request({ method: 'GET', url: `/eventos?limite=1000${desde === '' ? '' : `&desde=${desde}`}` })).json()
    page = res.data
    feed.push(...page)
    desde = res.proximo_cursor
  }
  const settled = feed.filter((event) => event.tipo === 'baixa_lancada')
  t.equal(settled.length, LINES)
  t.strictSame(feed.map((event) => event.posicao), feed.map((_, i) => i + 1), 'the feed numbered without gaps: the creations, then the settlements')
}

async function withTrigger (t: Test, ctx: TestContext, body: string): Promise<() => Promise<void>> {
  const { db } = ctx.app.database
  const create = ENGINE === 'mysql'
    ? `CREATE TRIGGER falha_injetada BEFORE INSERT ON contas_receber_baixas FOR EACH ROW BEGIN IF NEW.codigo_baixa_integracao = '${failingCode}' THEN ${body}; END IF; END`
    : `CREATE TRIGGER falha_injetada BEFORE INSERT ON contas_receber_baixas WHEN NEW.codigo_baixa_integracao = '${failingCode}' BEGIN ${body}; END`
  await sql.raw(create).execute(db)
  const drop = async () => { await sql.raw('DROP TRIGGER IF EXISTS falha_injetada').execute(db) }
  t.teardown(drop)
  return drop
}

t.test('a statement that fails after 1,000 lines were stored leaves nothing of the import, and the file imports afterwards', async (t) => {
  const ctx = await build(t)
  await openReceivables(ctx)
  const file = returnFile(1)
  const drop = await withTrigger(t, ctx, ENGINE === 'mysql' ? "SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected fault'" : "SELECT RAISE(ABORT, 'injected fault')")
  const failed = await importFile(ctx, file)
  t.equal(failed.statusCode, 500, failed.body)
  t.equal(failed.json().code, 'INTERNAL_ERROR')
  t.strictSame(await leftBehind(ctx), NOTHING, 'no import, items, settlements or events; the titles as they were')
  t.strictSame((await ctx.request({ method: 'GET', url: '/conciliacao/arquivos' })).json().data, [])
  await drop()
  await importsAfterwards(t, ctx, file)
})

t.test('the connection lost after 1,000 lines were stored leaves nothing of the import, and the file imports afterwards', {
  skip: ENGINE !== 'mysql' ? 'SQLite has no connection to lose (its failing statement is the test above)' : await isGaleraNode() ? 'a Galera node is killed in test/galera.test.ts' : false
}, async (t) => {
  const ctx = await build(t)
  await openReceivables(ctx)
  const file = returnFile(2)
  const drop = await withTrigger(t, ctx, 'DO SLEEP(30)')
  const { db } = ctx.app.database
  const answer = importFile(ctx, file)
  // The import waits in the trigger, 1,000 lines stored: its connection is killed there.
  let killed = false
  for (let attempt = 0; attempt < 600 && !killed; attempt++) {
    const { rows } = await sql<{ id: number }>`SELECT id FROM information_schema.processlist WHERE db = DATABASE() AND state = 'User sleep'`.execute(db)
    if (rows[0] !== undefined) {
      await sql.raw(`KILL CONNECTION ${Number(rows[0].id)}`).execute(db)
      killed = true
    } else await new Promise((resolve) => setTimeout(resolve, 50))
  }
  t.ok(killed, 'the import reached the failing line')
  const failed = await answer
  t.equal(failed.statusCode, 503, failed.body)
  t.equal(failed.json().code, 'DATABASE_UNAVAILABLE')
  t.strictSame(await leftBehind(ctx), NOTHING, 'no import, items, settlements or events; the titles as they were')
  await drop()
  await importsAfterwards(t, ctx, file)
})

t.test('an import that loses a conflict after 1,000 lines were stored runs again whole and settles every line once', {
  skip: ENGINE !== 'mysql' ? 'SQLite runs one writer at a time: no conflict to lose' : await isGaleraNode() ? 'the trigger raises the conflict of a single server' : false
}, async (t) => {
  const ctx = await build(t)
  await openReceivables(ctx)
  const { db } = ctx.app.database
  // Once: a MEMORY table keeps its row deleted when the transaction that deleted it rolls back.
  await sql.raw('CREATE TABLE conflito_uma_vez (n INT) ENGINE=MEMORY').execute(db)
  t.teardown(async () => { await sql.raw('DROP TABLE IF EXISTS conflito_uma_vez').execute(db) })
  await sql.raw('INSERT INTO conflito_uma_vez VALUES (1)').execute(db)
  await withTrigger(t, ctx, "IF (SELECT COUNT(*) FROM conflito_uma_vez) > 0 THEN DELETE FROM conflito_uma_vez; SIGNAL SQLSTATE '40001' SET MYSQL_ERRNO = 1213, MESSAGE_TEXT = 'Deadlock found when trying to get lock'; END IF")
  const res = await importFile(ctx, returnFile(3))
  t.equal(res.statusCode, 201, res.body.slice(0, 300))
  t.equal(Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM conflito_uma_vez`.execute(db)).rows[0]?.n), 0, 'the conflict was raised')
  t.match(res.json().data.totais, { linhas: LINES, baixados: LINES })
  t.match(await leftBehind(ctx), { imports: 1, items: LINES, settlements: LINES, events: LINES, pendingEvents: 0, changedTitles: LINES })
})
