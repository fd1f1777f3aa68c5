import t from 'tap'
import { sql } from 'kysely'
import { Coalescing, MAX_HELD_CHARS, savepointStatements, WITH_NEXT_MARK } from '../db/coalescing.js'
import { executeWithNext, openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { appendEvents, appendNumbered, sequencePending } from '../src/eventos/repository.js'
import { build, ENGINE, fileDatabaseUrl, payable } from './helper.js'
import { trips } from './sql-trips.js'

/**
 * A transaction's statements in fewer round trips (docs/CONTRACT.md section 13, Coalescing in
 * db/coalescing.ts): BEGIN and the statements whose result nobody reads travel with the next one.
 * Nothing a client sees may change: the same rows, the same errors, nothing stored by a write that
 * failed. The trips are counted on mysql2's own tracing channel, not by our code.
 */

const handle = openDatabase(parseDatabaseUrl(await fileDatabaseUrl()), { poolSize: 2 })
t.teardown(() => handle.close())
await migrateToLatest(handle.db)
const { db } = handle
await sql`create table ida_e_volta (id integer primary key, texto varchar(200) not null unique)`.execute(db)
// A Galera node sends one statement per trip (GuardedPool.clustered): the counts apply to a single server.
const coalesced = ENGINE === 'mysql' && (await sql<{ Value: string }>`show variables like 'wsrep_on'`.execute(db)).rows[0]?.Value !== 'ON'

const rows = async () => await db.selectFrom('ida_e_volta' as any).select(['id', 'texto']).orderBy('id').execute()

t.test('held statements run in order, before the statement they travel with', async (t) => {
  // Text that a careless concatenation would break: placeholders, a statement separator, quotes,
  // a backslash, a comment opener, and characters outside ASCII.
  const tricky = "it's ?; drop table ida_e_volta; -- \\ /* é 日本 😀"
  const { result, sent } = await trips(async () => await handle.transaction(async (trx) => {
    await executeWithNext(trx, trx.insertInto('ida_e_volta' as any).values({ id: 1, texto: tricky }))
    await executeWithNext(trx, trx.insertInto('ida_e_volta' as any).values({ id: 2, texto: '?' }))
    return await trx.selectFrom('ida_e_volta' as any).select(['id', 'texto']).orderBy('id').execute()
  }))
  t.same(result, [{ id: 1, texto: tricky }, { id: 2, texto: '?' }], 'the read sees both inserts, values intact')
  t.same(await rows(), [{ id: 1, texto: tricky }, { id: 2, texto: '?' }], 'and they are committed')
  if (coalesced) {
    t.equal(sent.length, 2, 'two round trips: BEGIN, both inserts and the read; then COMMIT')
    t.match(sent[0], /^begin;\ninsert into `ida_e_volta`.*;\ninsert into `ida_e_volta`.*;\nselect /s)
    t.equal(sent[1], 'commit')
  }
  await sql`delete from ida_e_volta`.execute(db)
})

t.test('a held statement that fails fails its transaction, and nothing is stored', async (t) => {
  await db.insertInto('ida_e_volta' as any).values({ id: 1, texto: 'existente' }).execute()
  const { error, sent } = await trips(async () => await handle.transaction(async (trx) => {
    await executeWithNext(trx, trx.insertInto('ida_e_volta' as any).values({ id: 2, texto: 'novo' }))
    // The same unique text: this insert fails, in the trip of the COMMIT.
    await executeWithNext(trx, trx.insertInto('ida_e_volta' as any).values({ id: 3, texto: 'existente' }))
  }))
  t.match(error, { code: ENGINE === 'mysql' ? 'ER_DUP_ENTRY' : 'SQLITE_CONSTRAINT_UNIQUE' }, 'the driver\'s own error reaches the caller')
  t.same(await rows(), [{ id: 1, texto: 'existente' }], 'the insert before it is rolled back with it')
  if (coalesced) {
    t.match(sent[0], /^begin;\ninsert .*;\ninsert .*;\ncommit$/s, 'the COMMIT travelled behind the failing insert, and did not run')
    t.equal(sent[1], 'rollback', 'the ROLLBACK follows')
  }
  await sql`delete from ida_e_volta`.execute(db)
})

t.test('a transaction that fails before reaching the server sends nothing', async (t) => {
  const { error, sent } = await trips(async () => await handle.transaction(async () => { throw new Error('decided before any statement') }))
  t.match(error, { message: 'decided before any statement' })
  if (coalesced) t.same(sent, [], 'no BEGIN and no ROLLBACK')
})

t.test('held statements are dropped with a rollback, and the next transaction starts clean', async (t) => {
  await handle.transaction(async (trx) => {
    await trx.selectFrom('ida_e_volta' as any).select('id').execute()
    await executeWithNext(trx, trx.insertInto('ida_e_volta' as any).values({ id: 9, texto: 'descartado' }))
    throw new Error('changed its mind')
  }).catch(() => {})
  // One connection of the two the pool has is reused: it must not carry the dropped insert.
  await Promise.all([1, 2].map(async (id) => await handle.transaction(async (trx) => {
    await trx.insertInto('ida_e_volta' as any).values({ id, texto: `t${id}` }).execute()
  })))
  t.same(await rows(), [{ id: 1, texto: 't1' }, { id: 2, texto: 't2' }])
  await sql`delete from ida_e_volta`.execute(db)
})

t.test('outside a transaction a marked statement runs at once', async (t) => {
  await executeWithNext(db, db.insertInto('ida_e_volta' as any).values({ id: 5, texto: 'sozinho' }))
  t.same(await rows(), [{ id: 5, texto: 'sozinho' }])
  await sql`delete from ida_e_volta`.execute(db)
})

t.test('a create of a payable with a split reaches MariaDB in two round trips', { skip: coalesced ? false : 'SQLite is in-process, and a Galera node sends one statement per trip: no coalesced trips to count' }, async (t) => {
  const ctx = await build(t)
  const title = payable({ codigo_lancamento_integracao: 'IDA-E-VOLTA', codigo_categoria: undefined, categorias: [{ codigo_categoria: '2.01.01', percentual: 60 }, { codigo_categoria: '2.01.02', percentual: 40 }] })
  const { result, sent } = await trips(async () => await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: title } }))
  t.equal(result?.statusCode, 201)
  // The feed's sweep may read the pending events meanwhile; it touches no title table.
  const create = sent.filter((text) => text.includes('contas_pagar') || text.includes('eventos'))
  t.equal(create.filter((text) => !text.startsWith('select')).length, 2, 'BEGIN and the title; its split, its event numbered and COMMIT: no numbering pass after it')
  t.match(create[0], /^begin;\ninsert into `contas_pagar` /)
  t.match(create[1], /^insert into `contas_pagar_categorias` .*;\ninsert into `eventos_sequencias` .* on duplicate key update .*;\ninsert into `eventos` .*;\ncommit$/s)
  const [event] = (await ctx.request({ method: 'GET', url: '/eventos' })).json().data
  t.match(event, { posicao: 1, tipo: 'criado', id: result?.json().insertId }, 'the event is in the feed at position 1')
  const read = await ctx.request({ method: 'GET', url: `/contas-pagar/${String(result?.json().insertId)}` })
  t.same(read.json().data.categorias?.map((c: { codigo_categoria: string }) => c.codigo_categoria), ['2.01.01', '2.01.02'], 'the split was stored')
})

t.test('a numbering pass moves a company\'s events in two round trips, numbered from its counter', async (t) => {
  const empresaId = Number((await db.insertInto('empresas').values({ nome: 'ida e volta', criado_em: '2026-11-27T12:00:00.000Z' }).executeTakeFirstOrThrow()).insertId)
  const event = (titulo: number) => ({ empresa_id: empresaId, tipo: 'criado', recurso: 'contas-pagar', titulo_id: titulo, codigo_lancamento_integracao: null, versao: 1, ocorrido_em: '2026-11-27T12:00:00.000Z', dados: null })
  await db.insertInto('eventos_sequencias').values({ empresa_id: empresaId, posicao: 41 }).execute()
  await handle.transaction(async (trx) => await appendEvents(trx, [event(1), event(2), event(3)]))
  const { result, error, sent } = await trips(async () => await handle.transaction(async (trx) => await sequencePending(trx, handle.engine, empresaId), { readCommitted: true }))
  t.error(error)
  t.equal(result, 3)
  // SQLite is in-process, and a Galera node sends one statement per trip: there, only the numbering counts.
  if (coalesced) {
    t.equal(sent.length, 2, 'the counter\'s lock with the read of the pending events; the move with the COMMIT')
    t.match(sent[0], /insert into `eventos_sequencias` .* on duplicate key update .*;\nselect `id` from `eventos_pendentes` /s)
    t.match(sent[1], /^insert into `eventos` .*;\ndelete from `eventos_pendentes` .*;\nupdate `eventos_sequencias` .*;\ncommit$/s)
  }
  const moved = await db.selectFrom('eventos').select(['posicao', 'titulo_id']).where('empresa_id', '=', empresaId).orderBy('posicao').execute()
  t.same(moved, [{ posicao: 42, titulo_id: 1 }, { posicao: 43, titulo_id: 2 }, { posicao: 44, titulo_id: 3 }], 'numbered after the counter, in the order written')
  const counter = await db.selectFrom('eventos_sequencias').select('posicao').where('empresa_id', '=', empresaId).executeTakeFirstOrThrow()
  t.equal(Number(counter.posicao), 44, 'and the counter moved past them')
})

t.test('a JSON list asked without If-None-Match reads its validator in the round trip of its page', { skip: coalesced ? false : 'SQLite is in-process, and a Galera node sends one statement per trip: no coalesced trips to count' }, async (t) => {
  const ctx = await build(t)
  t.equal((await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ codigo_lancamento_integracao: 'LISTA-IDA' }) } })).statusCode, 201)
  // Background work (the feed's numbering pass) queries too: only the list's own statements count.
  const listTrips = (sent: string[]) => sent.filter((text) => text.startsWith('select (select `posicao`') || text.includes('from `contas_pagar` as `t`'))
  const first = await trips(async () => await ctx.request({ method: 'GET', url: '/contas-pagar?limite=10' }))
  t.equal(first.result?.statusCode, 200)
  t.same(first.result?.json().data.map((title: { codigo_lancamento_integracao: string }) => title.codigo_lancamento_integracao), ['LISTA-IDA'])
  const sent = listTrips(first.sent)
  t.equal(sent.length, 1, 'one round trip')
  t.match(sent[0], /^select \(select `posicao`.*;\nselect .* from `contas_pagar` as `t` /s, 'the validator in front of the page')
  const etag = first.result?.headers.etag as string
  const again = await trips(async () => await ctx.request({ method: 'GET', url: '/contas-pagar?limite=10', headers: { 'if-none-match': etag } }))
  t.equal(again.result?.statusCode, 304, 'the tag it was sent with is the one the validator read alone gives')
  t.same(listTrips(again.sent).map((text) => text.slice(0, 24)), ['select (select `posicao`'], 'with If-None-Match, the validator alone, first')
})

t.test('a savepoint nothing followed to the server is released, or rolled back to, without a round trip', async (t) => {
  const next = (coalescing: Coalescing, text: string) => coalescing.next(text, (statement) => statement)
  const item = savepointStatements('lote_item_0')
  const unchanged = new Coalescing(true)
  next(unchanged, 'begin')
  t.equal(next(unchanged, WITH_NEXT_MARK + item.set), 'held')
  t.equal(next(unchanged, item.release), 'skipped', 'set and released with nothing between: neither is sent')
  t.same(next(unchanged, 'commit'), { sql: 'begin;\ncommit', statements: 2, commits: true }, 'and the trip after it does not carry them')

  const heldRelease = new Coalescing(true)
  next(heldRelease, 'begin')
  next(heldRelease, WITH_NEXT_MARK + item.set)
  t.equal(next(heldRelease, WITH_NEXT_MARK + item.release), 'skipped', 'a release held for the next trip is dropped with its savepoint too')
  next(heldRelease, WITH_NEXT_MARK + item.set)
  next(heldRelease, WITH_NEXT_MARK + 'update t set a = 1')
  t.equal(next(heldRelease, WITH_NEXT_MARK + item.release), 'held', 'but held after a write')
  t.same(next(heldRelease, 'commit'), { sql: `begin;\n${item.set};\nupdate t set a = 1;\n${item.release};\ncommit`, statements: 5, commits: true })

  const changed = new Coalescing(true)
  next(changed, 'begin')
  next(changed, WITH_NEXT_MARK + item.set)
  next(changed, WITH_NEXT_MARK + 'update t set a = 1')
  t.same(next(changed, item.release), { sql: `begin;\n${item.set};\nupdate t set a = 1;\n${item.release}`, statements: 4, commits: false }, 'with a write held after it, the three travel together')

  const failed = new Coalescing(true)
  next(failed, 'begin')
  next(failed, WITH_NEXT_MARK + 'insert into t values (1)')
  next(failed, WITH_NEXT_MARK + item.set)
  next(failed, WITH_NEXT_MARK + 'update t set a = 2')
  t.equal(next(failed, item.rollback), 'skipped', 'rolled back to before it left: what it held is dropped')
  t.same(next(failed, 'commit'), { sql: 'begin;\ninsert into t values (1);\ncommit', statements: 3, commits: true }, 'what was held before it stays')

  const sent = new Coalescing(true)
  next(sent, 'begin')
  next(sent, WITH_NEXT_MARK + item.set)
  t.same(next(sent, 'select 1'), { sql: `begin;\n${item.set};\nselect 1`, statements: 3, commits: false })
  t.same(next(sent, item.rollback), { sql: item.rollback, statements: 1, commits: false }, 'a savepoint the server has is rolled back to on the server')

  t.same(next(new Coalescing(false), WITH_NEXT_MARK + item.set), { sql: item.set, statements: 1, commits: false }, 'a Galera node gets every statement on its own')
})

t.test('held statements leave as a trip of their own before they outgrow a server packet', async (t) => {
  const next = (coalescing: Coalescing, text: string) => coalescing.next(text, (statement) => statement)
  const coalescing = new Coalescing(true)
  next(coalescing, 'begin')
  const update = `update t set texto = '${'x'.repeat(1024 * 1024)}'`
  t.equal(next(coalescing, WITH_NEXT_MARK + update), 'held')
  t.equal(next(coalescing, WITH_NEXT_MARK + update), 'held')
  t.equal(next(coalescing, WITH_NEXT_MARK + update), 'held')
  const early = next(coalescing, WITH_NEXT_MARK + update)
  t.match(early, { statements: 5, commits: false }, 'the statement that passes MAX_HELD_CHARS sends what is held with it')
  t.ok(typeof early === 'object' && early.sql.length < MAX_HELD_CHARS + 1024)
  t.same(next(coalescing, 'commit'), { sql: 'commit', statements: 1, commits: true }, 'the COMMIT then goes alone')

  const alone = new Coalescing(true)
  next(alone, 'begin')
  next(alone, 'select 1')
  const huge = `update t set texto = '${'x'.repeat(MAX_HELD_CHARS)}'`
  t.equal(next(alone, WITH_NEXT_MARK + huge), 'held', 'a statement too long alone still waits for the next: it is never sent twice formatted')
  t.same(next(alone, 'commit'), { sql: `${huge};\ncommit`, statements: 2, commits: true })

  const rolledBack = new Coalescing(true)
  next(rolledBack, 'begin')
  for (let i = 0; i < 4; i++) next(rolledBack, WITH_NEXT_MARK + update)
  t.same(next(rolledBack, 'rollback'), { sql: 'rollback', statements: 1, commits: false }, 'a transaction whose statements left early is rolled back on the server')
})

t.test('a write of thousands of events numbers them in statements and trips a server takes', async (t) => {
  const empresaId = Number((await db.insertInto('empresas').values({ nome: 'muitos eventos', criado_em: '2026-11-27T12:00:00.000Z' }).executeTakeFirstOrThrow()).insertId)
  // 3,000 events of 2 KB: 6 MB, which in one statement or trip neared the 16 MB a MariaDB server takes by default.
  const dados = Buffer.from(JSON.stringify({ observacao: 'y'.repeat(2000) }))
  const events = Array.from({ length: 3000 }, (_, i) => ({ empresa_id: empresaId, tipo: 'baixa_lancada', recurso: 'contas-receber', titulo_id: i + 1, codigo_lancamento_integracao: null, versao: 2, ocorrido_em: '2026-11-27T12:00:00.000Z', dados }))
  await db.insertInto('eventos_sequencias').values({ empresa_id: empresaId, posicao: 7 }).execute()
  const { error, sent } = await trips(async () => await handle.transaction(async (trx) => await appendNumbered(trx, empresaId, events)))
  t.error(error)
  if (coalesced) {
    t.ok(sent.length > 1, 'more than one trip')
    t.ok(sent.every((text) => text.length < MAX_HELD_CHARS + 2 * 1024 * 1024), 'none much past MAX_HELD_CHARS')
  }
  const numbered = await db.selectFrom('eventos').select(['posicao', 'titulo_id']).where('empresa_id', '=', empresaId).orderBy('posicao').execute()
  t.same(numbered.map((row) => [Number(row.posicao), row.titulo_id]), events.map((event, i) => [8 + i, event.titulo_id]), 'numbered after the counter, consecutively, in the order written')
})

t.test('a batch replacing titles sends a savepoint only with an item that writes', async (t) => {
  const ctx = await build(t)
  const item = (code: string, valor: number) => payable({ codigo_lancamento_integracao: code, valor_documento: valor })
  const batch = async (itens: unknown[]) => await trips(async () => await ctx.request({ method: 'PUT', url: '/contas-pagar/lote', payload: { itens } }))
  const outcomes = (result: { result?: { json: () => { data: Array<{ resultado: string }> } } }) => result.result?.json().data.map((entry) => entry.resultado)
  t.same(outcomes(await batch([item('SP-1', 10), item('SP-2', 20), item('SP-3', 30)])), ['criado', 'criado', 'criado'])

  const again = await batch([item('SP-1', 10), item('SP-2', 20), item('SP-3', 30)])
  t.same(outcomes(again), ['inalterado', 'inalterado', 'inalterado'])
  if (coalesced) t.same(again.sent.filter((text) => text.includes('SAVEPOINT lote_item')), [], 'no savepoint reaches the server for titles that did not change')

  const mixed = await batch([item('SP-1', 10), item('SP-2', 25)])
  t.same(outcomes(mixed), ['inalterado', 'alterado'])
  if (coalesced) {
    const savepointTrips = mixed.sent.filter((text) => text.includes('SAVEPOINT'))
    t.equal(savepointTrips.length, 1, 'no round trip of its own for the changed item')
    t.match(savepointTrips[0], /^SAVEPOINT lote_item_1;\nupdate `contas_pagar` .*;\nRELEASE SAVEPOINT lote_item_1;\ninsert into `eventos_sequencias` .*;\ninsert into `eventos` .*;\ncommit$/s, 'its savepoint, its writes and the release travel with the events and the COMMIT')
    t.notMatch(savepointTrips[0], /(delete from|insert into) `contas_pagar_categorias`/, 'and not its split, which did not change')
  }
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar/integracao/SP-2' })).json().data.valor_documento, 25, 'the change is stored')

  const split = (shares: number[]) => shares.map((percentual, index) => ({ codigo_categoria: `2.0${index + 1}`, percentual }))
  const splitItem = (observacao: string, shares: number[]) => ({ ...item('SP-4', 40), codigo_categoria: undefined, categorias: split(shares), observacao })
  t.same(outcomes(await batch([splitItem('a', [60, 40])])), ['criado'])
  const sameSplit = await batch([splitItem('b', [60, 40])])
  t.same(outcomes(sameSplit), ['alterado'])
  const splitWrites = /(delete from|insert into) `contas_pagar_categorias`/
  if (coalesced) t.notOk(sameSplit.sent.some((text) => splitWrites.test(text)), 'a replacement with the split it has does not write the split again')
  const newSplit = await batch([splitItem('b', [70, 30])])
  t.same(outcomes(newSplit), ['alterado'])
  if (coalesced) t.ok(newSplit.sent.some((text) => /delete from `contas_pagar_categorias`.*;\ninsert into `contas_pagar_categorias`/s.test(text)), 'a new split replaces the old one')
  const splitRead = (await ctx.request({ method: 'GET', url: '/contas-pagar/integracao/SP-4' })).json().data
  t.same(splitRead.categorias.map((entry: { percentual: number }) => entry.percentual), [70, 30], 'and is what GET shows')
  t.equal(splitRead.observacao, 'b')

  // The replacement's writes travel with the settled create after it, which releases in a trip of its own.
  const settled = await batch([item('SP-1', 12), { ...item('SP-5', 50), status_titulo: 'PAGO' }])
  t.same(outcomes(settled), ['alterado', 'criado'])
  if (coalesced) {
    t.ok(settled.sent.some((text) => /^SAVEPOINT lote_item_0;\nupdate `contas_pagar` .*;\nRELEASE SAVEPOINT lote_item_0;\nSAVEPOINT lote_item_1;\ninsert into `contas_pagar` /s.test(text)), 'the replacement held, in front of the settled create')
    t.ok(settled.sent.some((text) => text.endsWith('RELEASE SAVEPOINT lote_item_1')), 'the settled create releases in a trip that ends with its release')
  }
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar/integracao/SP-5' })).json().data.status_titulo, 'PAGO')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar/integracao/SP-1' })).json().data.valor_documento, 12)

  t.same(outcomes(await batch([{ ...item('SP-3', 30), status_titulo: 'PAGO' }])), ['alterado'], 'SP-3 settled by its replacement')
  // A paid title's value cannot change: the item fails before it writes anything.
  const failing = await batch([item('SP-1', 11), item('SP-3', 31), item('SP-2', 25)])
  t.same(outcomes(failing), ['alterado', 'erro', 'inalterado'])
  t.equal(failing.result?.json().data[1].erro.code, 'TITULO_ENCERRADO')
  if (coalesced) t.same(failing.sent.filter((text) => text.includes('lote_item_1')), [], 'its savepoint never reached the server, nor a rollback to it')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar/integracao/SP-1' })).json().data.valor_documento, 11, 'the item before it is stored')
  t.equal((await ctx.request({ method: 'GET', url: '/contas-pagar/integracao/SP-3' })).json().data.valor_documento, 30, 'the failed one is as it was')
})
