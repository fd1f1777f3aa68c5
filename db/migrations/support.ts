import { MysqlAdapter, type Kysely } from 'kysely'

/**
 * What migrations need to know about the engine, kept beside them and frozen with them: a
 * migration must run the same in a year, whatever the live code in db/dialect.ts has become.
 */

export type MigrationEngine = 'mysql' | 'sqlite'

export function engineOf (db: Kysely<any>): MigrationEngine {
  return db.getExecutor().adapter instanceof MysqlAdapter ? 'mysql' : 'sqlite'
}

/** Column types per engine. Money is exact on both: DECIMAL(15,2) on MySQL, integer cents on SQLite. */
export function columnTypes (engine: MigrationEngine) {
  const mysql = engine === 'mysql'
  return {
    id: mysql ? 'integer unsigned' : 'integer',
    bigId: mysql ? 'bigint unsigned' : 'integer',
    date: mysql ? 'date' : 'text',
    money: mysql ? 'decimal(15,2)' : 'integer',
    json: mysql ? 'longtext' : 'text',
    bytes: mysql ? 'longblob' : 'blob',
    double: mysql ? 'double' : 'real'
  }
}
