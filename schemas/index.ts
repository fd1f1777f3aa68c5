import { ErrorBody, ResultObject } from './common.js'
import { BankImport, ImportItem, ImportSummary } from './conciliacao.js'
import { ContaPagar, ContaPagarNova } from './contas-pagar.js'
import { ContaReceber, ContaReceberNova } from './contas-receber.js'
import { Categoria, ClienteFornecedor } from './diretorios.js'
import { Settlement, SettlementBody } from './baixas.js'
import { Event } from './eventos.js'
import { BatchItemResult } from './lote.js'
import { Webhook } from './webhooks.js'

/**
 * Schemas registered once by $id and referenced everywhere else: they appear once in the OpenAPI
 * components, once in each ajv instance and once in the serializer.
 */
export const sharedSchemas = [ErrorBody, ResultObject, ContaPagarNova, ContaPagar, ContaReceberNova, ContaReceber, Categoria, ClienteFornecedor, SettlementBody, Settlement, Event, BatchItemResult, Webhook, ImportItem, ImportSummary, BankImport]
