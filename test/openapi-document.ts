import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { INVALID_MESSAGE } from '../schemas/common.js'

type Json = Record<string, any>

/** JSON pointer escaping of one segment. */
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * Validators for the schemas of the document, taken by JSON pointer from the whole document added
 * to ajv under one $id, so the OpenAPI 3.1 refs (#/components/schemas/X) resolve inside it.
 */
export function documentValidator (doc: Json) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, validateFormats: true })
  // Only the standard formats: strict mode fails on any other (the service's own money format is
  // left out of the document), as it would in a client developer's strict validator.
  addFormats.default(ajv)
  // The document's top-level fields, and OpenAPI's schema keywords that are not JSON Schema ones, are
  // not validation keywords; strict mode stays on for everything else.
  ajv.addVocabulary(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags',
    'externalDocs', 'discriminator', 'xml', 'example',
    // The specification extension the service's schemas carry (OpenAPI 3.1 allows x- fields in a schema).
    INVALID_MESSAGE])
  ajv.addSchema(structuredClone(doc), 'openapi')
  const at = (pointer: string): ValidateFunction => {
    const validate = ajv.getSchema(`openapi#${pointer}`)
    if (validate === undefined) throw new Error(`no schema at ${pointer}`)
    return validate
  }
  return {
    at,
    component: (name: string) => at(`/components/schemas/${escape(name)}`),
    response: (method: string, path: string, status: number | string) =>
      at(`/paths/${escape(path)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`),
    requestBody: (method: string, path: string) =>
      at(`/paths/${escape(path)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`)
  }
}
export type DocumentValidator = ReturnType<typeof documentValidator>
