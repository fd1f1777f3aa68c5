import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses, refTo, withExample } from '../../schemas/common.js'
import { categoria, categoriaBody, clienteFornecedor, clienteFornecedorBody, envelope } from '../../schemas/examples.js'
import {
  Categoria, CategoriaBody, CategoriaList, CategoriaParams,
  ClienteFornecedor, ClienteFornecedorBody, ClienteFornecedorList, ClienteFornecedorParams
} from '../../schemas/diretorios.js'
import { callerOf } from '../plugins/auth.js'
import { listCategorias, listClientesFornecedores, saveCategoria, saveClienteFornecedor } from './repository.js'
import { storedDocument } from './documents.js'

/** The directories of docs/CONTRACT.md section 7; their writes go through the one write path like every other. */
export const diretoriosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app

  app.get('/categorias', {
    config: { scope: 'read', conditional: 'directories' },
    schema: { operationId: 'list_categorias', tags: ['diretorios'], summary: 'List categories', response: { 200: withExample(CategoriaList, envelope([categoria], 1)), ...errorResponses(400, 401, 403, 429, 500, 503) } }
  }, async (request) => {
    const data = await listCategorias(database.db, callerOf(request).empresaId)
    return { success: true as const, data, timeStamp: app.clock.timeStamp(), total_registros: data.length }
  })

  app.put('/categorias/:codigo', {
    config: { scope: 'write' },
    schema: {
      operationId: 'put_categoria',
      tags: ['diretorios'],
      summary: 'Create or replace a category',
      description: 'tipo FIXA puts payables of this category in despesas.fixas; every other payable is a variable expense.',
      params: CategoriaParams,
      body: withExample(CategoriaBody, categoriaBody),
      response: { 200: withExample(refTo(Categoria, 'The category as stored.'), categoria), ...errorResponses(400, 401, 403, 413, 415, 429, 500, 503) }
    }
  }, async (request, reply) => await app.sendWrite(request, reply, async (trx, { empresaId }) => ({ status: 200, body: await saveCategoria(trx, database, empresaId, request.params.codigo, request.body) })))

  app.get('/clientes-fornecedores', {
    config: { scope: 'read', conditional: 'directories' },
    schema: { operationId: 'list_clientes_fornecedores', tags: ['diretorios'], summary: 'List customers and suppliers', response: { 200: withExample(ClienteFornecedorList, envelope([clienteFornecedor], 1)), ...errorResponses(400, 401, 403, 429, 500, 503) } }
  }, async (request) => {
    const data = await listClientesFornecedores(database.db, callerOf(request).empresaId)
    return { success: true as const, data, timeStamp: app.clock.timeStamp(), total_registros: data.length }
  })

  app.put('/clientes-fornecedores/:codigo', {
    config: { scope: 'write' },
    schema: {
      operationId: 'put_cliente_fornecedor',
      tags: ['diretorios'],
      summary: 'Create or replace a customer or supplier',
      description: 'codigo is codigo_cliente_fornecedor of the titles (the number of a payable, as text). Without cnpj_cpf a stored one is kept.',
      params: ClienteFornecedorParams,
      body: withExample(ClienteFornecedorBody, clienteFornecedorBody),
      response: { 200: withExample(refTo(ClienteFornecedor, 'The counterparty as stored (cnpj_cpf as digits).'), clienteFornecedor), ...errorResponses(400, 401, 403, 413, 415, 429, 500, 503) }
    }
  }, async (request, reply) => {
    const { cnpj_cpf: sent, ...body } = request.body
    const entry = sent === undefined ? body : { ...body, cnpj_cpf: storedDocument(sent, '/body/cnpj_cpf') }
    return await app.sendWrite(request, reply, async (trx, { empresaId }) => ({ status: 200, body: await saveClienteFornecedor(trx, database, empresaId, request.params.codigo, entry) }))
  })
}
