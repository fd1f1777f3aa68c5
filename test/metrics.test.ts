import t from 'tap'
import { sql } from 'kysely'
import { build, createTitle, ENGINE, metricSamples, metricValue as value, payable, receivable } from './helper.js'

/** Prometheus metrics on their own port (METRICS_PORT), scraped the way Prometheus does. */

t.test('requests, titles, the pool and the event loop are measured and served on METRICS_PORT', async (t) => {
  const ctx = await build(t, { env: { METRICS_PORT: '0' } })
  const address = ctx.app.metrics.address()
  t.ok(address !== undefined && address.port > 0, 'the metrics listener is up')
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${address?.port as number}/metrics`)
    t.match(res.headers.get('content-type'), /^text\/plain; version=0\.0\.4/, 'Prometheus text format')
    return metricSamples(await res.text())
  }

  const id = await createTitle(ctx, '/contas-pagar', payable({ valor_documento: 10 }))
  await ctx.request({ method: 'GET', url: `/contas-pagar/${id}` })
  await ctx.request({ method: 'GET', url: '/contas-pagar?data_vencimento_de=x' })
  await ctx.request({ method: 'GET', url: '/nao-existe/123' })
  await ctx.request({ method: 'POST', url: `/contas-pagar/${id}/pagamentos`, payload: { valor: 4, data: '2026-03-01' } })
  const batch = { itens: [payable({ codigo_lancamento_integracao: 'M-1' }), payable({ codigo_lancamento_integracao: 'M-2' }), payable({ valor_documento: -1, codigo_lancamento_integracao: 'M-3' })] }
  await ctx.request({ method: 'PUT', url: '/contas-pagar/lote', headers: { 'idempotency-key': 'metrics-batch' }, payload: batch })
  const replay = await ctx.request({ method: 'PUT', url: '/contas-pagar/lote', headers: { 'idempotency-key': 'metrics-batch' }, payload: batch })
  t.equal(replay.headers['idempotency-replayed'], 'true')

  const all = await scrape()
  t.equal(value(all, 'http_requests_total', { method: 'GET', route: '/contas-pagar/:id', status_code: '200' }), 1, 'requests per route pattern and status')
  t.equal(value(all, 'http_requests_total', { route: '/contas-pagar', status_code: '400' }), 1, 'errors by status')
  t.equal(value(all, 'http_requests_total', { route: '(unknown)', status_code: '404' }), 1, 'unknown paths share one label')
  t.notOk(all.some((sample) => sample.labels.route?.includes(String(id)) === true), 'no raw URL becomes a label')
  t.equal(value(all, 'http_request_duration_seconds_count', { route: '/contas-pagar/:id' }), 1, 'a latency histogram per route')
  t.ok(all.some((sample) => sample.name === 'http_request_duration_seconds_bucket' && sample.labels.le === '0.005'), 'with buckets')
  t.equal(value(all, 'contas_titles_created_total', { recurso: 'contas-pagar' }), 3, 'titles created: one single, two in the batch; the replay and the failed item count nothing')
  t.equal(value(all, 'contas_titles_settled_total', { recurso: 'contas-pagar' }), 1, 'settlements recorded')
  t.ok(all.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds'), 'event-loop lag')
  // None here; test/galera.test.ts makes conflicts happen and reads the count.
  t.equal(value(all, 'contas_db_transaction_retries_total'), 0, 'transactions retried after a conflict')
  // Sent one after another, each write had its transaction to itself; test/group-commit-crash.test.ts sees groups.
  t.equal(value(all, 'contas_db_writes_per_transaction_count', { outcome: 'committed' }), 3, 'transactions of the write path: the create, the payment, the batch')
  t.equal(value(all, 'contas_db_writes_per_transaction_sum', { outcome: 'committed' }), 3, 'and the writes they carried')
  t.equal(value(all, 'contas_db_transaction_seconds_count', { outcome: 'committed' }), 3, 'how long each of those transactions took')
  t.ok(value(all, 'contas_db_transaction_seconds_sum', { outcome: 'committed' }) > 0, 'time spent committing is measured')
  t.equal(value(all, 'contas_db_write_wait_seconds_count'), 2, 'the grouped writes (the create, the payment) waited for a transaction; the batch commits alone')
  if (ENGINE === 'mysql') {
    t.ok(value(all, 'contas_db_pool_connections', { state: 'idle' }) >= 1, 'pool connections by state')
    t.ok(value(all, 'contas_db_pool_wait_seconds_count') >= 1, 'and how long requests waited for one')
  }
  t.equal((await ctx.request({ method: 'GET', url: '/metrics' })).statusCode, 404, 'the API port does not serve them')
  const elsewhere = await fetch(`http://127.0.0.1:${address?.port as number}/contas-pagar`)
  t.equal(elsewhere.status, 404, 'the metrics port serves nothing else')
})

t.test('writes sent at once wait for the transactions that carry them, and the wait is measured', async (t) => {
  const ctx = await build(t, { env: { METRICS_PORT: '0' } })
  const scrape = async () => metricSamples(await (await fetch(`http://127.0.0.1:${ctx.app.metrics.address()?.port as number}/metrics`)).text())
  const before = await scrape()
  const answers = await Promise.all(Array.from({ length: 12 }, async (_, n) => await ctx.request({ method: 'POST', url: '/contas-pagar', payload: { data: payable({ valor_documento: 10 + n }) } })))
  t.same(answers.map((res) => res.statusCode), Array(12).fill(201))
  const after = await scrape()
  const grew = (name: string, labels?: Record<string, string>) => value(after, name, labels) - value(before, name, labels)
  t.equal(grew('contas_db_write_wait_seconds_count'), 12, 'every create waited for a transaction (or, on SQLite, the turn that gathers one)')
  t.ok(grew('contas_db_write_wait_seconds_sum') > 0, 'and the wait of those behind a busy transaction is counted')
  const transactions = grew('contas_db_transaction_seconds_count', { outcome: 'committed' })
  t.ok(transactions >= 1 && transactions < 12, `the creates shared transactions (${transactions} for 12)`)
  t.equal(grew('contas_db_writes_per_transaction_sum', { outcome: 'committed' }), 12, 'which carried all of them')
})

t.test('a bank statement counts each settlement under its title\'s kind', async (t) => {
  const ctx = await build(t, { env: { METRICS_PORT: '0' }, now: () => new Date('2026-03-10T15:00:00Z') })
  await createTitle(ctx, '/contas-receber', receivable({ valor_documento: 150.25, numero_documento: 'NF123' }))
  await createTitle(ctx, '/contas-pagar', payable({ valor_documento: 980, numero_documento: 'BOL-9' }))
  await createTitle(ctx, '/contas-pagar', payable({ valor_documento: 35, numero_documento: 'BOL-10' }))
  const credit = '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260309<TRNAMT>150,25<FITID>F1<MEMO>PIX NF123</STMTTRN>'
  const debits = '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260309<TRNAMT>-980,00<FITID>F2<MEMO>PAGTO BOL-9</STMTTRN><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260309<TRNAMT>-35,00<FITID>F3<MEMO>PAGTO BOL-10</STMTTRN>'
  const statement = `OFXHEADER:100\r\nDATA:OFXSGML\r\nCHARSET:1252\r\n\r\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>0237<ACCTID>5-0</BANKACCTFROM><BANKTRANLIST>${credit}${debits}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`
  const res = await ctx.request({ method: 'POST', url: '/conciliacao/arquivos', payload: statement, headers: { 'content-type': 'application/x-ofx' } })
  t.equal(res.statusCode, 201, res.body)
  t.equal(res.json().data.totais.baixados, 3)
  const scraped = await fetch(`http://127.0.0.1:${ctx.app.metrics.address()?.port as number}/metrics`)
  const settled = metricSamples(await scraped.text()).filter((sample) => sample.name === 'contas_titles_settled_total')
  const of = (recurso: string) => settled.find((sample) => sample.labels.recurso === recurso)?.value ?? 0
  t.equal(of('contas-receber'), 1, 'the credit settled a receivable')
  t.equal(of('contas-pagar'), 2, 'the debits settled payables')
})

t.test('without METRICS_PORT nothing listens', async (t) => {
  const ctx = await build(t)
  t.equal(ctx.app.metrics.address(), undefined)
})

t.test('a scrape while the database cannot be read serves every metric but the webhook lag', async (t) => {
  const ctx = await build(t, { env: { METRICS_PORT: '0' } })
  const scrape = async () => await fetch(`http://127.0.0.1:${ctx.app.metrics.address()?.port as number}/metrics`)
  // The lag's query fails as it would in an outage: its table is out of reach until the teardown.
  await sql`alter table webhooks rename to webhooks_fora_do_ar`.execute(ctx.app.database.db)
  t.teardown(async () => { await sql`alter table webhooks_fora_do_ar rename to webhooks`.execute(ctx.app.database.db) })
  await ctx.request({ method: 'GET', url: '/contas-pagar' })
  const res = await scrape()
  t.equal(res.status, 200, 'not a failed scrape')
  const all = metricSamples(await res.text())
  t.ok(all.some((sample) => sample.name === 'process_cpu_user_seconds_total'), 'the process metrics')
  t.ok(all.some((sample) => sample.name === 'http_requests_total' && sample.labels.route === '/contas-pagar'), "and the service's own")
  t.notOk(all.some((sample) => sample.name.startsWith('contas_webhook_lag')), 'no lag figure it could not read')
})
