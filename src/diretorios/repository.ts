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

export async function saveCategoria (db: Db, handle: DatabaseHandle, empresaId: number, codigo: string, body: CategoriaBody): Promise<Categoria> {
  await upsert(handle.engine, db.insertInto('categorias').values({ empresa_id: empresaId, codigo, ...body }), ['empresa_id', 'codigo'], body).execute()
  return { codigo, ...body }
}

export async function listClientesFornecedores (db: Db, empresaId: number): Promise<ClienteFornecedor[]> {
  const rows = await db.selectFrom('clientes_fornecedores').select(['codigo', 'razao_social', 'cnpj_cpf'])
    .where('empresa_id', '=', empresaId).orderBy('codigo').execute()
  return rows.map(({ cnpj_cpf, ...row }) => (cnpj_cpf === null ? row : { ...row, cnpj_cpf }))
}

/** A CPF or CNPJ as stored: its digits, whatever punctuation the client wrote it with. */
function cnpjCpfDigits (value: string): string {
  return value.replace(/[./-]/g, '')
}

/** Creates or replaces a counterparty. Without cnpj_cpf, a stored one is kept. */
export async function saveClienteFornecedor (db: Db, handle: DatabaseHandle, empresaId: number, codigo: string, body: ClienteFornecedorBody): Promise<ClienteFornecedor> {
  const updates = body.cnpj_cpf === undefined ? { razao_social: body.razao_social } : { razao_social: body.razao_social, cnpj_cpf: cnpjCpfDigits(body.cnpj_cpf) }
  await upsert(handle.engine, db.insertInto('clientes_fornecedores').values({ empresa_id: empresaId, codigo, ...updates }), ['empresa_id', 'codigo'], updates).execute()
  const saved = await db.selectFrom('clientes_fornecedores').select(['codigo', 'razao_social', 'cnpj_cpf'])
    .where('empresa_id', '=', empresaId).where('codigo', '=', codigo).executeTakeFirstOrThrow()
  return saved.cnpj_cpf === null ? { codigo: saved.codigo, razao_social: saved.razao_social } : { ...saved, cnpj_cpf: saved.cnpj_cpf }
}
