import { parseArgs } from 'node:util'
import { openDatabase } from '../../db/dialect.js'
import { migrateToLatest } from '../../db/migrate.js'
import { ConfigError, loadConfig } from '../config.js'
import { createKey, listKeys, parseScopes, revokeKey } from '../auth/keys.js'

const USAGE = `usage:
  keys create --company <name> --scopes read,write --name <keyname>   prints the token alone on stdout
  keys list                                                            one key per line, tab-separated
  keys revoke <name or id> [--company <name>]
Works on the database of DATABASE_URL (default: the embedded SQLite file).`

/**
 * API key management. `create` writes only the token to stdout, so scripts can capture it with
 * TOKEN=$(npm run -s keys -- create ...); everything else goes to stderr.
 */
async function main (argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  const { values, positionals } = parseArgs({
    args: rest,
    options: { company: { type: 'string' }, scopes: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true
  })
  if (command !== 'create' && command !== 'list' && command !== 'revoke') {
    process.stderr.write(`${USAGE}\n`)
    return 64
  }
  const config = loadConfig()
  const { db } = openDatabase(config.database, { poolSize: 1 })
  try {
    await migrateToLatest(db)
    if (command === 'create') {
      if (values.company === undefined || values.name === undefined || values.scopes === undefined) {
        process.stderr.write(`keys create needs --company, --name and --scopes\n${USAGE}\n`)
        return 64
      }
      const token = await createKey(db, { company: values.company, name: values.name, scopes: parseScopes(values.scopes) })
      process.stdout.write(`${token}\n`)
    } else if (command === 'list') {
      for (const key of await listKeys(db)) {
        process.stdout.write([key.id, key.name, key.company, key.scopes, key.createdAt, key.revokedAt === null ? 'active' : `revoked ${key.revokedAt}`].join('\t') + '\n')
      }
    } else {
      const target = positionals[0]
      if (target === undefined) {
        process.stderr.write(`keys revoke needs a key name or id\n${USAGE}\n`)
        return 64
      }
      const key = await revokeKey(db, target, values.company)
      process.stderr.write(`revoked key ${key.id} "${key.name}" of company "${key.company}"\n`)
    }
    return 0
  } finally {
    await db.destroy()
  }
}

main(process.argv.slice(2)).then((code) => { process.exitCode = code }, (error: unknown) => {
  process.stderr.write(`keys: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
})
