import { hash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.js'

/**
 * API keys (docs/CONTRACT.md section 6). A token is 32 random bytes; only its SHA-256 is stored. A fast
 * hash is enough here because the token is random, not a password a person chose.
 */

export const SCOPES = ['read', 'write'] as const
export type Scope = typeof SCOPES[number]

const TOKEN_PREFIX = 'csk_'

export function hashToken (token: string): string {
  return hash('sha256', token, 'hex')
}

export interface Caller { empresaId: number, keyName: string, scopes: readonly Scope[] }

export async function findCaller (db: Kysely<Database>, token: string): Promise<Caller | undefined> {
  const row = await db.selectFrom('api_keys')
    .select(['empresa_id', 'nome', 'scopes'])
    .where('token_hash', '=', hashToken(token))
    .where('revogado_em', 'is', null)
    .executeTakeFirst()
  if (row === undefined) return undefined
  return { empresaId: row.empresa_id, keyName: row.nome, scopes: row.scopes.split(',') as Scope[] }
}

export function parseScopes (text: string): Scope[] {
  const scopes = [...new Set(text.split(',').map((scope) => scope.trim()).filter((scope) => scope !== ''))]
  const unknown = scopes.filter((scope) => !(SCOPES as readonly string[]).includes(scope))
  if (scopes.length === 0 || unknown.length > 0) throw new Error(`scopes must be a comma-separated subset of ${SCOPES.join(',')} (got "${text}")`)
  return SCOPES.filter((scope) => scopes.includes(scope))
}

async function companyId (db: Kysely<Database>, company: string): Promise<number> {
  const existing = await db.selectFrom('empresas').select('id').where('nome', '=', company).executeTakeFirst()
  if (existing !== undefined) return existing.id
  const inserted = await db.insertInto('empresas').values({ nome: company, criado_em: new Date().toISOString() }).executeTakeFirstOrThrow()
  return Number(inserted.insertId)
}

/** Creates the company if it is new and a key for it. Returns the token, which is not stored. */
export async function createKey (db: Kysely<Database>, options: { company: string, name: string, scopes: readonly Scope[] }): Promise<string> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url')
  await db.transaction().execute(async (trx) => {
    const empresaId = await companyId(trx, options.company)
    const taken = await trx.selectFrom('api_keys').select('id').where('empresa_id', '=', empresaId).where('nome', '=', options.name).executeTakeFirst()
    if (taken !== undefined) throw new Error(`company "${options.company}" already has a key named "${options.name}"`)
    await trx.insertInto('api_keys').values({
      empresa_id: empresaId, nome: options.name, token_hash: hashToken(token), scopes: options.scopes.join(','), criado_em: new Date().toISOString()
    }).execute()
  })
  return token
}

export interface KeyListing { id: number, name: string, company: string, scopes: string, createdAt: string, revokedAt: string | null }

export async function listKeys (db: Kysely<Database>): Promise<KeyListing[]> {
  return await db.selectFrom('api_keys').innerJoin('empresas', 'empresas.id', 'api_keys.empresa_id')
    .select(['api_keys.id as id', 'api_keys.nome as name', 'empresas.nome as company', 'scopes', 'api_keys.criado_em as createdAt', 'revogado_em as revokedAt'])
    .orderBy('api_keys.id').execute()
}

/** Revokes by numeric id or by name; a name shared by keys of several companies must be given with its company. */
export async function revokeKey (db: Kysely<Database>, nameOrId: string, company?: string): Promise<KeyListing> {
  const candidates = (await listKeys(db)).filter((key) =>
    (String(key.id) === nameOrId || key.name === nameOrId) && (company === undefined || key.company === company))
  if (candidates.length === 0) throw new Error(`no key "${nameOrId}"${company === undefined ? '' : ` in company "${company}"`}`)
  if (candidates.length > 1) throw new Error(`"${nameOrId}" names keys of several companies (${candidates.map((key) => key.company).join(', ')}): add --company or use the id`)
  const key = candidates[0] as KeyListing
  if (key.revokedAt !== null) return key
  const revokedAt = new Date().toISOString()
  await db.updateTable('api_keys').set({ revogado_em: revokedAt }).where('id', '=', key.id).execute()
  return { ...key, revokedAt }
}

export async function hasAnyKey (db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('api_keys').select('id').limit(1).executeTakeFirst()) !== undefined
}
