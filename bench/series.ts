import { spawn } from 'node:child_process'
import { createConnection } from 'mysql2/promise'
import { openDatabase, parseDatabaseUrl } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { createKey } from '../src/auth/keys.js'
import { fullPayable, serviceNodeArgs, waitFor } from './data.js'

/**
 * Recurring series against the batch (issue 33, docs/CONTRACT.md section 17), in one run against
 * one MariaDB: titles per second stored by POST /contas-pagar with a 120-member repeticao, and by
 * PUT /contas-pagar/lote with 120 new items, each at BENCH_SERIES_CONNECTIONS (4) concurrent
 * requests, alternated over BENCH_ROUNDS (3) rounds of BENCH_SECONDS (10). The goal: series >= 0.9
 * of the batch. Around them, plain creates (one title per POST, 16 connections) before and after,
 * to see that expanding series cost plain creates nothing. Loopback only; stops by itself.
 * Usage: make bench-series (MYSQL_URL, default mysql://root@127.0.0.1:3306).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_SERIES_CONNECTIONS ?? 4)
const CREATE_CONNECTIONS = 16
const MEMBERS = 120
const PORT = 3941
const MYSQL_URL = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '')

function log (message: string): void { process.stderr.write(`${message}\n`) }

/** An open payable (no settlement, so a batch stores it with the other new ones in one INSERT). */
function openPayable (i: number, code: string): Record<string, unknown> {
  const { status_titulo: status, valor_pag: paid, ...title } = fullPayable(i)
  return { ...title, codigo_lancamento_integracao: code }
}

/** Titles per second `connections` loops store, each request storing `titles`. */
async function during (connections: number, titles: number, send: (worker: number, i: number) => Promise<Response>): Promise<number> {
  let stored = 0
  const until = Date.now() + SECONDS * 1000
  await Promise.all(Array.from({ length: connections }, async (_, worker) => {
    for (let i = 0; Date.now() < until; i++) {
      const res = await send(worker, i)
      const body = await res.text()
      if (res.status >= 300) throw new Error(`${res.status} ${body.slice(0, 300)}`)
      stored += titles
    }
  }))
  return stored / SECONDS
}

async function main (): Promise<void> {
  const database = `contas_series_${process.pid}`
  const admin = await createConnection(MYSQL_URL)
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`)
  const url = `${MYSQL_URL}/${database}`
  const handle = openDatabase(parseDatabaseUrl(url), { poolSize: 2 })
  await migrateToLatest(handle.db)
  const token = await createKey(handle.db, { company: 'series', name: 'bench', scopes: ['read', 'write'] })
  await handle.close()
  const child = spawn(process.execPath, [...serviceNodeArgs(), 'dist/src/server.js'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(PORT), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0' },
    stdio: ['ignore', 'ignore', 'inherit']
  })
  const base = `http://127.0.0.1:${PORT}`
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const run = `${process.pid}`
  try {
    await waitFor(`${base}/health`, child)
    const creates = async (tag: string) => await during(CREATE_CONNECTIONS, 1, async (worker, i) =>
      await fetch(`${base}/contas-pagar`, { method: 'POST', headers, body: JSON.stringify({ data: openPayable(i, `C${tag}-${run}-${worker}-${i}`) }) }))
    const series = async (round: number) => await during(CONNECTIONS, MEMBERS, async (worker, i) =>
      await fetch(`${base}/contas-pagar`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data: { ...openPayable(i, `S${round}-${run}-${worker}-${i}`), repeticao: { postergar: 'S', mensal: { repetir_todo_dia: 10, repetir_por: MEMBERS } } } })
      }))
    const batch = async (round: number) => await during(CONNECTIONS, MEMBERS, async (worker, i) =>
      await fetch(`${base}/contas-pagar/lote`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ itens: Array.from({ length: MEMBERS }, (_, k) => openPayable(i * MEMBERS + k, `B${round}-${run}-${worker}-${i}-${k}`)) })
      }))
    // Warm-up: each path compiled and the pool filled before anything counts.
    await during(CONNECTIONS, 1, async (worker, i) => await fetch(`${base}/contas-pagar`, { method: 'POST', headers, body: JSON.stringify({ data: openPayable(i, `W-${run}-${worker}-${i}`) }) }))
    const createsBefore = await creates('a')
    log(`plain creates (before): ${createsBefore.toFixed(0)} titles/s`)
    const seriesRates: number[] = []
    const batchRates: number[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      seriesRates.push(await series(round))
      batchRates.push(await batch(round))
      log(`round ${round}: series ${(seriesRates.at(-1) as number).toFixed(0)} titles/s, batch ${(batchRates.at(-1) as number).toFixed(0)} titles/s`)
    }
    const createsAfter = await creates('b')
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
    const seriesMean = mean(seriesRates)
    const batchMean = mean(batchRates)
    console.log(`120-member series (POST, ${CONNECTIONS} connections): ${seriesMean.toFixed(0)} titles/s (${(seriesMean / MEMBERS).toFixed(1)} requests/s)`)
    console.log(`120-item batch upserts (PUT lote, ${CONNECTIONS} connections): ${batchMean.toFixed(0)} titles/s (${(batchMean / MEMBERS).toFixed(1)} requests/s)`)
    console.log(`ratio series/batch: ${(seriesMean / batchMean).toFixed(2)} (goal >= 0.9); rounds: ${seriesRates.map((rate, index) => (rate / (batchRates[index] as number)).toFixed(2)).join(', ')}`)
    console.log(`plain creates (${CREATE_CONNECTIONS} connections): ${createsBefore.toFixed(0)} titles/s before, ${createsAfter.toFixed(0)} after`)
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    await admin.query(`DROP DATABASE \`${database}\``)
    await admin.end()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
