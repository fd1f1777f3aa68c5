import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import { upsert, type DatabaseHandle } from '../../db/dialect.js'
import type { Categoria, CategoriaBody, ClienteFornecedor, ClienteFornecedorBody } from '../../schemas/diretorios.js'

/** The per-company directories of docs/CONTRACT.md section 7: categories and counterparties. */

type Db = Kysely<Database> | Transaction<Database>

export async function listCategorias (db: Db, empresaId: number): Promise<Categoria[]> {
  return await db.selectFrom('categorias').select(['codigo', 'descricao', 'tipo'])
    .where('empresa_id', '=', empresaId).orderBy('codigo').execute() as Categoria[]
}

/**
 * Moves the company's directory counter: the validator of every answer that reads the directories
 * (docs/CONTRACT.md section 16). Called only when a row really changed, so a write that changes nothing
 * changes no answer's ETag.
 */
async function bumpDirectoryVersion (trx: Transaction<Database>, handle: DatabaseHandle, empresaId: number): Promise<void> {
  await upsert(handle.engine, trx.insertInto('diretorios_versoes').values({ empresa_id: empresaId, versao: 1 }), ['empresa_id'],
    { versao: (eb) => eb(eb.ref('diretorios_versoes.versao'), '+', 1) }).execute()
}

/** Creates or replaces a category, in the write's transaction (the directory counter moves with it). */
export async function saveCategoria (trx: Transaction<Database>, handle: DatabaseHandle, empresaId: number, codigo: string, body: CategoriaBody): Promise<Categoria> {
  const stored = await trx.selectFrom('categorias').select(['descricao', 'tipo']).where('empresa_id', '=', empresaId).where('codigo', '=', codigo).executeTakeFirst()
  if (stored === undefined || stored.descricao !== body.descricao || stored.tipo !== body.tipo) {
    await upsert(handle.engine, trx.insertInto('categorias').values({ empresa_id: empresaId, codigo, ...body }), ['empresa_id', 'codigo'], body).execute()
    await bumpDirectoryVersion(trx, handle, empresaId)
  }
  return { codigo, ...body }
}

export async function listClientesFornecedores (db: Db, empresaId: number): Promise<ClienteFornecedor[]> {
  const rows = await db.selectFrom('clientes_fornecedores').select(['codigo', 'razao_social', 'cnpj_cpf'])
    .where('empresa_id', '=', empresaId).orderBy('codigo').execute()
  return rows.map(({ cnpj_cpf, ...row }) => (cnpj_cpf === null ? row : { ...row, cnpj_cpf }))
}

/** Creates or replaces a counterparty, in the write's transaction; cnpj_cpf as stored (src/diretorios/documents.ts). Without it, a stored one is kept. */
export async function saveClienteFornecedor (trx: Transaction<Database>, handle: DatabaseHandle, empresaId: number, codigo: string, body: ClienteFornecedorBody): Promise<ClienteFornecedor> {
  const updates = body.cnpj_cpf === undefined ? { razao_social: body.razao_social } : { razao_social: body.razao_social, cnpj_cpf: body.cnpj_cpf }
  const stored = () => trx.selectFrom('clientes_fornecedores').select(['codigo', 'razao_social', 'cnpj_cpf'])
    .where('empresa_id', '=', empresaId).where('codigo', '=', codigo).executeTakeFirst()
  let saved = await stored()
  if (saved === undefined || saved.razao_social !== updates.razao_social || (updates.cnpj_cpf !== undefined && saved.cnpj_cpf !== updates.cnpj_cpf)) {
    await upsert(handle.engine, trx.insertInto('clientes_fornecedores').values({ empresa_id: empresaId, codigo, ...updates }), ['empresa_id', 'codigo'], updates).execute()
    await bumpDirectoryVersion(trx, handle, empresaId)
    saved = await stored()
  }
  if (saved === undefined) throw new Error('the counterparty just written is not there')
  return saved.cnpj_cpf === null ? { codigo: saved.codigo, razao_social: saved.razao_social } : { ...saved, cnpj_cpf: saved.cnpj_cpf }
}
