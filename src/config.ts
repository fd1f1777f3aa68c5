import ipaddr from 'ipaddr.js'
import { parseDatabaseUrl, type DatabaseTarget } from '../db/dialect.js'
import { HOLIDAY_CALENDARS, type HolidayCalendar } from './titulos/holidays.js'

/**
 * Configuration comes only from the environment, is checked once at start-up and then frozen.
 * A bad value stops start-up with one line naming the variable; nothing branches on NODE_ENV.
 */
export interface Config {
  port: number
  host: string
  database: DatabaseTarget
  businessTimeZone: string
  /** The holidays a recurring series' due dates avoid (docs/CONTRACT.md section 17): national, or the banks' calendar. */
  holidays: HolidayCalendar
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  migrateOnStart: boolean
  /** Requests per minute per verified API key; 0 turns the limit off. */
  rateLimitPerMinute: number
  dbPoolSize: number
  /** Largest accepted request body in bytes. */
  bodyLimit: number
  /** The body limit of the batch upserts (PUT /:kind/lote): 500 titles need more than one title's limit. */
  batchBodyLimit: number
  /** The body limit of a bank file (POST /conciliacao/arquivos, docs/CONTRACT.md section 18). */
  arquivoMaxBytes: number
  /** How long a verified API key is trusted without asking the database again; 0 asks every time. */
  authCacheSeconds: number
  /** Processes serving the port (node:cluster); 1 runs without a cluster. */
  workers: number
  /** Days the change feed keeps its events; older ones are purged and their cursors are 410. */
  eventRetentionDays: number
  /** Requests per minute per client address, counted before authentication; 0 turns it off. */
  rateLimitPerAddressPerMinute: number
  /** Failed authentications per minute per client address before the address gets 429; 0 turns it off. */
  authFailuresPerMinute: number
  /** Whole request (headers and body) must arrive within this time, else 408. */
  requestTimeoutSeconds: number
  /** Request headers must arrive within this time; at most requestTimeoutSeconds. */
  headersTimeoutSeconds: number
  /** An idle kept-alive connection is closed after this time. */
  keepAliveTimeoutSeconds: number
  /** A connection on which no byte moves either way (a stalled upload, a client that stopped reading) is closed after this time. */
  connectionTimeoutSeconds: number
  /** A streamed response (a list without limite over the buffered size) is cut after this time. */
  streamTimeLimitSeconds: number
  /** Waiting for a pool connection (or SQLite's write lock) longer than this is 503. */
  dbAcquireTimeoutSeconds: number
  /** A MySQL query that has not answered within this time is 503; its connection is dropped. */
  dbQueryTimeoutSeconds: number
  /** Origins allowed to call the API from a browser; empty: no CORS headers at all. */
  corsOrigins: readonly string[]
  /** Redis for state replicas share (rate-limit windows); in process when unset. */
  redisUrl: string | undefined
  /** The port of the Prometheus metrics listener; none when unset. */
  metricsPort: number | undefined
  /** Its address: HOST unless METRICS_HOST says otherwise. */
  metricsHost: string
  /** Bytes of answers kept in memory to send again while their ETag is current (docs/CONTRACT.md section 16); 0 turns the cache off. */
  answerCacheBytes: number
  /** Where clients reach the service (the OpenAPI document's server); the listening address when unset. */
  publicUrl: string | undefined
  /** Webhook URLs may be http:// (else https:// only). */
  webhookAllowHttp: boolean
  /** Webhooks may reach loopback, private, link-local, CGNAT, multicast and unspecified addresses. */
  webhookAllowPrivate: boolean
  /** The waits before each retry of a failed webhook message, in ms; after the last, the endpoint is disabled. */
  webhookRetryScheduleMs: readonly number[]
  /** Reverse proxies (addresses or CIDRs) whose X-Forwarded-For names the client; none when empty. */
  trustProxy: readonly string[]
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

function integer (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  if (!/^[0-9]+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${text}")`)
  }
  return Number(text)
}

function boolean (env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  if (text === 'true' || text === '1') return true
  if (text === 'false' || text === '0') return false
  throw new ConfigError(`${name} must be true or false (got "${text}")`)
}

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/

function origins (env: NodeJS.ProcessEnv, name: string): readonly string[] {
  const list = (env[name] ?? '').split(',').map((origin) => origin.trim()).filter((origin) => origin !== '')
  const bad = list.find((origin) => !ORIGIN.test(origin))
  if (bad !== undefined) throw new ConfigError(`${name} must be a comma-separated list of origins such as https://app.example.com (got "${bad}")`)
  return Object.freeze(list)
}

function publicUrl (env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = env[name]
  if (text === undefined || text === '') return undefined
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(text)) throw new ConfigError(`${name} must be the service's base URL such as https://api.example.com (got "${text}")`)
  return text.replace(/\/$/, '')
}

function redisUrl (env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = env[name]
  if (text === undefined || text === '') return undefined
  if (!/^rediss?:\/\/\S+$/.test(text)) throw new ConfigError(`${name} must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379 (got "${text}")`)
  return text
}

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }
const DEFAULT_RETRY_SCHEDULE = '5s,5m,30m,2h,5h,10h,10h'

/** A comma list of durations such as 5s,5m,2h (units ms, s, m, h, d), 1 to 100 of them, each up to 7 days. */
function durations (env: NodeJS.ProcessEnv, name: string, fallback: string): readonly number[] {
  const text = env[name] === undefined || env[name] === '' ? fallback : env[name]
  const items = text.split(',').map((item) => item.trim())
  const values = items.map((item) => {
    const match = /^([0-9]{1,9})(ms|s|m|h|d)$/.exec(item)
    return match === null ? NaN : Number(match[1]) * (DURATION_UNITS_MS[match[2] as string] as number)
  })
  if (values.length > 100 || values.some((value) => Number.isNaN(value) || value > 7 * 86_400_000)) {
    throw new ConfigError(`${name} must be a comma list of 1 to 100 durations up to 7 days, such as ${DEFAULT_RETRY_SCHEDULE} (got "${text}")`)
  }
  return Object.freeze(values)
}

function proxies (env: NodeJS.ProcessEnv, name: string): readonly string[] {
  const list = (env[name] ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')
  const bad = list.find((entry) => !(entry.includes('/') ? isCidr(entry) : ipaddr.isValid(entry)))
  if (bad !== undefined) throw new ConfigError(`${name} must be a comma-separated list of proxy addresses or CIDRs such as 10.0.0.0/8,::1 (got "${bad}")`)
  return Object.freeze(list)
}

function isCidr (text: string): boolean {
  try {
    ipaddr.parseCIDR(text)
    return true
  } catch {
    return false
  }
}

export function isValidTimeZone (zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format()
    return true
  } catch {
    return false
  }
}

export function loadConfig (env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const businessTimeZone = env.BUSINESS_TZ === undefined || env.BUSINESS_TZ === '' ? 'America/Sao_Paulo' : env.BUSINESS_TZ
  if (!isValidTimeZone(businessTimeZone)) throw new ConfigError(`BUSINESS_TZ must be an IANA time zone such as America/Sao_Paulo (got "${businessTimeZone}")`)
  const logLevel = env.LOG_LEVEL === undefined || env.LOG_LEVEL === '' ? 'info' : env.LOG_LEVEL
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`)
  const holidays = env.FERIADOS === undefined || env.FERIADOS === '' ? 'nacional' : env.FERIADOS
  if (!(HOLIDAY_CALENDARS as readonly string[]).includes(holidays)) throw new ConfigError(`FERIADOS must be one of ${HOLIDAY_CALENDARS.join(', ')} (got "${holidays}")`)
  let database: DatabaseTarget
  try {
    database = parseDatabaseUrl(env.DATABASE_URL)
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
  const workers = integer(env, 'WORKERS', 1, 1, 64)
  if (workers > 1 && database.engine === 'sqlite' && database.location === ':memory:') {
    throw new ConfigError('WORKERS above 1 needs a shared database: each process would get its own sqlite::memory:')
  }
  const requestTimeoutSeconds = integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3600)
  const headersTimeoutSeconds = integer(env, 'HEADERS_TIMEOUT_SECONDS', Math.min(10, requestTimeoutSeconds), 1, 3600)
  // Node refuses a headers timeout longer than the request timeout.
  if (headersTimeoutSeconds > requestTimeoutSeconds) throw new ConfigError(`HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS (${requestTimeoutSeconds}) (got "${headersTimeoutSeconds}")`)
  const host = env.HOST === undefined || env.HOST === '' ? '127.0.0.1' : env.HOST
  const metricsPort = env.METRICS_PORT === undefined || env.METRICS_PORT === '' ? undefined : integer(env, 'METRICS_PORT', 0, 0, 65535)
  // Workers share the API port through the cluster primary; a metrics port each would be scraped at random.
  if (metricsPort !== undefined && workers > 1) throw new ConfigError('METRICS_PORT needs WORKERS=1: run one worker per container (or process) and scrape each')
  return Object.freeze({
    port: integer(env, 'PORT', 3000, 0, 65535),
    host,
    database,
    businessTimeZone,
    holidays: holidays as HolidayCalendar,
    logLevel: logLevel as Config['logLevel'],
    migrateOnStart: boolean(env, 'MIGRATE_ON_START', true),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 60_000, 0, 100_000_000),
    dbPoolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 1000),
    bodyLimit: integer(env, 'BODY_LIMIT', 1_048_576, 1024, 104_857_600),
    batchBodyLimit: integer(env, 'BATCH_BODY_LIMIT', 8_388_608, 1024, 104_857_600),
    arquivoMaxBytes: integer(env, 'ARQUIVO_MAX_BYTES', 10_485_760, 1024, 104_857_600),
    authCacheSeconds: integer(env, 'AUTH_CACHE_SECONDS', 5, 0, 3600),
    workers,
    eventRetentionDays: integer(env, 'EVENT_RETENTION_DAYS', 90, 90, 36500),
    rateLimitPerAddressPerMinute: integer(env, 'RATE_LIMIT_PER_ADDRESS_PER_MINUTE', 120_000, 0, 100_000_000),
    authFailuresPerMinute: integer(env, 'AUTH_FAILURES_PER_MINUTE', 100, 0, 100_000_000),
    requestTimeoutSeconds,
    headersTimeoutSeconds,
    keepAliveTimeoutSeconds: integer(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 5, 1, 3600),
    connectionTimeoutSeconds: integer(env, 'CONNECTION_TIMEOUT_SECONDS', 30, 1, 3600),
    streamTimeLimitSeconds: integer(env, 'STREAM_TIME_LIMIT_SECONDS', 300, 1, 86_400),
    dbAcquireTimeoutSeconds: integer(env, 'DB_ACQUIRE_TIMEOUT_SECONDS', 3, 1, 600),
    dbQueryTimeoutSeconds: integer(env, 'DB_QUERY_TIMEOUT_SECONDS', 10, 1, 3600),
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    publicUrl: publicUrl(env, 'PUBLIC_URL'),
    answerCacheBytes: integer(env, 'ANSWER_CACHE_BYTES', 33_554_432, 0, 17_179_869_184),
    trustProxy: proxies(env, 'TRUST_PROXY'),
    metricsPort,
    redisUrl: redisUrl(env, 'REDIS_URL'),
    metricsHost: env.METRICS_HOST === undefined || env.METRICS_HOST === '' ? host : env.METRICS_HOST,
    webhookAllowHttp: boolean(env, 'WEBHOOK_ALLOW_HTTP', false),
    webhookAllowPrivate: boolean(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    webhookRetryScheduleMs: durations(env, 'WEBHOOK_RETRY_SCHEDULE', DEFAULT_RETRY_SCHEDULE)
  })
}
