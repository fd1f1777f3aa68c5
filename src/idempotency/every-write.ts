import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { Type, type TObject } from '@sinclair/typebox'
import { errorResponses, IdempotencyHeaders } from '../../schemas/common.js'
import { errors } from '../errors.js'

/**
 * Idempotency-Key on every write (docs/CONTRACT.md section 13). The one write path honours a key on
 * whatever route calls it, so every route of a writing method declares the header in its schema
 * (the OpenAPI document names it there); a route whose work cannot be replayed says
 * `config.idempotent: false` and refuses a key with 400 rather than ignoring it.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

function isWrite (route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  return methods.some((method) => WRITE_METHODS.has(String(method)))
}

async function refuseKey (request: FastifyRequest): Promise<void> {
  if (request.headers['idempotency-key'] === undefined) return
  throw errors.validation([{
    path: '/headers/idempotency-key',
    message: `is not taken by ${request.method} ${request.routeOptions.url ?? ''}: the route does its work again on every request, so it has no answer to replay`
  }])
}

export function idempotencyOnEveryWrite (app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: string, headers?: TObject, response?: Record<string, unknown> } | undefined
    if (!isWrite(route) || schema?.operationId === undefined) return
    if (route.config?.idempotent === false) {
      route.preValidation = [...[route.preValidation ?? []].flat(), refuseKey]
      return
    }
    // A repeat while the first runs is 409, the key with another request 422: every such route may answer both.
    const response = { ...errorResponses(409, 422), ...schema.response }
    const headers = schema.headers?.properties?.['idempotency-key'] !== undefined ? schema.headers : Type.Object({ ...schema.headers?.properties, ...IdempotencyHeaders.properties })
    route.schema = { ...schema, headers, response }
  })
}
