import { parseDatabaseUrl, type DatabaseTarget } from '../db/dialect.js'

/**
 * Configuration comes only from the environment, is checked once at start-up and then frozen.
 * A bad value stops start-up with one line naming the variable; nothing branches on NODE_ENV.
 */
export interface Config {
  port: number
  host: string
  database: DatabaseTarget
  businessTimeZone: string
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  migrateOnStart: boolean
  /** Requests per minute per API key; 0 turns the limit off. */
  rateLimitPerMinute: number
  dbPoolSize: number
  /** Largest accepted request body in bytes. */
  bodyLimit: number
  /** How long a verified API key is trusted without asking the database again; 0 asks every time. */
  authCacheSeconds: number
  /** Processes serving the port (node:cluster); 1 runs without a cluster. */
  workers: number
  /** Days the change feed keeps its events; older ones are purged and their cursors are 410. */
  eventRetentionDays: number
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
  return Object.freeze({
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST === undefined || env.HOST === '' ? '127.0.0.1' : env.HOST,
    database,
    businessTimeZone,
    logLevel: logLevel as Config['logLevel'],
    migrateOnStart: boolean(env, 'MIGRATE_ON_START', true),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 60_000, 0, 100_000_000),
    dbPoolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 1000),
    bodyLimit: integer(env, 'BODY_LIMIT', 1_048_576, 1024, 104_857_600),
    authCacheSeconds: integer(env, 'AUTH_CACHE_SECONDS', 5, 0, 3600),
    workers,
    eventRetentionDays: integer(env, 'EVENT_RETENTION_DAYS', 90, 90, 36500)
  })
}
