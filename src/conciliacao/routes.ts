import type { Socket } from 'node:net'
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import {
  BANK_FILE_CONTENT_TYPES, ConfirmBody, ImportAnswer, ImportList, ImportListQuery, ImportParams, ImportQuery, ItemAnswer, ItemParams
} from '../../schemas/conciliacao.js'
import { errorResponses, withExample } from '../../schemas/common.js'
import * as examples from '../../schemas/conciliacao-examples.js'
import { errors } from '../errors.js'
import { sendJsonChunks, type JsonChunks } from '../http/envelope.js'
import { linkWith } from '../http/links.js'
import { keepHeapTight } from '../heap-accounting.js'
import { PackedBody, readPackedBody } from '../http/packed-body.js'
import { callerOf } from '../plugins/auth.js'
import { PAYABLE, RECEIVABLE } from '../titulos/kinds.js'
import { kindStore } from '../titulos/routes.js'
import { BankFileError, type ImportableFile } from './bank-file.js'
import { confirmItem } from './confirm.js'
import { importBankFile, presentImport, type PresentedImport } from './import.js'
import { apiImportSummary, apiItem } from './items.js'
import { readForImport } from './read.js'
import { findImport, listImports } from './repository.js'

/** How long an import may work without a byte moving on its connection. */
const IMPORT_SILENCE_MS = 10 * 60_000

/**
 * The routes of docs/CONTRACT.md section 18. A bank file arrives as the raw body under one of
 * BANK_FILE_CONTENT_TYPES, read by Fastify up to ARQUIVO_MAX_BYTES (413 past it, never more held);
 * the import and a confirmation go through the one write path like every other write.
 */
export const conciliacaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { clock } = app
  const { db } = app.database
  const receivables = kindStore(app, RECEIVABLE)
  const payables = kindStore(app, PAYABLE)
  const limit = app.config.arquivoMaxBytes
  const compile = app.validatorCompiler
  if (compile === undefined) throw new Error('app.ts sets the validator compiler before it registers routes')

  /** An import's answer: its envelope serialized by the route's response schema for the reply's status, its items written into it as they were made. */
  const answerJson = (reply: FastifyReply, { summary, items }: PresentedImport): JsonChunks =>
    items.answer(reply.serialize({ success: true, data: { ...summary, itens: [] }, timeStamp: clock.timeStamp(), total_registros: 1 }) as string)

  /**
   * The file of an import's body, read whole, and the SHA-256 of its bytes (taken as they arrived):
   * what the import keeps of the body. A function of its own, so that no frame of the handler
   * holds on to the bytes.
   */
  const judged = (body: unknown, formato: 'cnab240' | 'ofx' | undefined): { sha256: string, file: ImportableFile } => {
    // No body at all (no Content-Type, nothing parsed) is a file of no format, like an empty one.
    const { bytes, sha256 } = body instanceof PackedBody ? body : PackedBody.empty
    try {
      return { sha256, file: readForImport(bytes, formato) }
    } catch (error) {
      if (!(error instanceof BankFileError)) throw error
      if (error.campo === 'formato') throw errors.bankFileFormatUnknown(error.message)
      throw errors.bankFileInvalid(error.linha, error.campo, error.message)
    }
  }

  await app.register(async (files) => {
    // The import's own parsers: it takes a bank file as bytes, and no other body (415).
    files.removeAllContentTypeParsers()
    files.addContentTypeParser([...BANK_FILE_CONTENT_TYPES], readPackedBody)
    files.addContentTypeParser('*', (request, _payload, done) => {
      done(errors.bankFileMediaType(request.headers['content-type'] ?? '', BANK_FILE_CONTENT_TYPES), undefined)
    })

    files.withTypeProvider<TypeBoxTypeProvider>().post('/conciliacao/arquivos', {
      bodyLimit: limit,
      // The bytes are the reader's to judge: the body's schema is for the document only.
      validatorCompiler: (route) => route.httpPart === 'body' ? () => true : compile(route),
      config: { scope: 'write' },
      schema: {
        operationId: 'import_bank_file',
        tags: ['conciliacao'],
        summary: 'Import a CNAB 240 return file or an OFX statement, settling the titles it pays',
        description: 'The body is the file itself (curl --data-binary @file), as text/plain, application/octet-stream or application/x-ofx (another Content-Type is 415), ' +
          `at most ARQUIVO_MAX_BYTES (${limit} bytes here; 413 past it). Each line is matched to a title by the rules of section 18 and, when the rules find one, settled ` +
          'in the same transaction as the import (baixa_lancada events in line order, ETags and webhooks as for any settlement). The same bytes again answer 200 with the first import ' +
          'and reimportado: true, settling nothing; a CNAB file with the bank and NSA of an earlier one but other bytes is 409 ARQUIVO_NSA_REPETIDO. A file that cannot be read is 400 ' +
          'ARQUIVO_INVALIDO naming the line and the field, a file of neither format 400 FORMATO_DESCONHECIDO; then nothing is stored. The answer (its items can run to tens of MB) ' +
          'is sent with Content-Encoding: gzip when the request\'s Accept-Encoding takes gzip.',
        querystring: ImportQuery,
        body: examples.bankFileBody,
        response: {
          200: withExample(ImportAnswer, examples.reimportAnswer),
          201: withExample(ImportAnswer, examples.importAnswer),
          ...errorResponses(400, 401, 403, 409, 413, 415, 429, 500, 503)
        }
      }
    }, async (request, reply) => {
      // From the reading of the file until its answer is sent (docs/CONTRACT.md section 18).
      const letGo = keepHeapTight()
      reply.raw.once('finish', letGo).once('close', letGo)
      const { sha256, file } = judged(request.body, request.query.formato)
      // A large file keeps the service busy for longer than a connection may stay silent
      // (CONNECTION_TIMEOUT_SECONDS): that silence is the service's work, not a stalled client.
      // (light-my-request's injected requests have a socket without timers.)
      const socket = request.raw.socket as Partial<Socket> | undefined
      if (typeof socket?.setTimeout === 'function') {
        socket.setTimeout(IMPORT_SILENCE_MS)
        reply.raw.once('finish', () => socket.setTimeout?.(app.config.connectionTimeoutSeconds * 1000))
      }
      return await app.sendWrite(request, reply, async (trx, context) => {
        // The file was read whole and the Idempotency-Key's hash taken of its bytes (sendWrite's
        // claim): the request needs them no more, and a CNAB import need not hold its packed bytes
        // (a tenth of the file) for the half minute it works (an OFX statement's are kept by its
        // reader, read.ts; docs/PERFORMANCE.md, "Bank reconciliation").
        ;(request as { body: unknown }).body = undefined
        const { status, settled, ...presented } = await importBankFile({ trx, context, receivables, payables }, { sha256, file, contaCorrente: request.query.id_conta_corrente ?? null })
        return {
          status,
          ...(status === 201 ? { headers: { location: `/conciliacao/arquivos/${presented.summary.id}` } } : {}),
          body: answerJson(reply.code(status), presented),
          counted: [...settled].map(([recurso, titlesSettled]) => ({ recurso, titlesSettled }))
        }
      }, { alone: true, readCommitted: true })
    })
  })

  app.get('/conciliacao/arquivos', {
    config: { scope: 'read' },
    schema: {
      operationId: 'list_bank_files',
      tags: ['conciliacao'],
      summary: "List the company's imported bank files, newest first",
      description: 'Each import with its totals, without its items (GET /conciliacao/arquivos/{id} has them). Without limite every import is returned; with it, keyset pages follow the Link header (or proximo_cursor).',
      querystring: ImportListQuery,
      response: { 200: withExample(ImportList, examples.importList), ...errorResponses(400, 401, 403, 429, 500, 503) }
    }
  }, async (request, reply) => {
    const { limite, cursor } = request.query
    const beforeId = cursor === undefined ? undefined : decodeImportCursor(cursor)
    const rows = await listImports(db, callerOf(request).empresaId, { ...(limite === undefined ? {} : { limit: limite + 1 }), ...(beforeId === undefined ? {} : { beforeId }) })
    const page = limite === undefined ? rows : rows.slice(0, limite)
    const next = limite !== undefined && rows.length > limite ? Buffer.from(JSON.stringify([page[page.length - 1]?.id])).toString('base64url') : null
    if (next !== null) void reply.header('link', linkWith(request.url, 'cursor', next))
    return {
      success: true as const,
      data: page.map(apiImportSummary),
      timeStamp: clock.timeStamp(),
      total_registros: page.length,
      ...(limite === undefined ? {} : { proximo_cursor: next })
    }
  })

  app.get('/conciliacao/arquivos/:id', {
    config: { scope: 'read' },
    schema: {
      operationId: 'get_bank_file',
      tags: ['conciliacao'],
      summary: 'One imported bank file with every item',
      description: "Another company's import is 404 ARQUIVO_NAO_ENCONTRADO. Sent with Content-Encoding: gzip when the request's Accept-Encoding takes gzip, like the import's answer.",
      params: ImportParams,
      response: { 200: withExample(ImportAnswer, examples.importAnswer), ...errorResponses(400, 401, 403, 404, 429, 500, 503) }
    }
  }, async (request, reply) => {
    const row = await findImport(db, callerOf(request).empresaId, request.params.id)
    if (row === undefined) throw errors.importNotFound(request.params.id)
    return sendJsonChunks(reply, answerJson(reply, await presentImport(db, row)))
  })

  app.post('/conciliacao/arquivos/:id/itens/:linha/conciliacao', {
    config: { scope: 'write' },
    schema: {
      operationId: 'confirm_bank_file_item',
      tags: ['conciliacao'],
      summary: 'Settle a sugerido or sem_titulo item on the title named',
      description: 'The title is settled as a match would have settled it (valor pago, juros, desconto, on data_ocorrencia, under the line\'s codigo_baixa_integracao; what exceeds its open balance goes to juros as excedente). ' +
          'Answers 201 with the item after it. An item that is not sugerido or sem_titulo (already settled, ignorado, rejeitado) is 409 ITEM_NAO_CONCILIAVEL; a title the line cannot pay (cancelled, settled, another kind) is 400 or 409 as a settlement would be.',
      params: ItemParams,
      body: withExample(ConfirmBody, examples.confirmBody),
      response: { 201: withExample(ItemAnswer, examples.confirmAnswer), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500, 503) }
    }
  }, async (request, reply) => await app.sendWrite(request, reply, async (trx, context) => {
    const item = await confirmItem({ trx, context, receivables, payables }, request.params, request.body)
    const kind = item.recurso === PAYABLE.resource ? PAYABLE : RECEIVABLE
    return {
      status: 201,
      headers: { location: `${kind.path}/${item.titulo?.id ?? 0}/${kind.settlementsPath}/${item.codigoBaixa ?? 0}` },
      body: { success: true as const, data: apiItem(item), timeStamp: clock.timeStamp(), total_registros: 1 },
      counted: { recurso: kind.resource, titlesSettled: 1 }
    }
  }))
}

/** The list's cursor: the id of the last import of the page, as base64url JSON [id]. */
function decodeImportCursor (cursor: string): number {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw errors.invalidCursor()
  }
  const id: unknown = Array.isArray(value) && value.length === 1 ? value[0] : undefined
  if (!Number.isSafeInteger(id) || (id as number) <= 0) throw errors.invalidCursor()
  return id as number
}
