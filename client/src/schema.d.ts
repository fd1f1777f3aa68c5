// Generated from the service's OpenAPI document by `npm run -s client:generate`. Do not edit.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers (503 while it does not, or while the service shuts down) */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-pagar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conta a pagar titles
         * @description Ordered by data_vencimento, then codigo_lancamento_svc (or by codigo_lancamento_svc alone with ordem=codigo_lancamento_svc: stable paging while titles change). Without limite the whole matching set is returned, in exactly the four fields of the envelope. With limite, pages follow the Link header or proximo_cursor (null on the last page).
         */
        get: operations["list_contas_pagar"];
        put?: never;
        /**
         * Create a conta a pagar title
         * @description Body { "data": title }. Returns the SQL result object with insertId = the new codigo_lancamento_svc, a Location header and ETag "1". A repeated codigo_lancamento_integracao is 409 with the existing codigo_lancamento_svc in details, which makes retries safe. A settled status_titulo, or valor_pag, records one payment (listed under /pagamentos). With an Idempotency-Key a retry replays the first answer.
         */
        post: operations["create_contas_pagar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-pagar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one conta a pagar title
         * @description The ETag header carries the versao, for If-Match on later writes.
         */
        get: operations["get_contas_pagar"];
        put?: never;
        post?: never;
        /**
         * Delete a conta a pagar title
         * @description Only without active settlements (409: reverse them first). Afterwards the id is 404 and its codigo_lancamento_integracao can be used again. The feed records excluido.
         */
        delete: operations["delete_contas_pagar"];
        /**
         * Update a conta a pagar title
         * @description Partial update: any non-empty subset of descricao, valor, data_vencimento, data_previsao, categoria, observacoes and fornecedor. valor and data_vencimento cannot change on PAGO, LIQUIDADO or CANCELADO titles (409); valor cannot go below what is already settled (400). changedRows is 0 when nothing changed (then neither the version nor the feed moves). data_previsao is not moved by a change of data_vencimento. With If-Match naming another version: 412, nothing changes. OPTIONS as specified; PATCH is the same operation for clients and proxies that cannot send a body with OPTIONS. An OPTIONS request with Access-Control-Request-Method is a CORS preflight and answered 204 without touching the title.
         */
        options: operations["update_contas_pagar"];
        head?: never;
        /**
         * Update a conta a pagar title
         * @description Partial update: any non-empty subset of descricao, valor, data_vencimento, data_previsao, categoria, observacoes and fornecedor. valor and data_vencimento cannot change on PAGO, LIQUIDADO or CANCELADO titles (409); valor cannot go below what is already settled (400). changedRows is 0 when nothing changed (then neither the version nor the feed moves). data_previsao is not moved by a change of data_vencimento. With If-Match naming another version: 412, nothing changes. OPTIONS as specified; PATCH is the same operation for clients and proxies that cannot send a body with OPTIONS. An OPTIONS request with Access-Control-Request-Method is a CORS preflight and answered 204 without touching the title.
         */
        patch: operations["patch_contas_pagar"];
        trace?: never;
    };
    "/contas-pagar/integracao/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one conta a pagar title by its integration code
         * @description The same answer as GET by codigo_lancamento_svc, ETag included.
         */
        get: operations["get_contas_pagar_by_integration_code"];
        /**
         * Create or replace a conta a pagar title by its integration code
         * @description Body { "data": title } as on create; its codigo_lancamento_integracao may be left out, and must equal the URL's when sent (400). No title with the code: created as by POST (201, Location, ETag "1"). Otherwise the title is replaced by the body (200, result object with changedRows 1, new versao, one alterado event); fields the body leaves out are removed, as with PUT. The same content changes nothing (200 with changedRows 0, no version, no event). On a settled or cancelled title a change of valor_documento or data_vencimento is 409 TITULO_ENCERRADO. Settlements are history: status_titulo, valor_pag may be left out (the title keeps its state) or must describe its current state, except on an open title without payments, where they apply as on create; anything else is 409 ESTADO_DIVERGENTE (use /pagamentos and /cancelamento). With If-Match naming another version: 412.
         */
        put: operations["upsert_contas_pagar_by_integration_code"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-pagar/lote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace up to 500 conta a pagar titles by integration code
         * @description Each item is upserted as by PUT /integracao/{codigo} and gets its own outcome, in request order: criado, alterado, inalterado, or erro with the error body a single request would have had. One bad item does not stop the others; the good ones commit together in one transaction (new open titles in a few statements for the whole batch). An item without codigo_lancamento_integracao, or repeating one of an earlier item, fails. More than 500 items is 400 for the whole request; a body over BATCH_BODY_LIMIT (8 MiB by default) is 413. Sending the same batch again answers inalterado for every item and writes nothing. With an Idempotency-Key a retry replays the first answer.
         */
        put: operations["batch_upsert_contas_pagar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-pagar/{id}/pagamentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the payments of a conta a pagar title */
        get: operations["list_pagamentos"];
        put?: never;
        /**
         * Record a payment of a conta a pagar title
         * @description Amortizes valor + desconto - juros - multa of the title: above the open balance is 400. The status follows: part paid -> PAGTO_PARCIAL, all -> PAGO. A CANCELADO title takes no settlement (409). Answers the title after it, with its new ETag, and Location of the settlement.
         */
        post: operations["create_pagamentos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-pagar/{id}/pagamentos/{baixaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one payment of a conta a pagar title */
        get: operations["get_pagamentos"];
        put?: never;
        post?: never;
        /**
         * Reverse a payment of a conta a pagar title
         * @description The settlement stays listed with estornado true and no longer counts; the status and balance are recomputed. Answers the title after it. A second reversal is 409.
         */
        delete: operations["reverse_pagamentos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-pagar/{id}/cancelamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a conta a pagar title
         * @description Status CANCELADO, with the optional motivo as motivo_cancelamento. 409 while any settlement is active or when already cancelled. Answers the title after it.
         */
        post: operations["cancel_contas_pagar"];
        /**
         * Reopen a cancelled conta a pagar title
         * @description Back to EM ABERTO (shown as A VENCER, VENCE HOJE or ATRASADO). 409 when the title is not cancelled. Answers the title after it.
         */
        delete: operations["reopen_contas_pagar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-pagar/series/{codigo_serie}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a recurring series of conta a pagar titles
         * @description Its members in indice order, each as the list shows it (a deleted member is absent). 404 for an unknown series or another company's. ETag and If-None-Match as on the lists: 304 while no write of the company happened since.
         */
        get: operations["get_contas_pagar_series"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a recurring series of conta a pagar titles
         * @description The update of one title (without data_vencimento) applied to every member from a_partir_de on that is open, in one transaction: each changed member gets its own versao and alterado event. Members that are cancelled or have an active settlement are listed in ignorados and never touched. 404 for an unknown series or another company's.
         */
        patch: operations["update_contas_pagar_series"];
        trace?: never;
    };
    "/contas-pagar/series/{codigo_serie}/cancelamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a recurring series of conta a pagar titles
         * @description Cancels every member from a_partir_de on that is open, in one transaction, each with its own versao and cancelado event, motivo as motivo_cancelamento. Members already cancelled or with an active settlement are listed in ignorados and never touched. 404 for an unknown series or another company's.
         */
        post: operations["cancel_contas_pagar_series"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-pagar/despesas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payables split into fixed and variable expenses
         * @description Same filters and order as GET /contas-pagar, with valor_pag from the payments. total_registros counts both arrays. The classes are selected by SQL from /categorias and streamed page by page, so a long period never waits in memory.
         */
        get: operations["list_despesas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-receber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conta a receber titles
         * @description Ordered by data_vencimento, then codigo_lancamento_svc (or by codigo_lancamento_svc alone with ordem=codigo_lancamento_svc: stable paging while titles change). Without limite the whole matching set is returned, in exactly the four fields of the envelope. With limite, pages follow the Link header or proximo_cursor (null on the last page).
         */
        get: operations["list_contas_receber"];
        put?: never;
        /**
         * Create a conta a receber title
         * @description Body { "data": title }. Returns the SQL result object with insertId = the new codigo_lancamento_svc, a Location header and ETag "1". A repeated codigo_lancamento_integracao is 409 with the existing codigo_lancamento_svc in details, which makes retries safe. A settled status_titulo, or recebimento, records one receipt (listed under /recebimentos). With an Idempotency-Key a retry replays the first answer.
         */
        post: operations["create_contas_receber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-receber/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one conta a receber title
         * @description The ETag header carries the versao, for If-Match on later writes.
         */
        get: operations["get_contas_receber"];
        put?: never;
        post?: never;
        /**
         * Delete a conta a receber title
         * @description Only without active settlements (409: reverse them first). Afterwards the id is 404 and its codigo_lancamento_integracao can be used again. The feed records excluido.
         */
        delete: operations["delete_contas_receber"];
        /**
         * Update a conta a receber title
         * @description Partial update: any non-empty subset of descricao, valor, data_vencimento, data_previsao, categoria, observacoes and cliente. valor and data_vencimento cannot change on PAGO, LIQUIDADO or CANCELADO titles (409); valor cannot go below what is already settled (400). changedRows is 0 when nothing changed (then neither the version nor the feed moves). data_previsao is not moved by a change of data_vencimento. With If-Match naming another version: 412, nothing changes. OPTIONS as specified; PATCH is the same operation for clients and proxies that cannot send a body with OPTIONS. An OPTIONS request with Access-Control-Request-Method is a CORS preflight and answered 204 without touching the title.
         */
        options: operations["update_contas_receber"];
        head?: never;
        /**
         * Update a conta a receber title
         * @description Partial update: any non-empty subset of descricao, valor, data_vencimento, data_previsao, categoria, observacoes and cliente. valor and data_vencimento cannot change on PAGO, LIQUIDADO or CANCELADO titles (409); valor cannot go below what is already settled (400). changedRows is 0 when nothing changed (then neither the version nor the feed moves). data_previsao is not moved by a change of data_vencimento. With If-Match naming another version: 412, nothing changes. OPTIONS as specified; PATCH is the same operation for clients and proxies that cannot send a body with OPTIONS. An OPTIONS request with Access-Control-Request-Method is a CORS preflight and answered 204 without touching the title.
         */
        patch: operations["patch_contas_receber"];
        trace?: never;
    };
    "/contas-receber/integracao/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one conta a receber title by its integration code
         * @description The same answer as GET by codigo_lancamento_svc, ETag included.
         */
        get: operations["get_contas_receber_by_integration_code"];
        /**
         * Create or replace a conta a receber title by its integration code
         * @description Body { "data": title } as on create; its codigo_lancamento_integracao may be left out, and must equal the URL's when sent (400). No title with the code: created as by POST (201, Location, ETag "1"). Otherwise the title is replaced by the body (200, result object with changedRows 1, new versao, one alterado event); fields the body leaves out are removed, as with PUT. The same content changes nothing (200 with changedRows 0, no version, no event). On a settled or cancelled title a change of valor_documento or data_vencimento is 409 TITULO_ENCERRADO. Settlements are history: status_titulo, recebimento may be left out (the title keeps its state) or must describe its current state, except on an open title without receipts, where they apply as on create; anything else is 409 ESTADO_DIVERGENTE (use /recebimentos and /cancelamento). With If-Match naming another version: 412.
         */
        put: operations["upsert_contas_receber_by_integration_code"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-receber/lote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace up to 500 conta a receber titles by integration code
         * @description Each item is upserted as by PUT /integracao/{codigo} and gets its own outcome, in request order: criado, alterado, inalterado, or erro with the error body a single request would have had. One bad item does not stop the others; the good ones commit together in one transaction (new open titles in a few statements for the whole batch). An item without codigo_lancamento_integracao, or repeating one of an earlier item, fails. More than 500 items is 400 for the whole request; a body over BATCH_BODY_LIMIT (8 MiB by default) is 413. Sending the same batch again answers inalterado for every item and writes nothing. With an Idempotency-Key a retry replays the first answer.
         */
        put: operations["batch_upsert_contas_receber"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-receber/{id}/recebimentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the receipts of a conta a receber title */
        get: operations["list_recebimentos"];
        put?: never;
        /**
         * Record a receipt of a conta a receber title
         * @description Amortizes valor + desconto - juros - multa of the title: above the open balance is 400. The status follows: part paid -> PAGTO_PARCIAL, all -> LIQUIDADO. A CANCELADO title takes no settlement (409). Answers the title after it, with its new ETag, and Location of the settlement.
         */
        post: operations["create_recebimentos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-receber/{id}/recebimentos/{baixaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one receipt of a conta a receber title */
        get: operations["get_recebimentos"];
        put?: never;
        post?: never;
        /**
         * Reverse a receipt of a conta a receber title
         * @description The settlement stays listed with estornado true and no longer counts; the status and balance are recomputed. Answers the title after it. A second reversal is 409.
         */
        delete: operations["reverse_recebimentos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-receber/{id}/cancelamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a conta a receber title
         * @description Status CANCELADO, with the optional motivo as motivo_cancelamento. 409 while any settlement is active or when already cancelled. Answers the title after it.
         */
        post: operations["cancel_contas_receber"];
        /**
         * Reopen a cancelled conta a receber title
         * @description Back to EM ABERTO (shown as A VENCER, VENCE HOJE or ATRASADO). 409 when the title is not cancelled. Answers the title after it.
         */
        delete: operations["reopen_contas_receber"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-receber/series/{codigo_serie}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a recurring series of conta a receber titles
         * @description Its members in indice order, each as the list shows it (a deleted member is absent). 404 for an unknown series or another company's. ETag and If-None-Match as on the lists: 304 while no write of the company happened since.
         */
        get: operations["get_contas_receber_series"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a recurring series of conta a receber titles
         * @description The update of one title (without data_vencimento) applied to every member from a_partir_de on that is open, in one transaction: each changed member gets its own versao and alterado event. Members that are cancelled or have an active settlement are listed in ignorados and never touched. 404 for an unknown series or another company's.
         */
        patch: operations["update_contas_receber_series"];
        trace?: never;
    };
    "/contas-receber/series/{codigo_serie}/cancelamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a recurring series of conta a receber titles
         * @description Cancels every member from a_partir_de on that is open, in one transaction, each with its own versao and cancelado event, motivo as motivo_cancelamento. Members already cancelled or with an active settlement are listed in ignorados and never touched. 404 for an unknown series or another company's.
         */
        post: operations["cancel_contas_receber_series"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contas-receber/receitas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue report grouped by category
         * @description Amounts are decimal strings and dates YYYY-MM-DDT00:00:00.000Z, as in the specification's example; recebido is 1 or 0. recebido lines: titles with receipts in the period (data_pagamento_recebido = the latest of them, valor_recebido and desconto their sums, valor_documento the title's value); previsao lines: EM ABERTO and PAGTO_PARCIAL titles by data_previsao, valor_documento = the open balance (a partly received title can appear as both). Grouped, summed and counted by the database and streamed in report order.
         */
        get: operations["list_receitas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categorias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List categories */
        get: operations["list_categorias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categorias/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace a category
         * @description tipo FIXA puts payables of this category in despesas.fixas; every other payable is a variable expense.
         */
        put: operations["put_categoria"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clientes-fornecedores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers and suppliers */
        get: operations["list_clientes_fornecedores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clientes-fornecedores/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace a customer or supplier
         * @description codigo is codigo_cliente_fornecedor of the titles (the number of a payable, as text). Without cnpj_cpf a stored one is kept.
         */
        put: operations["put_cliente_fornecedor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eventos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's change feed
         * @description Every create, update, settlement, reversal, cancellation, reopening and deletion of a title, in the order they committed, each once. Start without desde, then pass the cursor of the Link header (or proximo_cursor) as desde: a client that follows it sees every committed event exactly once, and the events of one title in version order, even while writes are running. Events are kept EVENT_RETENTION_DAYS days (90 by default); a cursor from before the oldest kept event is 410, and one after the last position handed out is 400 (a cursor of another database must not skip events).
         */
        get: operations["list_eventos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's webhook endpoints
         * @description Needs the write scope (endpoints carry where your data goes). Another company's endpoint is 404.
         */
        get: operations["list_webhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description The endpoint starts at the end of the feed (posicao) and receives every later event that passes tipos, in feed order, up to 100 events per message, signed per Standard Webhooks 1.0 with segredo, which is shown only in this answer. A company has at most 20 endpoints: one more is 409 LIMITE_WEBHOOKS. Needs the write scope (endpoints carry where your data goes). Another company's endpoint is 404.
         */
        post: operations["create_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description Needs the write scope (endpoints carry where your data goes). Another company's endpoint is 404.
         */
        get: operations["get_webhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint and its delivery log
         * @description Needs the write scope (endpoints carry where your data goes). Another company's endpoint is 404.
         */
        delete: operations["delete_webhook"];
        options?: never;
        head?: never;
        /**
         * Change, pause or resume a webhook endpoint
         * @description Changes url, tipos or descricao; ativo false pauses delivery and ativo true resumes it at the message that was not acknowledged (the same webhook-id and body), with the retry schedule started over. Needs the write scope (endpoints carry where your data goes). Another company's endpoint is 404.
         */
        patch: operations["update_webhook"];
        trace?: never;
    };
    "/webhooks/{id}/segredo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret
         * @description Answers a new secret, shown only here. For 24 hours messages carry two signatures (space-separated in webhook-signature), one per secret, so receivers can switch without losing a message. Needs the write scope (endpoints carry where your data goes). Another company's endpoint is 404.
         */
        post: operations["rotate_webhook_secret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/teste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed test message now
         * @description POSTs one message of type webhook.teste, signed like every other, and answers how the receiver answered (within 10 s). It does not touch the feed's delivery. Each call sends a message: an Idempotency-Key is refused (400). Needs the write scope (endpoints carry where your data goes). Another company's endpoint is 404.
         */
        post: operations["test_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/reenvio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the events after a feed cursor again
         * @description Moves the endpoint back to desde: the message in flight is dropped and the events after desde are sent again, in order, as new messages. A cursor older than the feed's retention is 410 CURSOR_EXPIRADO; one after the feed's end is 400. Needs the write scope (endpoints carry where your data goes). Another company's endpoint is 404.
         */
        post: operations["replay_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/entregas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's delivery attempts, newest first
         * @description Each attempt with its message, its number, the HTTP status or the error, and its duration; kept 30 days. Needs the write scope (endpoints carry where your data goes). Another company's endpoint is 404.
         */
        get: operations["list_webhook_entregas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conciliacao/arquivos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's imported bank files, newest first
         * @description Each import with its totals, without its items (GET /conciliacao/arquivos/{id} has them). Without limite every import is returned; with it, keyset pages follow the Link header (or proximo_cursor).
         */
        get: operations["list_bank_files"];
        put?: never;
        /**
         * Import a CNAB 240 return file or an OFX statement, settling the titles it pays
         * @description The body is the file itself (curl --data-binary @file), as text/plain, application/octet-stream or application/x-ofx (another Content-Type is 415), at most ARQUIVO_MAX_BYTES (10485760 bytes here; 413 past it). Each line is matched to a title by the rules of section 18 and, when the rules find one, settled in the same transaction as the import (baixa_lancada events in line order, ETags and webhooks as for any settlement). The same bytes again answer 200 with the first import and reimportado: true, settling nothing; a CNAB file with the bank and NSA of an earlier one but other bytes is 409 ARQUIVO_NSA_REPETIDO. A file that cannot be read is 400 ARQUIVO_INVALIDO naming the line and the field, a file of neither format 400 FORMATO_DESCONHECIDO; then nothing is stored. The answer (its items can run to tens of MB) is sent with Content-Encoding: gzip when the request's Accept-Encoding takes gzip.
         */
        post: operations["import_bank_file"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conciliacao/arquivos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One imported bank file with every item
         * @description Another company's import is 404 ARQUIVO_NAO_ENCONTRADO. Sent with Content-Encoding: gzip when the request's Accept-Encoding takes gzip, like the import's answer.
         */
        get: operations["get_bank_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conciliacao/arquivos/{id}/itens/{linha}/conciliacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a sugerido or sem_titulo item on the title named
         * @description The title is settled as a match would have settled it (valor pago, juros, desconto, on data_ocorrencia, under the line's codigo_baixa_integracao; what exceeds its open balance goes to juros as excedente). Answers 201 with the item after it. An item that is not sugerido or sem_titulo (already settled, ignorado, rejeitado) is 409 ITEM_NAO_CONCILIAVEL; a title the line cannot pay (cancelled, settled, another kind) is 400 or 409 as a settlement would be.
         */
        post: operations["confirm_bank_file_item"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Body of every non-2xx response. */
        ErrorBody: {
            /** @enum {boolean} */
            success: false;
            statusCode: number;
            /** @description HTTP reason phrase. */
            error: string;
            /**
             * @description Stable machine-readable code:
             *
             *     - VALIDATION_FAILED (400): The request (body, query string, URL parameters or headers) breaks a rule; details lists each problem with its JSON path.
             *     - MALFORMED_JSON (400): The body is not valid JSON.
             *     - JSON_TOO_DEEP (400): The JSON body nests deeper than 32 levels.
             *     - INVALID_UNICODE (400): A string of the body is not well-formed Unicode (a lone surrogate).
             *     - INVALID_CURSOR (400): The cursor was not issued by this service, or for another ordem.
             *     - BAD_URL (400): The URL is not valid (bad percent-encoding); the connection is closed.
             *     - MALFORMED_REQUEST (400): The request is not valid HTTP/1.1; the connection is closed.
             *     - ARQUIVO_INVALIDO (400): A bank file that cannot be read (no file header, a segment U without its T, a settling line whose field does not parse, ...): details names the linha and the campo.
             *     - FORMATO_DESCONHECIDO (400): The body is neither a CNAB 240 file nor an OFX statement (or not the ?formato= it names).
             *     - BAD_REQUEST (400): Another malformed request the HTTP layer refused (400, or the 4xx it chose).
             *     - MISSING_API_KEY (401): No Authorization: Bearer <key> header.
             *     - INVALID_API_KEY (401): The API key is unknown or revoked.
             *     - INSUFFICIENT_SCOPE (403): The key lacks the scope the operation needs (read for GET, write for the rest).
             *     - CORS_ORIGIN_NOT_ALLOWED (403): A browser preflight from an origin not in CORS_ORIGINS.
             *     - TITULO_NAO_ENCONTRADO (404): No title with that id (or integration code) in the caller's company.
             *     - BAIXA_NAO_ENCONTRADA (404): The title has no settlement with that codigo_baixa.
             *     - ROUTE_NOT_FOUND (404): No such path.
             *     - SERIE_NAO_ENCONTRADA (404): No recurring series with that codigo_serie in the caller's company (of this kind).
             *     - WEBHOOK_NAO_ENCONTRADO (404): No webhook endpoint with that id in the caller's company.
             *     - ARQUIVO_NAO_ENCONTRADO (404): No bank file import with that id in the caller's company.
             *     - ITEM_NAO_ENCONTRADO (404): The import has no item at that linha.
             *     - METHOD_NOT_ALLOWED (405): The path does not serve this method; Allow lists the ones it does.
             *     - REQUEST_TIMEOUT (408): The request did not arrive in time; the connection is closed.
             *     - DUPLICATE_INTEGRATION_CODE (409): A create repeated a codigo_lancamento_integracao (of any member of a series: then nothing of the series is stored); details carries the existing codigo_lancamento_svc.
             *     - TITULO_EM_SERIE (409): repeticao on an update of a title that is already a member of a series.
             *     - TITULO_ENCERRADO (409): valor/valor_documento or data_vencimento cannot change on a settled or cancelled title.
             *     - TITULO_CANCELADO (409): A settlement on a cancelled title.
             *     - TITULO_JA_CANCELADO (409): Cancelling a title that is already cancelled.
             *     - TITULO_NAO_CANCELADO (409): Reopening a title that is not cancelled.
             *     - BAIXAS_ATIVAS (409): Cancelling or deleting a title with active settlements: reverse them first.
             *     - BAIXA_JA_ESTORNADA (409): Reversing a settlement a second time.
             *     - BAIXA_DUPLICADA (409): A repeated codigo_baixa_integracao on the same title.
             *     - ESTADO_DIVERGENTE (409): An upsert whose status, valor_pag or recebimento contradicts the title's settlements.
             *     - IDEMPOTENCY_KEY_IN_USE (409): A request with the same Idempotency-Key is still running; retry after Retry-After.
             *     - LIMITE_WEBHOOKS (409): The company already has the most webhook endpoints allowed (20): delete one first.
             *     - ARQUIVO_NSA_REPETIDO (409): A CNAB 240 file whose bank and NSA were imported before with other bytes; details carries that import's id.
             *     - ARQUIVO_CONCORRENTE (409): The same bank file (or NSA) was being imported by another request: send it again to read that import.
             *     - ITEM_NAO_CONCILIAVEL (409): Confirming an import item that is not sugerido or sem_titulo (it was settled already, or is ignorado or rejeitado).
             *     - CURSOR_EXPIRADO (410): The feed cursor is older than the retained events: resynchronize from the lists.
             *     - VERSAO_DIVERGENTE (412): If-Match does not name the current version; ETag carries the current one.
             *     - PAYLOAD_TOO_LARGE (413): The body exceeds BODY_LIMIT (BATCH_BODY_LIMIT for batches, ARQUIVO_MAX_BYTES for bank files); the message names the limit.
             *     - URI_TOO_LONG (414): A path segment is longer than 100 characters.
             *     - UNSUPPORTED_MEDIA_TYPE (415): The body is not application/json (a bank file: not text/plain, application/octet-stream or application/x-ofx).
             *     - IDEMPOTENCY_KEY_REUSED (422): The Idempotency-Key was used with another request (URL or body) in the last 24 hours.
             *     - RATE_LIMITED (429): Too many requests for the key or the client address; Retry-After says when to retry.
             *     - HEADERS_TOO_LARGE (431): The request line and headers are too large; the connection is closed.
             *     - INTERNAL_ERROR (500): A bug: the message quotes the request id to report.
             *     - DATABASE_UNAVAILABLE (503): The database does not answer; retry after Retry-After.
             *     - SHUTTING_DOWN (503): The service is restarting; retry after Retry-After.
             * @enum {string}
             */
            code: "VALIDATION_FAILED" | "MALFORMED_JSON" | "JSON_TOO_DEEP" | "INVALID_UNICODE" | "INVALID_CURSOR" | "BAD_URL" | "MALFORMED_REQUEST" | "ARQUIVO_INVALIDO" | "FORMATO_DESCONHECIDO" | "BAD_REQUEST" | "MISSING_API_KEY" | "INVALID_API_KEY" | "INSUFFICIENT_SCOPE" | "CORS_ORIGIN_NOT_ALLOWED" | "TITULO_NAO_ENCONTRADO" | "BAIXA_NAO_ENCONTRADA" | "ROUTE_NOT_FOUND" | "SERIE_NAO_ENCONTRADA" | "WEBHOOK_NAO_ENCONTRADO" | "ARQUIVO_NAO_ENCONTRADO" | "ITEM_NAO_ENCONTRADO" | "METHOD_NOT_ALLOWED" | "REQUEST_TIMEOUT" | "DUPLICATE_INTEGRATION_CODE" | "TITULO_EM_SERIE" | "TITULO_ENCERRADO" | "TITULO_CANCELADO" | "TITULO_JA_CANCELADO" | "TITULO_NAO_CANCELADO" | "BAIXAS_ATIVAS" | "BAIXA_JA_ESTORNADA" | "BAIXA_DUPLICADA" | "ESTADO_DIVERGENTE" | "IDEMPOTENCY_KEY_IN_USE" | "LIMITE_WEBHOOKS" | "ARQUIVO_NSA_REPETIDO" | "ARQUIVO_CONCORRENTE" | "ITEM_NAO_CONCILIAVEL" | "CURSOR_EXPIRADO" | "VERSAO_DIVERGENTE" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL_ERROR" | "DATABASE_UNAVAILABLE" | "SHUTTING_DOWN";
            /** @description Human-readable sentence. */
            message: string;
            details?: ({
                /** @description JSON pointer of the offending input, prefixed by where it was: /body, /querystring or /params. */
                path: string;
                message: string;
            } & {
                [key: string]: unknown;
            })[];
            /**
             * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
             * @example 2026-11-22T10:15:00Z
             */
            timeStamp: string;
        };
        ResultObject: {
            fieldCount: number;
            affectedRows: number;
            insertId: number;
            info: string;
            serverStatus: number;
            warningStatus: number;
            changedRows: number;
        };
        /** @description ContaPagar as sent on create: codigo_lancamento_svc is assigned by the service and may not be sent. */
        ContaPagarNova: {
            /** @description The client's own key: unique per company and kind. A create that repeats it is 409 with the existing codigo_lancamento_svc. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_lancamento_integracao?: string;
            codigo_cliente_fornecedor_integracao?: string;
            /** @description Required unless categorias is non-empty; then it defaults to the split entry with the largest share. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_categoria?: string;
            categorias?: {
                /** @description No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo_categoria: string;
                percentual: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor?: number;
            }[];
            /**
             * Format: date
             * @description Expected date; defaults to data_vencimento.
             * @example 2026-03-10
             */
            data_previsao?: string;
            id_conta_corrente?: number;
            numero_documento_fiscal?: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
             * @example 2026-03-10
             */
            data_emissao?: string;
            codigo_projeto?: number;
            observacao?: string;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_pis?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_cofins?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_csll?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_ir?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_iss?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_inss?: number;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_pis?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_cofins?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_csll?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_ir?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_iss?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_inss?: "S" | "N";
            distribuicao?: {
                cCodDep: string;
                cDesDep?: string;
                nPerDep: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                nValDep?: number;
            }[];
            numero_pedido?: string;
            codigo_tipo_documento?: string;
            numero_documento?: string;
            /**
             * @description Installment n/m with 1 <= n <= m <= 999.
             * @example 1/3
             */
            numero_parcela?: string;
            /** @description NF-e access key: 44 digits. */
            chave_nfe?: string;
            codigo_barras_ficha_compensacao?: string;
            codigo_vendedor?: number;
            id_origem?: string;
            /** @description dInc/hInc/uInc are set by the service on create, and dAlt/hAlt/uAlt on create and on every change that alters the title (date and time in BUSINESS_TZ, user = the API key name); values sent for them are replaced. */
            info?: {
                /**
                 * @description Yes/no flag: 'S' (sim) or 'N' (não).
                 * @enum {string}
                 */
                cImpAPI?: "S" | "N";
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
                 * @example 2026-03-10
                 */
                dInc?: string;
                /** @description Time of day, HH:MM:SS. */
                hInc?: string;
                uInc?: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
                 * @example 2026-03-10
                 */
                dAlt?: string;
                /** @description Time of day, HH:MM:SS. */
                hAlt?: string;
                uAlt?: string;
            };
            /** @description Free text code of the ERP operation; stored and returned as sent. */
            operacao?: string;
            /**
             * @description Follows the settlements: none -> EM ABERTO, some -> PAGTO_PARCIAL, the whole value -> PAGO (payables) or LIQUIDADO (receivables); CANCELADO through /cancelamento. Responses show EM ABERTO titles as A VENCER, VENCE HOJE or ATRASADO by due date in BUSINESS_TZ. On create: the default is EM ABERTO and a derived value is stored as EM ABERTO; PAGO or LIQUIDADO (either, on either kind) records one settlement of the open value (see valor_pag / recebimento); PAGTO_PARCIAL needs a partial valor_pag / recebimento.valor; CANCELADO may not carry a settlement.
             * @enum {string}
             */
            status_titulo?: "CANCELADO" | "PAGO" | "LIQUIDADO" | "EM ABERTO" | "PAGTO_PARCIAL" | "VENCE HOJE" | "A VENCER" | "ATRASADO";
            nsu?: string;
            /** @description Free text code of the ERP action; stored and returned as sent. */
            acao?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            bloqueado?: "S" | "N";
            codigo_cmc7_cheque?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            importado_api?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            bloquear_exclusao?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            aprendizado_rateio?: "S" | "N";
            /** @description Description of the title (set on create or by the update field descricao). */
            descricao?: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
             * @example 2026-03-10
             */
            data_entrada?: string;
            id_conta_corrente_integracao?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            baixa_bloqueada?: "S" | "N";
            /** @description Bank integration (CNAB) data. Every field optional. */
            cnab_integracao_bancaria?: {
                codigo_forma_pagamento?: string;
                banco_transferencia?: string;
                agencia_transferencia?: string;
                conta_corrente_transferencia?: string;
                finalidade_transferencia?: string;
                cpf_cnpj_transferencia?: string;
                nome_transferencia?: string;
                codigo_barras_boleto?: string;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                juros_boleto?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                multa_boleto?: number;
                pix_qrcode?: string;
            };
            /** @description Service taken (NFS-e) data. Every field optional. */
            servico_tomado?: {
                numero_nf?: string;
                serie_nf?: string;
                codigo_servico?: string;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor_nf?: number;
                cst_pis?: string;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                base_pis?: number;
                aliquota_pis?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor_pis?: number;
                cst_cofins?: string;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                base_cofins?: number;
                aliquota_cofins?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor_cofins?: number;
            };
            /** @description Amount paid: on responses the sum of the active payments (present while there is one); on create, records one payment of this amount on data_vencimento (with PAGO and without valor_pag, the whole value). */
            valor_pag?: number;
            /**
             * @description Recurrence: the title is member 1 of a series of repetir_por titles, created in the same call (docs/CONTRACT.md section 17). Exactly one of mensal, semanal, especifico. Members 2 to N repeat the title (its value included) with their own due date, numero_parcela k/N, codigo_lancamento_integracao <code>-<k> and id_origem RPTP/RPTR, and no settlement; repeticao stays on member 1 alone.
             * @example {
             *       "postergar": "S",
             *       "mensal": {
             *         "repetir_todo_dia": 10,
             *         "repetir_por": 12
             *       }
             *     }
             * @example {
             *       "semanal": {
             *         "repetir_dia_semana": "sexta",
             *         "repetir_por": 8
             *       }
             *     }
             * @example {
             *       "antecipar": "S",
             *       "especifico": {
             *         "repetir_a_cada": 10,
             *         "repetir_por": 6
             *       }
             *     }
             */
            repeticao?: {
                /**
                 * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the previous business day. Default 'N'.
                 * @enum {string}
                 */
                antecipar?: "S" | "N";
                /**
                 * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the next business day. Default 'N'.
                 * @enum {string}
                 */
                postergar?: "S" | "N";
                /** @description Member k is due in the (k-1)-th month after the first due date. */
                mensal?: {
                    /** @description Day of the month of members 2 to N; a shorter month's last day when it has fewer days (31 -> 28/29 February, 30 April). */
                    repetir_todo_dia: number;
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
                semanal?: {
                    /**
                     * @description Member k is due on the (k-1)-th such weekday strictly after the first due date.
                     * @enum {string}
                     */
                    repetir_dia_semana: "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
                especifico?: {
                    /** @description Member k is due (k-1) x repetir_a_cada days after the first due date. */
                    repetir_a_cada: number;
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
            } & (unknown | unknown | unknown);
            /** @description Supplier code: a number on payables (a string on receivables). */
            codigo_cliente_fornecedor: number;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
             * @example 2026-03-10
             */
            data_vencimento: string;
            /** @description Amount in BRL greater than zero: a JSON number with at most 2 decimal places, up to 999999999999.99. */
            valor_documento: number;
        };
        ContaPagar: {
            /** @description Assigned by the service; the :id of the URLs. */
            codigo_lancamento_svc: number;
            /** @description The client's own key: unique per company and kind. A create that repeats it is 409 with the existing codigo_lancamento_svc. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_lancamento_integracao?: string;
            codigo_cliente_fornecedor_integracao?: string;
            categorias?: {
                /** @description No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo_categoria: string;
                percentual: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor?: number;
            }[];
            id_conta_corrente?: number;
            numero_documento_fiscal?: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
             * @example 2026-03-10
             */
            data_emissao?: string;
            codigo_projeto?: number;
            observacao?: string;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_pis?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_cofins?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_csll?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_ir?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_iss?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_inss?: number;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_pis?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_cofins?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_csll?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_ir?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_iss?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_inss?: "S" | "N";
            distribuicao?: {
                cCodDep: string;
                cDesDep?: string;
                nPerDep: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                nValDep?: number;
            }[];
            numero_pedido?: string;
            codigo_tipo_documento?: string;
            numero_documento?: string;
            /**
             * @description Installment n/m with 1 <= n <= m <= 999.
             * @example 1/3
             */
            numero_parcela?: string;
            /** @description NF-e access key: 44 digits. */
            chave_nfe?: string;
            codigo_barras_ficha_compensacao?: string;
            codigo_vendedor?: number;
            id_origem?: string;
            /** @description dInc/hInc/uInc are set by the service on create, and dAlt/hAlt/uAlt on create and on every change that alters the title (date and time in BUSINESS_TZ, user = the API key name); values sent for them are replaced. */
            info?: {
                /**
                 * @description Yes/no flag: 'S' (sim) or 'N' (não).
                 * @enum {string}
                 */
                cImpAPI?: "S" | "N";
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
                 * @example 2026-03-10
                 */
                dInc?: string;
                /** @description Time of day, HH:MM:SS. */
                hInc?: string;
                uInc?: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
                 * @example 2026-03-10
                 */
                dAlt?: string;
                /** @description Time of day, HH:MM:SS. */
                hAlt?: string;
                uAlt?: string;
            };
            /** @description Free text code of the ERP operation; stored and returned as sent. */
            operacao?: string;
            nsu?: string;
            /** @description Free text code of the ERP action; stored and returned as sent. */
            acao?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            bloqueado?: "S" | "N";
            codigo_cmc7_cheque?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            importado_api?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            bloquear_exclusao?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            aprendizado_rateio?: "S" | "N";
            /** @description Description of the title (set on create or by the update field descricao). */
            descricao?: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
             * @example 2026-03-10
             */
            data_entrada?: string;
            id_conta_corrente_integracao?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            baixa_bloqueada?: "S" | "N";
            /** @description Bank integration (CNAB) data. Every field optional. */
            cnab_integracao_bancaria?: {
                codigo_forma_pagamento?: string;
                banco_transferencia?: string;
                agencia_transferencia?: string;
                conta_corrente_transferencia?: string;
                finalidade_transferencia?: string;
                cpf_cnpj_transferencia?: string;
                nome_transferencia?: string;
                codigo_barras_boleto?: string;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                juros_boleto?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                multa_boleto?: number;
                pix_qrcode?: string;
            };
            /** @description Service taken (NFS-e) data. Every field optional. */
            servico_tomado?: {
                numero_nf?: string;
                serie_nf?: string;
                codigo_servico?: string;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor_nf?: number;
                cst_pis?: string;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                base_pis?: number;
                aliquota_pis?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor_pis?: number;
                cst_cofins?: string;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                base_cofins?: number;
                aliquota_cofins?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor_cofins?: number;
            };
            /** @description Amount paid: on responses the sum of the active payments (present while there is one); on create, records one payment of this amount on data_vencimento (with PAGO and without valor_pag, the whole value). */
            valor_pag?: number;
            /** @description The repeticao the title was created or updated with (member 1 of a series keeps it). */
            repeticao?: {
                /**
                 * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the previous business day. Default 'N'.
                 * @enum {string}
                 */
                antecipar?: "S" | "N";
                /**
                 * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the next business day. Default 'N'.
                 * @enum {string}
                 */
                postergar?: "S" | "N";
                /** @description Member k is due in the (k-1)-th month after the first due date. */
                mensal?: {
                    /** @description Day of the month of members 2 to N; a shorter month's last day when it has fewer days (31 -> 28/29 February, 30 April). */
                    repetir_todo_dia: number;
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
                semanal?: {
                    /**
                     * @description Member k is due on the (k-1)-th such weekday strictly after the first due date.
                     * @enum {string}
                     */
                    repetir_dia_semana: "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
                especifico?: {
                    /** @description Member k is due (k-1) x repetir_a_cada days after the first due date. */
                    repetir_a_cada: number;
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
            };
            /** @description Supplier code: a number on payables (a string on receivables). */
            codigo_cliente_fornecedor: number;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
             * @example 2026-03-10
             */
            data_vencimento: string;
            /** @description Amount in BRL greater than zero: a JSON number with at most 2 decimal places, up to 999999999999.99. */
            valor_documento: number;
            /** @description Required unless categorias is non-empty; then it defaults to the split entry with the largest share. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_categoria: string;
            /**
             * Format: date
             * @description Expected date; defaults to data_vencimento.
             * @example 2026-03-10
             */
            data_previsao: string;
            /**
             * @description Follows the settlements: none -> EM ABERTO, some -> PAGTO_PARCIAL, the whole value -> PAGO (payables) or LIQUIDADO (receivables); CANCELADO through /cancelamento. Responses show EM ABERTO titles as A VENCER, VENCE HOJE or ATRASADO by due date in BUSINESS_TZ. On create: the default is EM ABERTO and a derived value is stored as EM ABERTO; PAGO or LIQUIDADO (either, on either kind) records one settlement of the open value (see valor_pag / recebimento); PAGTO_PARCIAL needs a partial valor_pag / recebimento.valor; CANCELADO may not carry a settlement.
             * @enum {string}
             */
            status_titulo: "CANCELADO" | "PAGO" | "LIQUIDADO" | "EM ABERTO" | "PAGTO_PARCIAL" | "VENCE HOJE" | "A VENCER" | "ATRASADO";
            /** @description Version of the title: 1 on create, +1 on every change (settlements and cancellation included). Also the ETag of the title. */
            versao: number;
            /**
             * @description UTC time of the last change.
             * @example 2026-11-22T10:15:00.000Z
             */
            atualizado_em: string;
            /** @description The motivo of the cancellation, while the title is CANCELADO. */
            motivo_cancelamento?: string;
            /** @description The recurring series the title belongs to (docs/CONTRACT.md section 17); absent on a title in no series. */
            serie?: {
                /** @description The series' code: member 1's codigo_lancamento_svc (GET /<kind>/series/{codigo_serie}). */
                codigo_serie: number;
                /** @description The member: 1 is the title posted with repeticao. */
                indice: number;
                /** @description Members the series was created with (a deleted member still counts). */
                total: number;
            };
        };
        /** @description ContaReceber as sent on create: codigo_lancamento_svc is assigned by the service and may not be sent. */
        ContaReceberNova: {
            /** @description The client's own key: unique per company and kind. A create that repeats it is 409 with the existing codigo_lancamento_svc. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_lancamento_integracao?: string;
            codigo_cliente_fornecedor_integracao?: string;
            /** @description Required unless categorias is non-empty; then it defaults to the split entry with the largest share. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_categoria?: string;
            categorias?: {
                /** @description No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo_categoria: string;
                percentual: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor?: number;
            }[];
            /**
             * Format: date
             * @description Expected date; defaults to data_vencimento.
             * @example 2026-03-10
             */
            data_previsao?: string;
            id_conta_corrente?: number;
            numero_documento_fiscal?: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
             * @example 2026-03-10
             */
            data_emissao?: string;
            codigo_projeto?: number;
            observacao?: string;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_pis?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_cofins?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_csll?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_ir?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_iss?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_inss?: number;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_pis?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_cofins?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_csll?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_ir?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_iss?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_inss?: "S" | "N";
            distribuicao?: {
                cCodDep: string;
                cDesDep?: string;
                nPerDep: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                nValDep?: number;
            }[];
            numero_pedido?: string;
            codigo_tipo_documento?: string;
            numero_documento?: string;
            /**
             * @description Installment n/m with 1 <= n <= m <= 999.
             * @example 1/3
             */
            numero_parcela?: string;
            /** @description NF-e access key: 44 digits. */
            chave_nfe?: string;
            codigo_barras_ficha_compensacao?: string;
            codigo_vendedor?: number;
            id_origem?: string;
            /** @description dInc/hInc/uInc are set by the service on create, and dAlt/hAlt/uAlt on create and on every change that alters the title (date and time in BUSINESS_TZ, user = the API key name); values sent for them are replaced. */
            info?: {
                /**
                 * @description Yes/no flag: 'S' (sim) or 'N' (não).
                 * @enum {string}
                 */
                cImpAPI?: "S" | "N";
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
                 * @example 2026-03-10
                 */
                dInc?: string;
                /** @description Time of day, HH:MM:SS. */
                hInc?: string;
                uInc?: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
                 * @example 2026-03-10
                 */
                dAlt?: string;
                /** @description Time of day, HH:MM:SS. */
                hAlt?: string;
                uAlt?: string;
            };
            /** @description Free text code of the ERP operation; stored and returned as sent. */
            operacao?: string;
            /**
             * @description Follows the settlements: none -> EM ABERTO, some -> PAGTO_PARCIAL, the whole value -> PAGO (payables) or LIQUIDADO (receivables); CANCELADO through /cancelamento. Responses show EM ABERTO titles as A VENCER, VENCE HOJE or ATRASADO by due date in BUSINESS_TZ. On create: the default is EM ABERTO and a derived value is stored as EM ABERTO; PAGO or LIQUIDADO (either, on either kind) records one settlement of the open value (see valor_pag / recebimento); PAGTO_PARCIAL needs a partial valor_pag / recebimento.valor; CANCELADO may not carry a settlement.
             * @enum {string}
             */
            status_titulo?: "CANCELADO" | "PAGO" | "LIQUIDADO" | "EM ABERTO" | "PAGTO_PARCIAL" | "VENCE HOJE" | "A VENCER" | "ATRASADO";
            nsu?: string;
            /** @description Free text code of the ERP action; stored and returned as sent. */
            acao?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            bloqueado?: "S" | "N";
            codigo_cmc7_cheque?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            importado_api?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            bloquear_exclusao?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            aprendizado_rateio?: "S" | "N";
            /** @description Description of the title (set on create or by the update field descricao). */
            descricao?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            bloquear_baixa?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            baixar_documento?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            conciliar_documento?: "S" | "N";
            /** @description Free-form detail entries, stored and returned as sent. */
            lancamento_detalhe?: unknown[];
            data_registro?: string;
            /** @description Free text grouping code; stored and returned as sent. */
            tipo_agrupamento?: string;
            /** @description Bank slip data. Every field optional. */
            boleto?: {
                /**
                 * @description Yes/no flag: 'S' (sim) or 'N' (não).
                 * @enum {string}
                 */
                cGerado?: "S" | "N";
                cNumBancario?: string;
                cNumBoleto?: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
                 * @example 2026-03-10
                 */
                dDtEmBol?: string;
                nPerJuros?: number;
                nPerMulta?: number;
            };
            nCodPedido?: number;
            nCodOS?: number;
            cPedidoCliente?: string;
            cNumeroContrato?: string;
            /** @description On responses, the summary of the active receipts (present while there is one): valor, desconto, juros and multa summed, data and the other fields of the latest. On create, records one receipt: valor defaults to the open value, data to data_vencimento. Every field optional. */
            recebimento?: {
                /** @description The receipt recorded on create: its codigo_baixa_integracao (as POST .../recebimentos takes it). No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo_recebimento_integracao?: string;
                codigo_conta_corrente?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                desconto?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                juros?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                multa?: number;
                /**
                 * Format: date
                 * @description Receipt date, YYYY-MM-DD: the date the revenue report files a settled title under.
                 * @example 2026-03-10
                 */
                data?: string;
                observacao?: string;
            };
            /**
             * @description Recurrence: the title is member 1 of a series of repetir_por titles, created in the same call (docs/CONTRACT.md section 17). Exactly one of mensal, semanal, especifico. Members 2 to N repeat the title (its value included) with their own due date, numero_parcela k/N, codigo_lancamento_integracao <code>-<k> and id_origem RPTP/RPTR, and no settlement; repeticao stays on member 1 alone.
             * @example {
             *       "postergar": "S",
             *       "mensal": {
             *         "repetir_todo_dia": 10,
             *         "repetir_por": 12
             *       }
             *     }
             * @example {
             *       "semanal": {
             *         "repetir_dia_semana": "sexta",
             *         "repetir_por": 8
             *       }
             *     }
             * @example {
             *       "antecipar": "S",
             *       "especifico": {
             *         "repetir_a_cada": 10,
             *         "repetir_por": 6
             *       }
             *     }
             */
            repeticao?: {
                /**
                 * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the previous business day. Default 'N'.
                 * @enum {string}
                 */
                antecipar?: "S" | "N";
                /**
                 * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the next business day. Default 'N'.
                 * @enum {string}
                 */
                postergar?: "S" | "N";
                /** @description Member k is due in the (k-1)-th month after the first due date. */
                mensal?: {
                    /** @description Day of the month of members 2 to N; a shorter month's last day when it has fewer days (31 -> 28/29 February, 30 April). */
                    repetir_todo_dia: number;
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
                semanal?: {
                    /**
                     * @description Member k is due on the (k-1)-th such weekday strictly after the first due date.
                     * @enum {string}
                     */
                    repetir_dia_semana: "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
                especifico?: {
                    /** @description Member k is due (k-1) x repetir_a_cada days after the first due date. */
                    repetir_a_cada: number;
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
            } & (unknown | unknown | unknown);
            /** @description Customer code: a string on receivables (a number on payables). No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_cliente_fornecedor: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
             * @example 2026-03-10
             */
            data_vencimento: string;
            /** @description Amount in BRL greater than zero: a JSON number with at most 2 decimal places, up to 999999999999.99. */
            valor_documento: number;
        };
        ContaReceber: {
            /** @description Assigned by the service; the :id of the URLs. */
            codigo_lancamento_svc: number;
            /** @description The client's own key: unique per company and kind. A create that repeats it is 409 with the existing codigo_lancamento_svc. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_lancamento_integracao?: string;
            codigo_cliente_fornecedor_integracao?: string;
            categorias?: {
                /** @description No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo_categoria: string;
                percentual: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor?: number;
            }[];
            id_conta_corrente?: number;
            numero_documento_fiscal?: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
             * @example 2026-03-10
             */
            data_emissao?: string;
            codigo_projeto?: number;
            observacao?: string;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_pis?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_cofins?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_csll?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_ir?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_iss?: number;
            /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
            valor_inss?: number;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_pis?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_cofins?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_csll?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_ir?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_iss?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            retem_inss?: "S" | "N";
            distribuicao?: {
                cCodDep: string;
                cDesDep?: string;
                nPerDep: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                nValDep?: number;
            }[];
            numero_pedido?: string;
            codigo_tipo_documento?: string;
            numero_documento?: string;
            /**
             * @description Installment n/m with 1 <= n <= m <= 999.
             * @example 1/3
             */
            numero_parcela?: string;
            /** @description NF-e access key: 44 digits. */
            chave_nfe?: string;
            codigo_barras_ficha_compensacao?: string;
            codigo_vendedor?: number;
            id_origem?: string;
            /** @description dInc/hInc/uInc are set by the service on create, and dAlt/hAlt/uAlt on create and on every change that alters the title (date and time in BUSINESS_TZ, user = the API key name); values sent for them are replaced. */
            info?: {
                /**
                 * @description Yes/no flag: 'S' (sim) or 'N' (não).
                 * @enum {string}
                 */
                cImpAPI?: "S" | "N";
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
                 * @example 2026-03-10
                 */
                dInc?: string;
                /** @description Time of day, HH:MM:SS. */
                hInc?: string;
                uInc?: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
                 * @example 2026-03-10
                 */
                dAlt?: string;
                /** @description Time of day, HH:MM:SS. */
                hAlt?: string;
                uAlt?: string;
            };
            /** @description Free text code of the ERP operation; stored and returned as sent. */
            operacao?: string;
            nsu?: string;
            /** @description Free text code of the ERP action; stored and returned as sent. */
            acao?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            bloqueado?: "S" | "N";
            codigo_cmc7_cheque?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            importado_api?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            bloquear_exclusao?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            aprendizado_rateio?: "S" | "N";
            /** @description Description of the title (set on create or by the update field descricao). */
            descricao?: string;
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            bloquear_baixa?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            baixar_documento?: "S" | "N";
            /**
             * @description Yes/no flag: 'S' (sim) or 'N' (não).
             * @enum {string}
             */
            conciliar_documento?: "S" | "N";
            /** @description Free-form detail entries, stored and returned as sent. */
            lancamento_detalhe?: unknown[];
            data_registro?: string;
            /** @description Free text grouping code; stored and returned as sent. */
            tipo_agrupamento?: string;
            /** @description Bank slip data. Every field optional. */
            boleto?: {
                /**
                 * @description Yes/no flag: 'S' (sim) or 'N' (não).
                 * @enum {string}
                 */
                cGerado?: "S" | "N";
                cNumBancario?: string;
                cNumBoleto?: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
                 * @example 2026-03-10
                 */
                dDtEmBol?: string;
                nPerJuros?: number;
                nPerMulta?: number;
            };
            nCodPedido?: number;
            nCodOS?: number;
            cPedidoCliente?: string;
            cNumeroContrato?: string;
            /** @description On responses, the summary of the active receipts (present while there is one): valor, desconto, juros and multa summed, data and the other fields of the latest. On create, records one receipt: valor defaults to the open value, data to data_vencimento. Every field optional. */
            recebimento?: {
                /** @description The receipt recorded on create: its codigo_baixa_integracao (as POST .../recebimentos takes it). No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo_recebimento_integracao?: string;
                codigo_conta_corrente?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                valor?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                desconto?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                juros?: number;
                /** @description Amount in BRL: a JSON number with at most 2 decimal places, 0 to 999999999999.99. */
                multa?: number;
                /**
                 * Format: date
                 * @description Receipt date, YYYY-MM-DD: the date the revenue report files a settled title under.
                 * @example 2026-03-10
                 */
                data?: string;
                observacao?: string;
            };
            /** @description The repeticao the title was created or updated with (member 1 of a series keeps it). */
            repeticao?: {
                /**
                 * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the previous business day. Default 'N'.
                 * @enum {string}
                 */
                antecipar?: "S" | "N";
                /**
                 * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the next business day. Default 'N'.
                 * @enum {string}
                 */
                postergar?: "S" | "N";
                /** @description Member k is due in the (k-1)-th month after the first due date. */
                mensal?: {
                    /** @description Day of the month of members 2 to N; a shorter month's last day when it has fewer days (31 -> 28/29 February, 30 April). */
                    repetir_todo_dia: number;
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
                semanal?: {
                    /**
                     * @description Member k is due on the (k-1)-th such weekday strictly after the first due date.
                     * @enum {string}
                     */
                    repetir_dia_semana: "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
                especifico?: {
                    /** @description Member k is due (k-1) x repetir_a_cada days after the first due date. */
                    repetir_a_cada: number;
                    /** @description Members of the series, the posted title included (2 to 120). */
                    repetir_por: number;
                };
            };
            /** @description Customer code: a string on receivables (a number on payables). No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_cliente_fornecedor: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD, years 1900 to 2199.
             * @example 2026-03-10
             */
            data_vencimento: string;
            /** @description Amount in BRL greater than zero: a JSON number with at most 2 decimal places, up to 999999999999.99. */
            valor_documento: number;
            /** @description Required unless categorias is non-empty; then it defaults to the split entry with the largest share. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_categoria: string;
            /**
             * Format: date
             * @description Expected date; defaults to data_vencimento.
             * @example 2026-03-10
             */
            data_previsao: string;
            /**
             * @description Follows the settlements: none -> EM ABERTO, some -> PAGTO_PARCIAL, the whole value -> PAGO (payables) or LIQUIDADO (receivables); CANCELADO through /cancelamento. Responses show EM ABERTO titles as A VENCER, VENCE HOJE or ATRASADO by due date in BUSINESS_TZ. On create: the default is EM ABERTO and a derived value is stored as EM ABERTO; PAGO or LIQUIDADO (either, on either kind) records one settlement of the open value (see valor_pag / recebimento); PAGTO_PARCIAL needs a partial valor_pag / recebimento.valor; CANCELADO may not carry a settlement.
             * @enum {string}
             */
            status_titulo: "CANCELADO" | "PAGO" | "LIQUIDADO" | "EM ABERTO" | "PAGTO_PARCIAL" | "VENCE HOJE" | "A VENCER" | "ATRASADO";
            /** @description Version of the title: 1 on create, +1 on every change (settlements and cancellation included). Also the ETag of the title. */
            versao: number;
            /**
             * @description UTC time of the last change.
             * @example 2026-11-22T10:15:00.000Z
             */
            atualizado_em: string;
            /** @description The motivo of the cancellation, while the title is CANCELADO. */
            motivo_cancelamento?: string;
            /** @description The recurring series the title belongs to (docs/CONTRACT.md section 17); absent on a title in no series. */
            serie?: {
                /** @description The series' code: member 1's codigo_lancamento_svc (GET /<kind>/series/{codigo_serie}). */
                codigo_serie: number;
                /** @description The member: 1 is the title posted with repeticao. */
                indice: number;
                /** @description Members the series was created with (a deleted member still counts). */
                total: number;
            };
        };
        Categoria: {
            codigo: string;
            descricao: string;
            /**
             * @description FIXA or VARIAVEL for expenses, RECEITA for revenue. Payables whose category is not FIXA (or unknown) are variable expenses.
             * @enum {string}
             */
            tipo: "FIXA" | "VARIAVEL" | "RECEITA";
        };
        ClienteFornecedor: {
            codigo: string;
            razao_social: string;
            /** @description CPF (11 digits) or CNPJ (14 characters, the first 12 digits or upper-case letters), bare. */
            cnpj_cpf?: string;
        };
        /** @description valor + desconto - juros - multa must be above 0 and at most the open balance of the title (400 otherwise). */
        BaixaNova: {
            /** @description Amount paid or received. */
            valor: number;
            /**
             * Format: date
             * @description Date of the payment or receipt.
             * @example 2026-03-10
             */
            data: string;
            /** @description Discount granted: amortizes the title like valor. */
            desconto?: number;
            /** @description Interest paid: part of valor that does not amortize the title. */
            juros?: number;
            /** @description Fine paid: part of valor that does not amortize the title. */
            multa?: number;
            codigo_conta_corrente?: number;
            /** @description The client's own key of the settlement: unique per title (409). No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_baixa_integracao?: string;
            observacao?: string;
        };
        Baixa: {
            /** @description Assigned by the service: the :baixaId of the reversal URL. */
            codigo_baixa: number;
            /** @description Amount paid or received. */
            valor: number;
            /**
             * Format: date
             * @description Date of the payment or receipt.
             * @example 2026-03-10
             */
            data: string;
            /** @description Discount granted: amortizes the title like valor. */
            desconto?: number;
            /** @description Interest paid: part of valor that does not amortize the title. */
            juros?: number;
            /** @description Fine paid: part of valor that does not amortize the title. */
            multa?: number;
            codigo_conta_corrente?: number;
            /** @description The client's own key of the settlement: unique per title (409). No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
            codigo_baixa_integracao?: string;
            observacao?: string;
            /**
             * @description When it was recorded.
             * @example 2026-11-22T10:15:00.000Z
             */
            lancado_em: string;
            /** @description Name of the API key that recorded it. */
            lancado_por: string;
            /** @description true once reversed: it stays listed but no longer counts. */
            estornado: boolean;
            /**
             * @description When it was reversed.
             * @example 2026-11-22T10:15:00.000Z
             */
            estornado_em?: string;
            /** @description Name of the API key that reversed it. */
            estornado_por?: string;
        };
        Evento: {
            /** @description Position in the company's feed: increases by one per event. */
            posicao: number;
            /** @enum {string} */
            tipo: "criado" | "alterado" | "baixa_lancada" | "baixa_estornada" | "cancelado" | "reaberto" | "excluido";
            /**
             * @description Kind of the title: contas-pagar or contas-receber.
             * @enum {string}
             */
            recurso: "contas-pagar" | "contas-receber";
            /** @description codigo_lancamento_svc of the title. */
            id: number;
            codigo_lancamento_integracao: string | null;
            /** @description Version of the title after the change (the deletion counts as a change). */
            versao: number;
            /**
             * @description When the change was made (UTC).
             * @example 2026-11-22T10:15:00.000Z
             */
            ocorrido_em: string;
            /** @description The title after the change (ContaPagar or ContaReceber by recurso); null for excluido. */
            dados: components["schemas"]["ContaPagar"] | components["schemas"]["ContaReceber"] | null;
        };
        ResultadoLote: {
            /** @description Position of the item in itens, from 0. */
            indice: number;
            /** @description The item's codigo_lancamento_integracao as sent (when it was a string), also when the item failed because of it. */
            codigo_lancamento_integracao?: string;
            /** @description criado: a new title; alterado: the title with this code was replaced (new versao, one event); inalterado: it already had this content (nothing written); erro: nothing was stored for this item, see erro. */
            resultado: "criado" | "alterado" | "inalterado" | "erro";
            /** @description The title of this code, unless the item failed. */
            codigo_lancamento_svc?: number;
            erro?: components["schemas"]["ErrorBody"];
        };
        Webhook: {
            id: number;
            url: string;
            /** @description The tipos sent; empty: every event. */
            tipos: ("criado" | "alterado" | "baixa_lancada" | "baixa_estornada" | "cancelado" | "reaberto" | "excluido")[];
            descricao: string | null;
            /** @description false when paused by PATCH, or disabled after the retry schedule ran out (see desativado_motivo). */
            ativo: boolean;
            /** @description Why delivery stopped by itself; null while active or paused by hand. */
            desativado_motivo: string | null;
            /** @description The last feed position the endpoint acknowledged: delivery continues after it. */
            posicao: number;
            /** @description Events after posicao that the endpoint will receive. */
            pendentes: number;
            /** @description When the message that failed is tried again; null when none waits. */
            proxima_tentativa: string | null;
            /**
             * @description UTC date-time, YYYY-MM-DDTHH:MM:SS.mmmZ.
             * @example 2026-11-22T10:15:00.000Z
             */
            criado_em: string;
        };
        /** @description One line of a bank file and what became of it. */
        ItemConciliacao: {
            /** @description CNAB: the line of the segment T in the file. OFX: the ordinal of the STMTTRN in the statement. */
            linha: number;
            /** @description CNAB: the código de movimento (06 and 17 settle). */
            codigo_movimento?: string;
            /** @description OFX: the FITID, or the hash that stands for it when the bank sent none. */
            fitid?: string;
            /** @description CNAB: the nosso número as the bank wrote it. */
            nosso_numero?: string;
            /** @description CNAB: the seu número. */
            seu_numero?: string;
            /** @description CNAB: the identificação do título na empresa. OFX: NAME, MEMO, CHECKNUM and REFNUM, joined by ' / '. */
            documento?: string;
            /** @description CNAB: valor pago. OFX: |TRNAMT|. */
            valor_pago: number;
            /** @description CNAB: juros/multa/encargos, plus the excedente when there is one. */
            juros: number;
            /** @description CNAB: desconto + abatimento. */
            desconto: number;
            /** @description What the line paid beyond the open balance: added to juros, so the title is settled for exactly its balance. */
            excedente?: number;
            /**
             * Format: date
             * @description CNAB: data da ocorrência (absent only on a line that does not settle and left it blank). OFX: DTPOSTED.
             * @example 2026-03-10
             */
            data_ocorrencia?: string;
            /**
             * Format: date
             * @description CNAB: data do crédito.
             * @example 2026-03-10
             */
            data_credito?: string;
            /**
             * @description baixado: settled now on titulo. ja_baixado: that liquidation is already active on titulo (codigo_baixa). sugerido: not settled; candidatos have the amount and fall due near the date: confirm one with POST .../conciliacao. sem_titulo: no title found. ignorado: a line that settles nothing (motivo). rejeitado: the title found cannot take it (motivo).
             * @enum {string}
             */
            resultado: "baixado" | "ja_baixado" | "sugerido" | "sem_titulo" | "ignorado" | "rejeitado";
            titulo?: {
                /** @enum {string} */
                recurso: "contas-pagar" | "contas-receber";
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            /** @description sugerido: up to 5 titles, nearest due date first. */
            candidatos?: {
                /** @enum {string} */
                recurso: "contas-pagar" | "contas-receber";
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            }[];
            /** @description The settlement's codigo_baixa (its id under the title's recebimentos or pagamentos). */
            codigo_baixa?: number;
            /** @description The settlement code the line settles under (cnab240:<bank>:<nosso número>:<code>:<date> or ofx:<BANKID>:<ACCTID>:<FITID>). */
            codigo_baixa_integracao?: string;
            /** @description Why the line was ignorado or rejeitado. */
            motivo?: string;
        };
        /** @description An imported bank file, without its items. */
        ArquivoConciliacaoResumo: {
            /** @description The import: GET /conciliacao/arquivos/{id}. */
            id: number;
            /** @enum {string} */
            formato: "cnab240" | "ofx";
            /** @description SHA-256 of the file's bytes: the same bytes again replay this import. */
            sha256: string;
            /** @description CNAB: the bank code of the file header. OFX: BANKID. */
            banco: string;
            /** @description CNAB: número sequencial do arquivo; another file with the same bank and NSA is 409. */
            nsa?: number;
            /** @description OFX: ACCTID. */
            conta?: string;
            /** @description As sent in ?id_conta_corrente=: the codigo_conta_corrente of the settlements. */
            id_conta_corrente?: number;
            /**
             * @description UTC date-time, YYYY-MM-DDTHH:MM:SS.mmmZ.
             * @example 2026-11-22T10:15:00.000Z
             */
            recebido_em: string;
            /** @description Name of the API key that imported the file. */
            recebido_por: string;
            totais: {
                /** @description Lines read: CNAB details (T with its U), OFX transactions. */
                linhas: number;
                baixados: number;
                ja_baixados: number;
                sugeridos: number;
                sem_titulo: number;
                ignorados: number;
                rejeitados: number;
            };
            /** @description What was tolerated while reading (trailer counts that disagree, ...). */
            avisos: string[];
        };
        ArquivoConciliacao: {
            /** @description The import: GET /conciliacao/arquivos/{id}. */
            id: number;
            /** @enum {string} */
            formato: "cnab240" | "ofx";
            /** @description SHA-256 of the file's bytes: the same bytes again replay this import. */
            sha256: string;
            /** @description CNAB: the bank code of the file header. OFX: BANKID. */
            banco: string;
            /** @description CNAB: número sequencial do arquivo; another file with the same bank and NSA is 409. */
            nsa?: number;
            /** @description OFX: ACCTID. */
            conta?: string;
            /** @description As sent in ?id_conta_corrente=: the codigo_conta_corrente of the settlements. */
            id_conta_corrente?: number;
            /**
             * @description UTC date-time, YYYY-MM-DDTHH:MM:SS.mmmZ.
             * @example 2026-11-22T10:15:00.000Z
             */
            recebido_em: string;
            /** @description Name of the API key that imported the file. */
            recebido_por: string;
            totais: {
                /** @description Lines read: CNAB details (T with its U), OFX transactions. */
                linhas: number;
                baixados: number;
                ja_baixados: number;
                sugeridos: number;
                sem_titulo: number;
                ignorados: number;
                rejeitados: number;
            };
            /** @description What was tolerated while reading (trailer counts that disagree, ...). */
            avisos: string[];
            /**
             * @description Only on a 200: these bytes were imported before; this is that import, and nothing was settled now.
             * @enum {boolean}
             */
            reimportado?: true;
            /** @description Every line, in file order. */
            itens: components["schemas"]["ItemConciliacao"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Id of this request, on every response: the client's own X-Request-Id when it is 1-64 characters of A-Za-z0-9._:-, otherwise a new UUID. 500 bodies quote it. */
        "X-Request-Id": string;
        /** @description Path of what was created: the title (/contas-pagar/{id}, /contas-receber/{id}) or the settlement (.../pagamentos/{baixaId}, .../recebimentos/{baixaId}). */
        Location: string;
        /** @description The version of the title after this request, as "<versao>": send it back in If-Match to change the title only if nobody else did. */
        ETag: string;
        /** @description The validator of this answer (a weak ETag): send it back in If-None-Match to get 304 with no body while the answer is unchanged. It changes when the answer could: any change of the company's titles or directories, the business date, the query or the representation (JSON or CSV). */
        AnswerETag: string;
        /** @description private, no-cache: the client may keep the answer but must revalidate it (If-None-Match) before using it again; a shared cache must not keep it. */
        "Cache-Control": string;
        /** @description Only with limite, while more rows remain: <url>; rel="next", the URL of the next page. */
        Link: string;
        /** @description Bearer challenge. */
        "WWW-Authenticate": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description The key's requests per minute (RATE_LIMIT_PER_MINUTE), on every answer to a request with a valid key while the limit is on. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the key's current window; 0 on its 429. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the key's window restarts. */
        "X-RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service answers (and, for /ready, so does its database). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service answers (and, for /ready, so does its database). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_contas_pagar: {
        parameters: {
            query?: {
                /** @description data_previsao >= this date (inclusive). */
                data_previsao_de?: string;
                /** @description data_previsao <= this date (inclusive). */
                data_previsao_ate?: string;
                /** @description data_vencimento >= this date (inclusive). */
                data_vencimento_de?: string;
                /** @description data_vencimento <= this date (inclusive). */
                data_vencimento_ate?: string;
                /** @description One status, or several: repeated (status_titulo=ATRASADO&status_titulo=PAGTO_PARCIAL) or as a comma list (status_titulo=ATRASADO,PAGTO_PARCIAL); a title matching any of them is listed. EM ABERTO matches every open title (A VENCER, VENCE HOJE and ATRASADO); those three match open titles by due date against today in BUSINESS_TZ; the others match the stored status. EMABERTO, AVENCER and VENCEHOJE are aliases. */
                status_titulo?: ("CANCELADO" | "PAGO" | "LIQUIDADO" | "EM ABERTO" | "PAGTO_PARCIAL" | "VENCE HOJE" | "A VENCER" | "ATRASADO" | "EMABERTO" | "AVENCER" | "VENCEHOJE")[];
                /** @description true: titles past due with an open balance, those due before today (BUSINESS_TZ) that are EM ABERTO (shown ATRASADO) or PAGTO_PARCIAL; false: every other title. Combines with status_titulo and the dates by AND. */
                vencido?: boolean;
                /** @description Titles changed at or after this moment (inclusive): an RFC 3339 date-time with Z or an offset, such as a title's own atualizado_em (2026-11-27T11:57:16.774Z) or 2026-11-27T08:57:16-03:00. Times are stored to the millisecond: a finer fraction counts from the next millisecond. To sync every change, follow /eventos instead. */
                alterado_desde?: string;
                /** @description Page size. Without it the whole matching set is returned. With it, a Link: <...>; rel="next" header points at the next page while rows remain. */
                limite?: number;
                /** @description Opaque position taken from the Link header (or proximo_cursor) of the previous page, with the same ordem. */
                cursor?: string;
                /** @description data_vencimento (default): by due date, then codigo_lancamento_svc. codigo_lancamento_svc: by id only, so paging is stable while titles are edited (a due date that changes between two pages can move a title across the cursor in the default order). A cursor belongs to its order: another ordem is 400. */
                ordem?: "data_vencimento" | "codigo_lancamento_svc";
            };
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching titles; total_registros counts this response's records. With limite, proximo_cursor too. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Link: components["headers"]["Link"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "codigo_lancamento_svc": 1001,
                     *           "codigo_cliente_fornecedor": 501,
                     *           "data_vencimento": "2026-12-10",
                     *           "valor_documento": 1500.07,
                     *           "codigo_categoria": "2.01.01",
                     *           "numero_parcela": "1/3",
                     *           "observacao": "Aluguel de dezembro",
                     *           "data_previsao": "2026-12-10",
                     *           "status_titulo": "A VENCER",
                     *           "info": {
                     *             "dInc": "2026-11-20",
                     *             "hInc": "10:15:00",
                     *             "uInc": "erp-integracao",
                     *             "dAlt": "2026-11-20",
                     *             "hAlt": "10:15:00",
                     *             "uAlt": "erp-integracao"
                     *           },
                     *           "versao": 1,
                     *           "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                        /** @description Only with limite: the cursor of the next page (the same as in the Link header), or null on the last page. */
                        proximo_cursor?: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_contas_pagar: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
                /** @description return=representation (RFC 7240): answer the envelope with the title after the write instead of the result object; the response then carries Preference-Applied: return=representation. */
                prefer?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: components["schemas"]["ContaPagarNova"];
                };
            };
        };
        responses: {
            /** @description The result object; with Prefer: return=representation, the envelope with the title. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fieldCount": 0,
                     *       "affectedRows": 1,
                     *       "serverStatus": 2,
                     *       "warningStatus": 0,
                     *       "insertId": 1001,
                     *       "info": "",
                     *       "changedRows": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ResultObject"] | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_contas_pagar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 1001,
                     *         "codigo_cliente_fornecedor": 501,
                     *         "data_vencimento": "2026-12-10",
                     *         "valor_documento": 1500.07,
                     *         "codigo_categoria": "2.01.01",
                     *         "numero_parcela": "1/3",
                     *         "observacao": "Aluguel de dezembro",
                     *         "data_previsao": "2026-12-10",
                     *         "status_titulo": "A VENCER",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 1,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_contas_pagar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_contas_pagar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description return=representation (RFC 7240): answer the envelope with the title after the write instead of the result object; the response then carries Preference-Applied: return=representation. */
                prefer?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "conta": {
                 *         "valor": 1600,
                 *         "observacoes": "Aluguel reajustado",
                 *         "fornecedor": {
                 *           "id": 501,
                 *           "nome": "Imobiliaria Sol Ltda"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Any non-empty subset of the fields. */
                    conta: {
                        /** @description Sets the title field descricao. */
                        descricao?: string;
                        /** @description Sets valor_documento; a category split is rescaled to the new value. 409 on settled or cancelled titles. */
                        valor?: number;
                        /**
                         * Format: date
                         * @description Sets data_vencimento. 409 on settled or cancelled titles.
                         * @example 2026-03-10
                         */
                        data_vencimento?: string;
                        /** @description Sets codigo_categoria. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                        categoria?: string;
                        /** @description Sets observacao. */
                        observacoes?: string;
                        /**
                         * Format: date
                         * @description Sets data_previsao, the expected date (also on settled and cancelled titles).
                         * @example 2026-03-10
                         */
                        data_previsao?: string;
                        fornecedor?: {
                            /** @description Sets codigo_cliente_fornecedor. */
                            id: number;
                            /** @description Also recorded as the supplier's razao_social in /clientes-fornecedores. */
                            nome?: string;
                        };
                        /**
                         * @description Recurrence: the title is member 1 of a series of repetir_por titles, created in the same call (docs/CONTRACT.md section 17). Exactly one of mensal, semanal, especifico. Members 2 to N repeat the title (its value included) with their own due date, numero_parcela k/N, codigo_lancamento_integracao <code>-<k> and id_origem RPTP/RPTR, and no settlement; repeticao stays on member 1 alone. On an update: the title, as the update leaves it, becomes member 1 (409 TITULO_EM_SERIE when it is already a member of a series).
                         * @example {
                         *       "postergar": "S",
                         *       "mensal": {
                         *         "repetir_todo_dia": 10,
                         *         "repetir_por": 12
                         *       }
                         *     }
                         * @example {
                         *       "semanal": {
                         *         "repetir_dia_semana": "sexta",
                         *         "repetir_por": 8
                         *       }
                         *     }
                         * @example {
                         *       "antecipar": "S",
                         *       "especifico": {
                         *         "repetir_a_cada": 10,
                         *         "repetir_por": 6
                         *       }
                         *     }
                         */
                        repeticao?: {
                            /**
                             * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the previous business day. Default 'N'.
                             * @enum {string}
                             */
                            antecipar?: "S" | "N";
                            /**
                             * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the next business day. Default 'N'.
                             * @enum {string}
                             */
                            postergar?: "S" | "N";
                            /** @description Member k is due in the (k-1)-th month after the first due date. */
                            mensal?: {
                                /** @description Day of the month of members 2 to N; a shorter month's last day when it has fewer days (31 -> 28/29 February, 30 April). */
                                repetir_todo_dia: number;
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                            semanal?: {
                                /**
                                 * @description Member k is due on the (k-1)-th such weekday strictly after the first due date.
                                 * @enum {string}
                                 */
                                repetir_dia_semana: "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                            especifico?: {
                                /** @description Member k is due (k-1) x repetir_a_cada days after the first due date. */
                                repetir_a_cada: number;
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                        } & (unknown | unknown | unknown);
                    };
                };
            };
        };
        responses: {
            /** @description The result object; with Prefer: return=representation, the envelope with the title. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fieldCount": 0,
                     *       "affectedRows": 1,
                     *       "serverStatus": 2,
                     *       "warningStatus": 0,
                     *       "insertId": 0,
                     *       "info": "Rows matched: 1 Changed: 1 Warnings: 0",
                     *       "changedRows": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ResultObject"] | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description A CORS preflight (the request carries Access-Control-Request-Method): answered by the CORS layer without a key or a body, never an update. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    patch_contas_pagar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description return=representation (RFC 7240): answer the envelope with the title after the write instead of the result object; the response then carries Preference-Applied: return=representation. */
                prefer?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "conta": {
                 *         "valor": 1600,
                 *         "observacoes": "Aluguel reajustado",
                 *         "fornecedor": {
                 *           "id": 501,
                 *           "nome": "Imobiliaria Sol Ltda"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Any non-empty subset of the fields. */
                    conta: {
                        /** @description Sets the title field descricao. */
                        descricao?: string;
                        /** @description Sets valor_documento; a category split is rescaled to the new value. 409 on settled or cancelled titles. */
                        valor?: number;
                        /**
                         * Format: date
                         * @description Sets data_vencimento. 409 on settled or cancelled titles.
                         * @example 2026-03-10
                         */
                        data_vencimento?: string;
                        /** @description Sets codigo_categoria. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                        categoria?: string;
                        /** @description Sets observacao. */
                        observacoes?: string;
                        /**
                         * Format: date
                         * @description Sets data_previsao, the expected date (also on settled and cancelled titles).
                         * @example 2026-03-10
                         */
                        data_previsao?: string;
                        fornecedor?: {
                            /** @description Sets codigo_cliente_fornecedor. */
                            id: number;
                            /** @description Also recorded as the supplier's razao_social in /clientes-fornecedores. */
                            nome?: string;
                        };
                        /**
                         * @description Recurrence: the title is member 1 of a series of repetir_por titles, created in the same call (docs/CONTRACT.md section 17). Exactly one of mensal, semanal, especifico. Members 2 to N repeat the title (its value included) with their own due date, numero_parcela k/N, codigo_lancamento_integracao <code>-<k> and id_origem RPTP/RPTR, and no settlement; repeticao stays on member 1 alone. On an update: the title, as the update leaves it, becomes member 1 (409 TITULO_EM_SERIE when it is already a member of a series).
                         * @example {
                         *       "postergar": "S",
                         *       "mensal": {
                         *         "repetir_todo_dia": 10,
                         *         "repetir_por": 12
                         *       }
                         *     }
                         * @example {
                         *       "semanal": {
                         *         "repetir_dia_semana": "sexta",
                         *         "repetir_por": 8
                         *       }
                         *     }
                         * @example {
                         *       "antecipar": "S",
                         *       "especifico": {
                         *         "repetir_a_cada": 10,
                         *         "repetir_por": 6
                         *       }
                         *     }
                         */
                        repeticao?: {
                            /**
                             * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the previous business day. Default 'N'.
                             * @enum {string}
                             */
                            antecipar?: "S" | "N";
                            /**
                             * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the next business day. Default 'N'.
                             * @enum {string}
                             */
                            postergar?: "S" | "N";
                            /** @description Member k is due in the (k-1)-th month after the first due date. */
                            mensal?: {
                                /** @description Day of the month of members 2 to N; a shorter month's last day when it has fewer days (31 -> 28/29 February, 30 April). */
                                repetir_todo_dia: number;
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                            semanal?: {
                                /**
                                 * @description Member k is due on the (k-1)-th such weekday strictly after the first due date.
                                 * @enum {string}
                                 */
                                repetir_dia_semana: "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                            especifico?: {
                                /** @description Member k is due (k-1) x repetir_a_cada days after the first due date. */
                                repetir_a_cada: number;
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                        } & (unknown | unknown | unknown);
                    };
                };
            };
        };
        responses: {
            /** @description The result object; with Prefer: return=representation, the envelope with the title. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fieldCount": 0,
                     *       "affectedRows": 1,
                     *       "serverStatus": 2,
                     *       "warningStatus": 0,
                     *       "insertId": 0,
                     *       "info": "Rows matched: 1 Changed: 1 Warnings: 0",
                     *       "changedRows": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ResultObject"] | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_contas_pagar_by_integration_code: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path: {
                /** @description codigo_lancamento_integracao of the title: the client's own key. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 1001,
                     *         "codigo_cliente_fornecedor": 501,
                     *         "data_vencimento": "2026-12-10",
                     *         "valor_documento": 1500.07,
                     *         "codigo_categoria": "2.01.01",
                     *         "numero_parcela": "1/3",
                     *         "observacao": "Aluguel de dezembro",
                     *         "data_previsao": "2026-12-10",
                     *         "status_titulo": "A VENCER",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 1,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    upsert_contas_pagar_by_integration_code: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description return=representation (RFC 7240): answer the envelope with the title after the write instead of the result object; the response then carries Preference-Applied: return=representation. */
                prefer?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_integracao of the title: the client's own key. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: components["schemas"]["ContaPagarNova"];
                };
            };
        };
        responses: {
            /** @description The result object; with Prefer: return=representation, the envelope with the title. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fieldCount": 0,
                     *       "affectedRows": 1,
                     *       "serverStatus": 2,
                     *       "warningStatus": 0,
                     *       "insertId": 0,
                     *       "info": "Rows matched: 1 Changed: 1 Warnings: 0",
                     *       "changedRows": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ResultObject"] | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description The result object; with Prefer: return=representation, the envelope with the title. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fieldCount": 0,
                     *       "affectedRows": 1,
                     *       "serverStatus": 2,
                     *       "warningStatus": 0,
                     *       "insertId": 1001,
                     *       "info": "",
                     *       "changedRows": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ResultObject"] | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    batch_upsert_contas_pagar: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "itens": [
                 *         {
                 *           "codigo_cliente_fornecedor": 501,
                 *           "data_vencimento": "2026-12-10",
                 *           "valor_documento": 1500.07,
                 *           "codigo_categoria": "2.01.01",
                 *           "numero_parcela": "1/3",
                 *           "observacao": "Aluguel de dezembro",
                 *           "codigo_lancamento_integracao": "NF-2001"
                 *         },
                 *         {
                 *           "codigo_cliente_fornecedor": 501,
                 *           "data_vencimento": "2027-01-10",
                 *           "valor_documento": 1500.07,
                 *           "codigo_categoria": "2.01.01",
                 *           "numero_parcela": "2/3",
                 *           "observacao": "Aluguel de dezembro",
                 *           "codigo_lancamento_integracao": "NF-2002"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 500 titles as on create, each with its codigo_lancamento_integracao (the upsert key; unique within the batch). */
                    itens: components["schemas"]["ContaPagarNova"][];
                };
            };
        };
        responses: {
            /** @description Every item's outcome. The request succeeds (200) even when items fail; each failed item has the error body a single request would have had. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "indice": 0,
                     *           "codigo_lancamento_integracao": "NF-2001",
                     *           "resultado": "criado",
                     *           "codigo_lancamento_svc": 1002
                     *         },
                     *         {
                     *           "indice": 1,
                     *           "codigo_lancamento_integracao": "NF-2002",
                     *           "resultado": "criado",
                     *           "codigo_lancamento_svc": 1003
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 2
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @description One entry per item, in request order. */
                        data: components["schemas"]["ResultadoLote"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of items. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_pagamentos: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title's settlements, reversed ones included, in the order they were recorded. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "codigo_baixa": 1,
                     *           "valor": 600,
                     *           "data": "2026-12-05",
                     *           "observacao": "PIX",
                     *           "lancado_em": "2026-11-20T13:15:00.000Z",
                     *           "lancado_por": "erp-integracao",
                     *           "estornado": false
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Baixa"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_pagamentos: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "valor": 600,
                 *       "data": "2026-12-05",
                 *       "observacao": "PIX"
                 *     }
                 */
                "application/json": components["schemas"]["BaixaNova"];
            };
        };
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 1001,
                     *         "codigo_cliente_fornecedor": 501,
                     *         "data_vencimento": "2026-12-10",
                     *         "valor_documento": 1500.07,
                     *         "codigo_categoria": "2.01.01",
                     *         "numero_parcela": "1/3",
                     *         "observacao": "Aluguel de dezembro",
                     *         "data_previsao": "2026-12-10",
                     *         "status_titulo": "PAGTO_PARCIAL",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 2,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z",
                     *         "valor_pag": 600
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_pagamentos: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
                /** @description codigo_baixa of the settlement. */
                baixaId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment; total_registros is 1. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_baixa": 1,
                     *         "valor": 600,
                     *         "data": "2026-12-05",
                     *         "observacao": "PIX",
                     *         "lancado_em": "2026-11-20T13:15:00.000Z",
                     *         "lancado_por": "erp-integracao",
                     *         "estornado": false
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Baixa"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reverse_pagamentos: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
                /** @description codigo_baixa of the settlement. */
                baixaId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 1001,
                     *         "codigo_cliente_fornecedor": 501,
                     *         "data_vencimento": "2026-12-10",
                     *         "valor_documento": 1500.07,
                     *         "codigo_categoria": "2.01.01",
                     *         "numero_parcela": "1/3",
                     *         "observacao": "Aluguel de dezembro",
                     *         "data_previsao": "2026-12-10",
                     *         "status_titulo": "A VENCER",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 1,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancel_contas_pagar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Optional: { "motivo": "..." }, an empty object, or no body at all. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "motivo": "Pedido desistido"
                 *     }
                 */
                "application/json": {
                    /** @description Why the title was cancelled; returned as motivo_cancelamento. */
                    motivo?: string;
                } | null;
            };
        };
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 1001,
                     *         "codigo_cliente_fornecedor": 501,
                     *         "data_vencimento": "2026-12-10",
                     *         "valor_documento": 1500.07,
                     *         "codigo_categoria": "2.01.01",
                     *         "numero_parcela": "1/3",
                     *         "observacao": "Aluguel de dezembro",
                     *         "data_previsao": "2026-12-10",
                     *         "status_titulo": "CANCELADO",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 2,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z",
                     *         "motivo_cancelamento": "Pedido desistido"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reopen_contas_pagar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 1001,
                     *         "codigo_cliente_fornecedor": 501,
                     *         "data_vencimento": "2026-12-10",
                     *         "valor_documento": 1500.07,
                     *         "codigo_categoria": "2.01.01",
                     *         "numero_parcela": "1/3",
                     *         "observacao": "Aluguel de dezembro",
                     *         "data_previsao": "2026-12-10",
                     *         "status_titulo": "A VENCER",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 1,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_contas_pagar_series: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path: {
                /** @description The series' code: member 1's codigo_lancamento_svc (serie.codigo_serie on every member). */
                codigo_serie: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members; total_registros counts them. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "codigo_lancamento_svc": 1001,
                     *           "codigo_cliente_fornecedor": 501,
                     *           "data_vencimento": "2026-12-10",
                     *           "valor_documento": 1500.07,
                     *           "codigo_categoria": "2.01.01",
                     *           "numero_parcela": "1/3",
                     *           "observacao": "Aluguel de dezembro",
                     *           "data_previsao": "2026-12-10",
                     *           "status_titulo": "A VENCER",
                     *           "info": {
                     *             "dInc": "2026-11-20",
                     *             "hInc": "10:15:00",
                     *             "uInc": "erp-integracao",
                     *             "dAlt": "2026-11-20",
                     *             "hAlt": "10:15:00",
                     *             "uAlt": "erp-integracao"
                     *           },
                     *           "versao": 1,
                     *           "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaPagar"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_contas_pagar_series: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The series' code: member 1's codigo_lancamento_svc (serie.codigo_serie on every member). */
                codigo_serie: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "conta": {
                 *         "valor": 1650
                 *       },
                 *       "a_partir_de": 4
                 *     }
                 */
                "application/json": {
                    /** @description Any non-empty subset of the fields, as in an update of one title; data_vencimento is not taken (each member keeps its own). */
                    conta: {
                        /** @description Sets the title field descricao. */
                        descricao?: string;
                        /** @description Sets valor_documento; a category split is rescaled to the new value. 409 on settled or cancelled titles. */
                        valor?: number;
                        /** @description Sets codigo_categoria. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                        categoria?: string;
                        /** @description Sets observacao. */
                        observacoes?: string;
                        /**
                         * Format: date
                         * @description Sets data_previsao, the expected date (also on settled and cancelled titles).
                         * @example 2026-03-10
                         */
                        data_previsao?: string;
                        fornecedor?: {
                            /** @description Sets codigo_cliente_fornecedor. */
                            id: number;
                            /** @description Also recorded as the supplier's razao_social in /clientes-fornecedores. */
                            nome?: string;
                        };
                    };
                    /**
                     * @description The first member (indice) to change; default 1, every member.
                     * @default 1
                     */
                    a_partir_de?: number;
                };
            };
        };
        responses: {
            /** @description The members changed and those left as they were; total_registros counts both (the members from a_partir_de on). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "alterados": [
                     *           1005,
                     *           1006,
                     *           1007,
                     *           1008,
                     *           1009,
                     *           1010,
                     *           1011,
                     *           1012
                     *         ],
                     *         "ignorados": [
                     *           {
                     *             "id": 1004,
                     *             "motivo": "baixado"
                     *           }
                     *         ]
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 12
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description codigo_lancamento_svc of the members changed, in indice order: each has a new versao and one event. */
                            alterados: number[];
                            /** @description The members from a_partir_de on that were not touched, in indice order, with the reason. */
                            ignorados: {
                                /** @description codigo_lancamento_svc of the member left as it was. */
                                id: number;
                                /**
                                 * @description cancelado: the member is CANCELADO; baixado: it has an active settlement (PAGO, LIQUIDADO or PAGTO_PARCIAL); inalterado: it already had every value sent (no new version, no event).
                                 * @enum {string}
                                 */
                                motivo: "cancelado" | "baixado" | "inalterado";
                            }[];
                        };
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancel_contas_pagar_series: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The series' code: member 1's codigo_lancamento_svc (serie.codigo_serie on every member). */
                codigo_serie: number;
            };
            cookie?: never;
        };
        /** @description Optional: { "motivo"?, "a_partir_de"? }, an empty object, or no body at all. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "motivo": "Contrato encerrado",
                 *       "a_partir_de": 7
                 *     }
                 */
                "application/json": {
                    /** @description Recorded as motivo_cancelamento of every member cancelled. */
                    motivo?: string;
                    /**
                     * @description The first member (indice) to cancel; default 1, every member.
                     * @default 1
                     */
                    a_partir_de?: number;
                } | null;
            };
        };
        responses: {
            /** @description The members changed and those left as they were; total_registros counts both (the members from a_partir_de on). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "alterados": [
                     *           1005,
                     *           1006,
                     *           1007,
                     *           1008,
                     *           1009,
                     *           1010,
                     *           1011,
                     *           1012
                     *         ],
                     *         "ignorados": [
                     *           {
                     *             "id": 1004,
                     *             "motivo": "baixado"
                     *           }
                     *         ]
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 12
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description codigo_lancamento_svc of the members changed, in indice order: each has a new versao and one event. */
                            alterados: number[];
                            /** @description The members from a_partir_de on that were not touched, in indice order, with the reason. */
                            ignorados: {
                                /** @description codigo_lancamento_svc of the member left as it was. */
                                id: number;
                                /**
                                 * @description cancelado: the member is CANCELADO; baixado: it has an active settlement (PAGO, LIQUIDADO or PAGTO_PARCIAL); inalterado: it already had every value sent (no new version, no event).
                                 * @enum {string}
                                 */
                                motivo: "cancelado" | "baixado" | "inalterado";
                            }[];
                        };
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_despesas: {
        parameters: {
            query?: {
                /** @description data_previsao >= this date (inclusive). */
                data_previsao_de?: string;
                /** @description data_previsao <= this date (inclusive). */
                data_previsao_ate?: string;
                /** @description data_vencimento >= this date (inclusive). */
                data_vencimento_de?: string;
                /** @description data_vencimento <= this date (inclusive). */
                data_vencimento_ate?: string;
                /** @description One status, or several: repeated (status_titulo=ATRASADO&status_titulo=PAGTO_PARCIAL) or as a comma list (status_titulo=ATRASADO,PAGTO_PARCIAL); a title matching any of them is listed. EM ABERTO matches every open title (A VENCER, VENCE HOJE and ATRASADO); those three match open titles by due date against today in BUSINESS_TZ; the others match the stored status. EMABERTO, AVENCER and VENCEHOJE are aliases. */
                status_titulo?: ("CANCELADO" | "PAGO" | "LIQUIDADO" | "EM ABERTO" | "PAGTO_PARCIAL" | "VENCE HOJE" | "A VENCER" | "ATRASADO" | "EMABERTO" | "AVENCER" | "VENCEHOJE")[];
                /** @description true: titles past due with an open balance, those due before today (BUSINESS_TZ) that are EM ABERTO (shown ATRASADO) or PAGTO_PARCIAL; false: every other title. Combines with status_titulo and the dates by AND. */
                vencido?: boolean;
                /** @description Titles changed at or after this moment (inclusive): an RFC 3339 date-time with Z or an offset, such as a title's own atualizado_em (2026-11-27T11:57:16.774Z) or 2026-11-27T08:57:16-03:00. Times are stored to the millisecond: a finer fraction counts from the next millisecond. To sync every change, follow /eventos instead. */
                alterado_desde?: string;
            };
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payables split by the expense class of their category. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "fixas": [
                     *           {
                     *             "codigo_lancamento_svc": 1001,
                     *             "codigo_cliente_fornecedor": 501,
                     *             "data_vencimento": "2026-12-10",
                     *             "valor_documento": 1500.07,
                     *             "codigo_categoria": "2.01.01",
                     *             "numero_parcela": "1/3",
                     *             "observacao": "Aluguel de dezembro",
                     *             "data_previsao": "2026-12-10",
                     *             "status_titulo": "A VENCER",
                     *             "info": {
                     *               "dInc": "2026-11-20",
                     *               "hInc": "10:15:00",
                     *               "uInc": "erp-integracao",
                     *               "dAlt": "2026-11-20",
                     *               "hAlt": "10:15:00",
                     *               "uAlt": "erp-integracao"
                     *             },
                     *             "versao": 1,
                     *             "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *           }
                     *         ],
                     *         "variaveis": []
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Payables whose category is FIXA in /categorias. */
                            fixas: components["schemas"]["ContaPagar"][];
                            /** @description All other payables, including those of categories not in /categorias. */
                            variaveis: components["schemas"]["ContaPagar"][];
                        };
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                    "text/csv": string;
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_contas_receber: {
        parameters: {
            query?: {
                /** @description data_previsao >= this date (inclusive). */
                data_previsao_de?: string;
                /** @description data_previsao <= this date (inclusive). */
                data_previsao_ate?: string;
                /** @description data_vencimento >= this date (inclusive). */
                data_vencimento_de?: string;
                /** @description data_vencimento <= this date (inclusive). */
                data_vencimento_ate?: string;
                /** @description One status, or several: repeated (status_titulo=ATRASADO&status_titulo=PAGTO_PARCIAL) or as a comma list (status_titulo=ATRASADO,PAGTO_PARCIAL); a title matching any of them is listed. EM ABERTO matches every open title (A VENCER, VENCE HOJE and ATRASADO); those three match open titles by due date against today in BUSINESS_TZ; the others match the stored status. EMABERTO, AVENCER and VENCEHOJE are aliases. */
                status_titulo?: ("CANCELADO" | "PAGO" | "LIQUIDADO" | "EM ABERTO" | "PAGTO_PARCIAL" | "VENCE HOJE" | "A VENCER" | "ATRASADO" | "EMABERTO" | "AVENCER" | "VENCEHOJE")[];
                /** @description true: titles past due with an open balance, those due before today (BUSINESS_TZ) that are EM ABERTO (shown ATRASADO) or PAGTO_PARCIAL; false: every other title. Combines with status_titulo and the dates by AND. */
                vencido?: boolean;
                /** @description Titles changed at or after this moment (inclusive): an RFC 3339 date-time with Z or an offset, such as a title's own atualizado_em (2026-11-27T11:57:16.774Z) or 2026-11-27T08:57:16-03:00. Times are stored to the millisecond: a finer fraction counts from the next millisecond. To sync every change, follow /eventos instead. */
                alterado_desde?: string;
                /** @description Page size. Without it the whole matching set is returned. With it, a Link: <...>; rel="next" header points at the next page while rows remain. */
                limite?: number;
                /** @description Opaque position taken from the Link header (or proximo_cursor) of the previous page, with the same ordem. */
                cursor?: string;
                /** @description data_vencimento (default): by due date, then codigo_lancamento_svc. codigo_lancamento_svc: by id only, so paging is stable while titles are edited (a due date that changes between two pages can move a title across the cursor in the default order). A cursor belongs to its order: another ordem is 400. */
                ordem?: "data_vencimento" | "codigo_lancamento_svc";
            };
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching titles; total_registros counts this response's records. With limite, proximo_cursor too. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Link: components["headers"]["Link"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "codigo_lancamento_svc": 2001,
                     *           "codigo_cliente_fornecedor": "C-77",
                     *           "data_vencimento": "2026-12-05",
                     *           "valor_documento": 980.5,
                     *           "codigo_categoria": "1.01.01",
                     *           "numero_documento_fiscal": "NF-555",
                     *           "observacao": "Mensalidade de dezembro",
                     *           "data_previsao": "2026-12-05",
                     *           "status_titulo": "A VENCER",
                     *           "info": {
                     *             "dInc": "2026-11-20",
                     *             "hInc": "10:15:00",
                     *             "uInc": "erp-integracao",
                     *             "dAlt": "2026-11-20",
                     *             "hAlt": "10:15:00",
                     *             "uAlt": "erp-integracao"
                     *           },
                     *           "versao": 1,
                     *           "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                        /** @description Only with limite: the cursor of the next page (the same as in the Link header), or null on the last page. */
                        proximo_cursor?: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_contas_receber: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
                /** @description return=representation (RFC 7240): answer the envelope with the title after the write instead of the result object; the response then carries Preference-Applied: return=representation. */
                prefer?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: components["schemas"]["ContaReceberNova"];
                };
            };
        };
        responses: {
            /** @description The result object; with Prefer: return=representation, the envelope with the title. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fieldCount": 0,
                     *       "affectedRows": 1,
                     *       "serverStatus": 2,
                     *       "warningStatus": 0,
                     *       "insertId": 1001,
                     *       "info": "",
                     *       "changedRows": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ResultObject"] | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_contas_receber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 2001,
                     *         "codigo_cliente_fornecedor": "C-77",
                     *         "data_vencimento": "2026-12-05",
                     *         "valor_documento": 980.5,
                     *         "codigo_categoria": "1.01.01",
                     *         "numero_documento_fiscal": "NF-555",
                     *         "observacao": "Mensalidade de dezembro",
                     *         "data_previsao": "2026-12-05",
                     *         "status_titulo": "A VENCER",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 1,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_contas_receber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_contas_receber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description return=representation (RFC 7240): answer the envelope with the title after the write instead of the result object; the response then carries Preference-Applied: return=representation. */
                prefer?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "conta": {
                 *         "descricao": "Mensalidade de dezembro",
                 *         "data_previsao": "2026-12-08",
                 *         "cliente": {
                 *           "id": "C-77",
                 *           "nome": "Mercado Azul Ltda"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Any non-empty subset of the fields. */
                    conta: {
                        /** @description Sets the title field descricao. */
                        descricao?: string;
                        /** @description Sets valor_documento; a category split is rescaled to the new value. 409 on settled or cancelled titles. */
                        valor?: number;
                        /**
                         * Format: date
                         * @description Sets data_vencimento. 409 on settled or cancelled titles.
                         * @example 2026-03-10
                         */
                        data_vencimento?: string;
                        /** @description Sets codigo_categoria. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                        categoria?: string;
                        /** @description Sets observacao. */
                        observacoes?: string;
                        /**
                         * Format: date
                         * @description Sets data_previsao, the expected date (also on settled and cancelled titles).
                         * @example 2026-03-10
                         */
                        data_previsao?: string;
                        cliente?: {
                            /** @description Sets codigo_cliente_fornecedor: a number or a string (stored as text). */
                            id: number | string;
                            /** @description Also recorded as the customer's razao_social in /clientes-fornecedores. */
                            nome?: string;
                        };
                        /**
                         * @description Recurrence: the title is member 1 of a series of repetir_por titles, created in the same call (docs/CONTRACT.md section 17). Exactly one of mensal, semanal, especifico. Members 2 to N repeat the title (its value included) with their own due date, numero_parcela k/N, codigo_lancamento_integracao <code>-<k> and id_origem RPTP/RPTR, and no settlement; repeticao stays on member 1 alone. On an update: the title, as the update leaves it, becomes member 1 (409 TITULO_EM_SERIE when it is already a member of a series).
                         * @example {
                         *       "postergar": "S",
                         *       "mensal": {
                         *         "repetir_todo_dia": 10,
                         *         "repetir_por": 12
                         *       }
                         *     }
                         * @example {
                         *       "semanal": {
                         *         "repetir_dia_semana": "sexta",
                         *         "repetir_por": 8
                         *       }
                         *     }
                         * @example {
                         *       "antecipar": "S",
                         *       "especifico": {
                         *         "repetir_a_cada": 10,
                         *         "repetir_por": 6
                         *       }
                         *     }
                         */
                        repeticao?: {
                            /**
                             * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the previous business day. Default 'N'.
                             * @enum {string}
                             */
                            antecipar?: "S" | "N";
                            /**
                             * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the next business day. Default 'N'.
                             * @enum {string}
                             */
                            postergar?: "S" | "N";
                            /** @description Member k is due in the (k-1)-th month after the first due date. */
                            mensal?: {
                                /** @description Day of the month of members 2 to N; a shorter month's last day when it has fewer days (31 -> 28/29 February, 30 April). */
                                repetir_todo_dia: number;
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                            semanal?: {
                                /**
                                 * @description Member k is due on the (k-1)-th such weekday strictly after the first due date.
                                 * @enum {string}
                                 */
                                repetir_dia_semana: "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                            especifico?: {
                                /** @description Member k is due (k-1) x repetir_a_cada days after the first due date. */
                                repetir_a_cada: number;
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                        } & (unknown | unknown | unknown);
                    };
                };
            };
        };
        responses: {
            /** @description The result object; with Prefer: return=representation, the envelope with the title. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fieldCount": 0,
                     *       "affectedRows": 1,
                     *       "serverStatus": 2,
                     *       "warningStatus": 0,
                     *       "insertId": 0,
                     *       "info": "Rows matched: 1 Changed: 1 Warnings: 0",
                     *       "changedRows": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ResultObject"] | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description A CORS preflight (the request carries Access-Control-Request-Method): answered by the CORS layer without a key or a body, never an update. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    patch_contas_receber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description return=representation (RFC 7240): answer the envelope with the title after the write instead of the result object; the response then carries Preference-Applied: return=representation. */
                prefer?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "conta": {
                 *         "descricao": "Mensalidade de dezembro",
                 *         "data_previsao": "2026-12-08",
                 *         "cliente": {
                 *           "id": "C-77",
                 *           "nome": "Mercado Azul Ltda"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Any non-empty subset of the fields. */
                    conta: {
                        /** @description Sets the title field descricao. */
                        descricao?: string;
                        /** @description Sets valor_documento; a category split is rescaled to the new value. 409 on settled or cancelled titles. */
                        valor?: number;
                        /**
                         * Format: date
                         * @description Sets data_vencimento. 409 on settled or cancelled titles.
                         * @example 2026-03-10
                         */
                        data_vencimento?: string;
                        /** @description Sets codigo_categoria. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                        categoria?: string;
                        /** @description Sets observacao. */
                        observacoes?: string;
                        /**
                         * Format: date
                         * @description Sets data_previsao, the expected date (also on settled and cancelled titles).
                         * @example 2026-03-10
                         */
                        data_previsao?: string;
                        cliente?: {
                            /** @description Sets codigo_cliente_fornecedor: a number or a string (stored as text). */
                            id: number | string;
                            /** @description Also recorded as the customer's razao_social in /clientes-fornecedores. */
                            nome?: string;
                        };
                        /**
                         * @description Recurrence: the title is member 1 of a series of repetir_por titles, created in the same call (docs/CONTRACT.md section 17). Exactly one of mensal, semanal, especifico. Members 2 to N repeat the title (its value included) with their own due date, numero_parcela k/N, codigo_lancamento_integracao <code>-<k> and id_origem RPTP/RPTR, and no settlement; repeticao stays on member 1 alone. On an update: the title, as the update leaves it, becomes member 1 (409 TITULO_EM_SERIE when it is already a member of a series).
                         * @example {
                         *       "postergar": "S",
                         *       "mensal": {
                         *         "repetir_todo_dia": 10,
                         *         "repetir_por": 12
                         *       }
                         *     }
                         * @example {
                         *       "semanal": {
                         *         "repetir_dia_semana": "sexta",
                         *         "repetir_por": 8
                         *       }
                         *     }
                         * @example {
                         *       "antecipar": "S",
                         *       "especifico": {
                         *         "repetir_a_cada": 10,
                         *         "repetir_por": 6
                         *       }
                         *     }
                         */
                        repeticao?: {
                            /**
                             * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the previous business day. Default 'N'.
                             * @enum {string}
                             */
                            antecipar?: "S" | "N";
                            /**
                             * @description 'S': a member (2 to N) due on a Saturday, Sunday or holiday (FERIADOS) moves to the next business day. Default 'N'.
                             * @enum {string}
                             */
                            postergar?: "S" | "N";
                            /** @description Member k is due in the (k-1)-th month after the first due date. */
                            mensal?: {
                                /** @description Day of the month of members 2 to N; a shorter month's last day when it has fewer days (31 -> 28/29 February, 30 April). */
                                repetir_todo_dia: number;
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                            semanal?: {
                                /**
                                 * @description Member k is due on the (k-1)-th such weekday strictly after the first due date.
                                 * @enum {string}
                                 */
                                repetir_dia_semana: "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                            especifico?: {
                                /** @description Member k is due (k-1) x repetir_a_cada days after the first due date. */
                                repetir_a_cada: number;
                                /** @description Members of the series, the posted title included (2 to 120). */
                                repetir_por: number;
                            };
                        } & (unknown | unknown | unknown);
                    };
                };
            };
        };
        responses: {
            /** @description The result object; with Prefer: return=representation, the envelope with the title. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fieldCount": 0,
                     *       "affectedRows": 1,
                     *       "serverStatus": 2,
                     *       "warningStatus": 0,
                     *       "insertId": 0,
                     *       "info": "Rows matched: 1 Changed: 1 Warnings: 0",
                     *       "changedRows": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ResultObject"] | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_contas_receber_by_integration_code: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path: {
                /** @description codigo_lancamento_integracao of the title: the client's own key. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 2001,
                     *         "codigo_cliente_fornecedor": "C-77",
                     *         "data_vencimento": "2026-12-05",
                     *         "valor_documento": 980.5,
                     *         "codigo_categoria": "1.01.01",
                     *         "numero_documento_fiscal": "NF-555",
                     *         "observacao": "Mensalidade de dezembro",
                     *         "data_previsao": "2026-12-05",
                     *         "status_titulo": "A VENCER",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 1,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    upsert_contas_receber_by_integration_code: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description return=representation (RFC 7240): answer the envelope with the title after the write instead of the result object; the response then carries Preference-Applied: return=representation. */
                prefer?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_integracao of the title: the client's own key. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: components["schemas"]["ContaReceberNova"];
                };
            };
        };
        responses: {
            /** @description The result object; with Prefer: return=representation, the envelope with the title. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fieldCount": 0,
                     *       "affectedRows": 1,
                     *       "serverStatus": 2,
                     *       "warningStatus": 0,
                     *       "insertId": 0,
                     *       "info": "Rows matched: 1 Changed: 1 Warnings: 0",
                     *       "changedRows": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ResultObject"] | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description The result object; with Prefer: return=representation, the envelope with the title. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fieldCount": 0,
                     *       "affectedRows": 1,
                     *       "serverStatus": 2,
                     *       "warningStatus": 0,
                     *       "insertId": 1001,
                     *       "info": "",
                     *       "changedRows": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ResultObject"] | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    batch_upsert_contas_receber: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "itens": [
                 *         {
                 *           "codigo_cliente_fornecedor": "C-77",
                 *           "data_vencimento": "2026-12-05",
                 *           "valor_documento": 980.5,
                 *           "codigo_categoria": "1.01.01",
                 *           "numero_documento_fiscal": "NF-555",
                 *           "observacao": "Mensalidade de dezembro",
                 *           "codigo_lancamento_integracao": "PED-3001"
                 *         },
                 *         {
                 *           "codigo_cliente_fornecedor": "C-77",
                 *           "data_vencimento": "2027-01-05",
                 *           "valor_documento": 980.5,
                 *           "codigo_categoria": "1.01.01",
                 *           "numero_documento_fiscal": "NF-555",
                 *           "observacao": "Mensalidade de dezembro",
                 *           "codigo_lancamento_integracao": "PED-3002"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 500 titles as on create, each with its codigo_lancamento_integracao (the upsert key; unique within the batch). */
                    itens: components["schemas"]["ContaReceberNova"][];
                };
            };
        };
        responses: {
            /** @description Every item's outcome. The request succeeds (200) even when items fail; each failed item has the error body a single request would have had. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "indice": 0,
                     *           "codigo_lancamento_integracao": "PED-3001",
                     *           "resultado": "criado",
                     *           "codigo_lancamento_svc": 1002
                     *         },
                     *         {
                     *           "indice": 1,
                     *           "codigo_lancamento_integracao": "PED-3002",
                     *           "resultado": "criado",
                     *           "codigo_lancamento_svc": 1003
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 2
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @description One entry per item, in request order. */
                        data: components["schemas"]["ResultadoLote"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of items. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_recebimentos: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title's settlements, reversed ones included, in the order they were recorded. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "codigo_baixa": 1,
                     *           "valor": 600,
                     *           "data": "2026-12-05",
                     *           "observacao": "PIX",
                     *           "lancado_em": "2026-11-20T13:15:00.000Z",
                     *           "lancado_por": "erp-integracao",
                     *           "estornado": false
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Baixa"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_recebimentos: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "valor": 600,
                 *       "data": "2026-12-05",
                 *       "observacao": "PIX"
                 *     }
                 */
                "application/json": components["schemas"]["BaixaNova"];
            };
        };
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 2001,
                     *         "codigo_cliente_fornecedor": "C-77",
                     *         "data_vencimento": "2026-12-05",
                     *         "valor_documento": 980.5,
                     *         "codigo_categoria": "1.01.01",
                     *         "numero_documento_fiscal": "NF-555",
                     *         "observacao": "Mensalidade de dezembro",
                     *         "data_previsao": "2026-12-05",
                     *         "status_titulo": "PAGTO_PARCIAL",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 2,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z",
                     *         "recebimento": {
                     *           "valor": 600,
                     *           "desconto": 0,
                     *           "juros": 0,
                     *           "multa": 0,
                     *           "data": "2026-12-05",
                     *           "observacao": "PIX"
                     *         }
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_recebimentos: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
                /** @description codigo_baixa of the settlement. */
                baixaId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt; total_registros is 1. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_baixa": 1,
                     *         "valor": 600,
                     *         "data": "2026-12-05",
                     *         "observacao": "PIX",
                     *         "lancado_em": "2026-11-20T13:15:00.000Z",
                     *         "lancado_por": "erp-integracao",
                     *         "estornado": false
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Baixa"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reverse_recebimentos: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
                /** @description codigo_baixa of the settlement. */
                baixaId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 2001,
                     *         "codigo_cliente_fornecedor": "C-77",
                     *         "data_vencimento": "2026-12-05",
                     *         "valor_documento": 980.5,
                     *         "codigo_categoria": "1.01.01",
                     *         "numero_documento_fiscal": "NF-555",
                     *         "observacao": "Mensalidade de dezembro",
                     *         "data_previsao": "2026-12-05",
                     *         "status_titulo": "A VENCER",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 1,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancel_contas_receber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Optional: { "motivo": "..." }, an empty object, or no body at all. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "motivo": "Pedido desistido"
                 *     }
                 */
                "application/json": {
                    /** @description Why the title was cancelled; returned as motivo_cancelamento. */
                    motivo?: string;
                } | null;
            };
        };
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 2001,
                     *         "codigo_cliente_fornecedor": "C-77",
                     *         "data_vencimento": "2026-12-05",
                     *         "valor_documento": 980.5,
                     *         "codigo_categoria": "1.01.01",
                     *         "numero_documento_fiscal": "NF-555",
                     *         "observacao": "Mensalidade de dezembro",
                     *         "data_previsao": "2026-12-05",
                     *         "status_titulo": "CANCELADO",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 2,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z",
                     *         "motivo_cancelamento": "Pedido desistido"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reopen_contas_receber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the title as last read (its versao in quotes, e.g. "3"), or *. When it does not name the current version: 412 VERSAO_DIVERGENTE and nothing changes. Without it, the write applies to whatever version is current. */
                "if-match"?: string;
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description codigo_lancamento_svc of the title. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title; total_registros is 1. The ETag header carries its versao. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "codigo_lancamento_svc": 2001,
                     *         "codigo_cliente_fornecedor": "C-77",
                     *         "data_vencimento": "2026-12-05",
                     *         "valor_documento": 980.5,
                     *         "codigo_categoria": "1.01.01",
                     *         "numero_documento_fiscal": "NF-555",
                     *         "observacao": "Mensalidade de dezembro",
                     *         "data_previsao": "2026-12-05",
                     *         "status_titulo": "A VENCER",
                     *         "info": {
                     *           "dInc": "2026-11-20",
                     *           "hInc": "10:15:00",
                     *           "uInc": "erp-integracao",
                     *           "dAlt": "2026-11-20",
                     *           "hAlt": "10:15:00",
                     *           "uAlt": "erp-integracao"
                     *         },
                     *         "versao": 1,
                     *         "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_contas_receber_series: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path: {
                /** @description The series' code: member 1's codigo_lancamento_svc (serie.codigo_serie on every member). */
                codigo_serie: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members; total_registros counts them. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "codigo_lancamento_svc": 2001,
                     *           "codigo_cliente_fornecedor": "C-77",
                     *           "data_vencimento": "2026-12-05",
                     *           "valor_documento": 980.5,
                     *           "codigo_categoria": "1.01.01",
                     *           "numero_documento_fiscal": "NF-555",
                     *           "observacao": "Mensalidade de dezembro",
                     *           "data_previsao": "2026-12-05",
                     *           "status_titulo": "A VENCER",
                     *           "info": {
                     *             "dInc": "2026-11-20",
                     *             "hInc": "10:15:00",
                     *             "uInc": "erp-integracao",
                     *             "dAlt": "2026-11-20",
                     *             "hAlt": "10:15:00",
                     *             "uAlt": "erp-integracao"
                     *           },
                     *           "versao": 1,
                     *           "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ContaReceber"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_contas_receber_series: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The series' code: member 1's codigo_lancamento_svc (serie.codigo_serie on every member). */
                codigo_serie: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "conta": {
                 *         "valor": 1650
                 *       },
                 *       "a_partir_de": 4
                 *     }
                 */
                "application/json": {
                    /** @description Any non-empty subset of the fields, as in an update of one title; data_vencimento is not taken (each member keeps its own). */
                    conta: {
                        /** @description Sets the title field descricao. */
                        descricao?: string;
                        /** @description Sets valor_documento; a category split is rescaled to the new value. 409 on settled or cancelled titles. */
                        valor?: number;
                        /** @description Sets codigo_categoria. No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                        categoria?: string;
                        /** @description Sets observacao. */
                        observacoes?: string;
                        /**
                         * Format: date
                         * @description Sets data_previsao, the expected date (also on settled and cancelled titles).
                         * @example 2026-03-10
                         */
                        data_previsao?: string;
                        cliente?: {
                            /** @description Sets codigo_cliente_fornecedor: a number or a string (stored as text). */
                            id: number | string;
                            /** @description Also recorded as the customer's razao_social in /clientes-fornecedores. */
                            nome?: string;
                        };
                    };
                    /**
                     * @description The first member (indice) to change; default 1, every member.
                     * @default 1
                     */
                    a_partir_de?: number;
                };
            };
        };
        responses: {
            /** @description The members changed and those left as they were; total_registros counts both (the members from a_partir_de on). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "alterados": [
                     *           1005,
                     *           1006,
                     *           1007,
                     *           1008,
                     *           1009,
                     *           1010,
                     *           1011,
                     *           1012
                     *         ],
                     *         "ignorados": [
                     *           {
                     *             "id": 1004,
                     *             "motivo": "baixado"
                     *           }
                     *         ]
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 12
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description codigo_lancamento_svc of the members changed, in indice order: each has a new versao and one event. */
                            alterados: number[];
                            /** @description The members from a_partir_de on that were not touched, in indice order, with the reason. */
                            ignorados: {
                                /** @description codigo_lancamento_svc of the member left as it was. */
                                id: number;
                                /**
                                 * @description cancelado: the member is CANCELADO; baixado: it has an active settlement (PAGO, LIQUIDADO or PAGTO_PARCIAL); inalterado: it already had every value sent (no new version, no event).
                                 * @enum {string}
                                 */
                                motivo: "cancelado" | "baixado" | "inalterado";
                            }[];
                        };
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancel_contas_receber_series: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The series' code: member 1's codigo_lancamento_svc (serie.codigo_serie on every member). */
                codigo_serie: number;
            };
            cookie?: never;
        };
        /** @description Optional: { "motivo"?, "a_partir_de"? }, an empty object, or no body at all. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "motivo": "Contrato encerrado",
                 *       "a_partir_de": 7
                 *     }
                 */
                "application/json": {
                    /** @description Recorded as motivo_cancelamento of every member cancelled. */
                    motivo?: string;
                    /**
                     * @description The first member (indice) to cancel; default 1, every member.
                     * @default 1
                     */
                    a_partir_de?: number;
                } | null;
            };
        };
        responses: {
            /** @description The members changed and those left as they were; total_registros counts both (the members from a_partir_de on). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "alterados": [
                     *           1005,
                     *           1006,
                     *           1007,
                     *           1008,
                     *           1009,
                     *           1010,
                     *           1011,
                     *           1012
                     *         ],
                     *         "ignorados": [
                     *           {
                     *             "id": 1004,
                     *             "motivo": "baixado"
                     *           }
                     *         ]
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 12
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description codigo_lancamento_svc of the members changed, in indice order: each has a new versao and one event. */
                            alterados: number[];
                            /** @description The members from a_partir_de on that were not touched, in indice order, with the reason. */
                            ignorados: {
                                /** @description codigo_lancamento_svc of the member left as it was. */
                                id: number;
                                /**
                                 * @description cancelado: the member is CANCELADO; baixado: it has an active settlement (PAGO, LIQUIDADO or PAGTO_PARCIAL); inalterado: it already had every value sent (no new version, no event).
                                 * @enum {string}
                                 */
                                motivo: "cancelado" | "baixado" | "inalterado";
                            }[];
                        };
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_receitas: {
        parameters: {
            query?: {
                /** @description First date of the period (inclusive). */
                data_de?: string;
                /** @description Last date of the period (inclusive). */
                data_ate?: string;
                /** @description recebido: settled titles by receipt date (recebimento.data); previsao: open titles (EM ABERTO, PAGTO_PARCIAL) by data_previsao; omitted: both. */
                recebido_ou_previsao?: "recebido" | "previsao";
            };
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revenue lines grouped by category. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "receitas": [
                     *             {
                     *               "razao_social": "Mercado Azul Ltda",
                     *               "nota_fiscal": "NF-555",
                     *               "data_pagamento_recebido": null,
                     *               "data_previsao": "2026-12-05T00:00:00.000Z",
                     *               "documento": null,
                     *               "codigo_categoria": "1.01.01",
                     *               "descricao_categoria": "Mensalidades",
                     *               "origem": "",
                     *               "valor_documento": "980.50",
                     *               "desconto": "0.00",
                     *               "valor_recebido": "0.00",
                     *               "recebido": 0
                     *             }
                     *           ],
                     *           "quantia_recebidos": 0,
                     *           "valor_receitas": "980.50"
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            receitas: {
                                /** @description From /clientes-fornecedores; "" when the customer is unknown. */
                                razao_social: string;
                                /** @description numero_documento_fiscal, "" when absent. */
                                nota_fiscal: string;
                                /** @description recebimento.data; null when not received. */
                                data_pagamento_recebido: string | null;
                                /**
                                 * @description Date as YYYY-MM-DDT00:00:00.000Z.
                                 * @example 2026-03-10T00:00:00.000Z
                                 */
                                data_previsao: string;
                                /** @description numero_documento, or null. */
                                documento: string | null;
                                codigo_categoria: string;
                                /** @description From /categorias; "" when the category is unknown. */
                                descricao_categoria: string;
                                /** @description id_origem, "" when absent. */
                                origem: string;
                                /**
                                 * @description Decimal amount with two fraction digits, as a string.
                                 * @example 1500.00
                                 */
                                valor_documento: string;
                                /**
                                 * @description recebimento.desconto, "0.00" when absent.
                                 * @example 1500.00
                                 */
                                desconto: string;
                                /**
                                 * @description recebimento.valor, "0.00" when absent.
                                 * @example 1500.00
                                 */
                                valor_recebido: string;
                                /** @description 1 for a received (settled) title, 0 for a forecast. */
                                recebido: 1 | 0;
                            }[];
                            /** @description Number of received lines in the group. */
                            quantia_recebidos: number;
                            /** @description Exact sum of the lines' valor_documento, two fraction digits. */
                            valor_receitas: string;
                        }[];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                    "text/csv": string;
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_categorias: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories of the caller's company, by codigo. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "codigo": "2.01.01",
                     *           "descricao": "Aluguel",
                     *           "tipo": "FIXA"
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Categoria"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    put_categoria: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "descricao": "Aluguel",
                 *       "tipo": "FIXA"
                 *     }
                 */
                "application/json": {
                    descricao: string;
                    /**
                     * @description FIXA or VARIAVEL for expenses, RECEITA for revenue. Payables whose category is not FIXA (or unknown) are variable expenses.
                     * @enum {string}
                     */
                    tipo: "FIXA" | "VARIAVEL" | "RECEITA";
                };
            };
        };
        responses: {
            /** @description The category as stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "codigo": "2.01.01",
                     *       "descricao": "Aluguel",
                     *       "tipo": "FIXA"
                     *     }
                     */
                    "application/json": components["schemas"]["Categoria"];
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_clientes_fornecedores: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counterparties of the caller's company, by codigo. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "codigo": "501",
                     *           "razao_social": "Imobiliaria Sol Ltda",
                     *           "cnpj_cpf": "12345678000195"
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClienteFornecedor"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    put_cliente_fornecedor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description No leading or trailing whitespace; not . or .. (they cannot be a URL path segment). */
                codigo: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "razao_social": "Imobiliaria Sol Ltda",
                 *       "cnpj_cpf": "12.345.678/0001-95"
                 *     }
                 */
                "application/json": {
                    razao_social: string;
                    /**
                     * @description CPF (11 digits) or CNPJ (14 characters: 12 digits or, since July 2026, letters A-Z and digits, then 2 check digits), bare or punctuated as usual (123.456.789-09, 12.345.678/0001-95, 12.ABC.345/01DE-35); letters in either case. Stored and returned bare, letters upper-case. The check digits are verified by the Receita Federal's rules (letters count as their character code minus 48); a wrong one, or a reserved value such as 000.000.000-00, is 400.
                     * @example 12.345.678/0001-95
                     */
                    cnpj_cpf?: string;
                };
            };
        };
        responses: {
            /** @description The counterparty as stored (cnpj_cpf as digits). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "codigo": "501",
                     *       "razao_social": "Imobiliaria Sol Ltda",
                     *       "cnpj_cpf": "12345678000195"
                     *     }
                     */
                    "application/json": components["schemas"]["ClienteFornecedor"];
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_eventos: {
        parameters: {
            query?: {
                /** @description Cursor from the Link header (or proximo_cursor) of the previous page, or an event's posicao; omit it to start from the oldest kept event. One after the feed's last position is 400; one from before the oldest kept event is 410. */
                desde?: string;
                /** @description Events per page, 1 to 1000; 100 when omitted. */
                limite?: number;
            };
            header?: {
                /** @description The ETag of the answer the client holds (or a comma-separated list of them, weak or strong, or *): when it is still current the answer is 304 with no body, which does not count against the rate limit. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events after desde in position order. The next cursor is always given, also on a short or empty page, so clients poll with it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Link: components["headers"]["Link"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "posicao": 1,
                     *           "tipo": "criado",
                     *           "recurso": "contas-pagar",
                     *           "id": 1001,
                     *           "codigo_lancamento_integracao": null,
                     *           "versao": 1,
                     *           "ocorrido_em": "2026-11-20T13:15:00.000Z",
                     *           "dados": {
                     *             "codigo_lancamento_svc": 1001,
                     *             "codigo_cliente_fornecedor": 501,
                     *             "data_vencimento": "2026-12-10",
                     *             "valor_documento": 1500.07,
                     *             "codigo_categoria": "2.01.01",
                     *             "numero_parcela": "1/3",
                     *             "observacao": "Aluguel de dezembro",
                     *             "data_previsao": "2026-12-10",
                     *             "status_titulo": "A VENCER",
                     *             "info": {
                     *               "dInc": "2026-11-20",
                     *               "hInc": "10:15:00",
                     *               "uInc": "erp-integracao",
                     *               "dAlt": "2026-11-20",
                     *               "hAlt": "10:15:00",
                     *               "uAlt": "erp-integracao"
                     *             },
                     *             "versao": 1,
                     *             "atualizado_em": "2026-11-20T13:15:00.000Z"
                     *           }
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1,
                     *       "proximo_cursor": "1"
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Evento"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of events in this page. */
                        total_registros: number;
                        /** @description The cursor for the next call (also in the Link header): pass it as desde. */
                        proximo_cursor: string;
                    };
                };
            };
            /** @description Not modified: the If-None-Match names the current ETag. No body; the ETag and Cache-Control headers are sent again. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["AnswerETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_webhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's webhook endpoints, by id. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "url": "https://erp.example.com/webhooks/contas",
                     *           "tipos": [
                     *             "criado",
                     *             "baixa_lancada"
                     *           ],
                     *           "descricao": "ERP de producao",
                     *           "ativo": true,
                     *           "desativado_motivo": null,
                     *           "posicao": 1842,
                     *           "pendentes": 0,
                     *           "proxima_tentativa": null,
                     *           "criado_em": "2026-11-20T13:15:00.000Z"
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Webhook"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_webhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.example.com/webhooks/contas",
                 *       "tipos": [
                 *         "criado",
                 *         "baixa_lancada"
                 *       ],
                 *       "descricao": "ERP de producao"
                 *     }
                 */
                "application/json": {
                    /** @description Where messages are POSTed: an absolute https:// URL (http:// only where the service allows it) without user or password, whose host does not resolve to a loopback, private, link-local, CGNAT, multicast or unspecified address. The address is checked again at every attempt. */
                    url: string;
                    /** @description Only events of these tipos are sent; omitted or empty: every event. */
                    tipos?: ("criado" | "alterado" | "baixa_lancada" | "baixa_estornada" | "cancelado" | "reaberto" | "excluido")[];
                    /** @description A note of your own, e.g. which system receives it. */
                    descricao?: string | null;
                };
            };
        };
        responses: {
            /** @description The endpoint, with its secret (shown only now). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "url": "https://erp.example.com/webhooks/contas",
                     *       "tipos": [
                     *         "criado",
                     *         "baixa_lancada"
                     *       ],
                     *       "descricao": "ERP de producao",
                     *       "ativo": true,
                     *       "desativado_motivo": null,
                     *       "posicao": 1842,
                     *       "pendentes": 0,
                     *       "proxima_tentativa": null,
                     *       "criado_em": "2026-11-20T13:15:00.000Z",
                     *       "segredo": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/3x5gsZeWmQ="
                     *     }
                     */
                    "application/json": {
                        id: number;
                        url: string;
                        /** @description The tipos sent; empty: every event. */
                        tipos: ("criado" | "alterado" | "baixa_lancada" | "baixa_estornada" | "cancelado" | "reaberto" | "excluido")[];
                        descricao: string | null;
                        /** @description false when paused by PATCH, or disabled after the retry schedule ran out (see desativado_motivo). */
                        ativo: boolean;
                        /** @description Why delivery stopped by itself; null while active or paused by hand. */
                        desativado_motivo: string | null;
                        /** @description The last feed position the endpoint acknowledged: delivery continues after it. */
                        posicao: number;
                        /** @description Events after posicao that the endpoint will receive. */
                        pendentes: number;
                        /** @description When the message that failed is tried again; null when none waits. */
                        proxima_tentativa: string | null;
                        /**
                         * @description UTC date-time, YYYY-MM-DDTHH:MM:SS.mmmZ.
                         * @example 2026-11-22T10:15:00.000Z
                         */
                        criado_em: string;
                        /** @description The signing secret, whsec_ + base64 of 32 random bytes: shown only once. Verify messages with a Standard Webhooks library. */
                        segredo: string;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the webhook endpoint. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint and where its delivery stands. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "url": "https://erp.example.com/webhooks/contas",
                     *       "tipos": [
                     *         "criado",
                     *         "baixa_lancada"
                     *       ],
                     *       "descricao": "ERP de producao",
                     *       "ativo": true,
                     *       "desativado_motivo": null,
                     *       "posicao": 1842,
                     *       "pendentes": 0,
                     *       "proxima_tentativa": null,
                     *       "criado_em": "2026-11-20T13:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_webhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The id of the webhook endpoint. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_webhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The id of the webhook endpoint. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ativo": true
                 *     }
                 */
                "application/json": {
                    /** @description Where messages are POSTed: an absolute https:// URL (http:// only where the service allows it) without user or password, whose host does not resolve to a loopback, private, link-local, CGNAT, multicast or unspecified address. The address is checked again at every attempt. */
                    url?: string;
                    /** @description Only events of these tipos are sent; omitted or empty: every event. */
                    tipos?: ("criado" | "alterado" | "baixa_lancada" | "baixa_estornada" | "cancelado" | "reaberto" | "excluido")[];
                    /** @description A note of your own, e.g. which system receives it. */
                    descricao?: string | null;
                    /** @description false pauses delivery; true resumes it at the message that was not acknowledged, with the same webhook-id and body. */
                    ativo?: boolean;
                };
            };
        };
        responses: {
            /** @description The endpoint after the change. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "url": "https://erp.example.com/webhooks/contas",
                     *       "tipos": [
                     *         "criado",
                     *         "baixa_lancada"
                     *       ],
                     *       "descricao": "ERP de producao",
                     *       "ativo": true,
                     *       "desativado_motivo": null,
                     *       "posicao": 1842,
                     *       "pendentes": 0,
                     *       "proxima_tentativa": null,
                     *       "criado_em": "2026-11-20T13:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rotate_webhook_secret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The id of the webhook endpoint. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret, shown only here. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "segredo": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/3x5gsZeWmQ=",
                     *       "segredo_anterior_valido_ate": "2026-11-21T13:15:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @description The signing secret, whsec_ + base64 of 32 random bytes: shown only once. Verify messages with a Standard Webhooks library. */
                        segredo: string;
                        /**
                         * @description Until then messages carry a second signature made with the previous secret.
                         * @example 2026-11-22T10:15:00.000Z
                         */
                        segredo_anterior_valido_ate: string;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    test_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the webhook endpoint. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How the receiver answered the test message. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entregue": true,
                     *       "mensagem_id": "msg_7_teste_1763644500000",
                     *       "status_http": 204,
                     *       "erro": null,
                     *       "duracao_ms": 84
                     *     }
                     */
                    "application/json": {
                        /** @description The receiver answered 2xx within 10 s. */
                        entregue: boolean;
                        /** @description The webhook-id header of the test message. */
                        mensagem_id: string;
                        status_http: number | null;
                        /** @description Why the attempt failed when there was no HTTP answer (time-out, refused address, connection error). */
                        erro: string | null;
                        duracao_ms: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    replay_webhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The id of the webhook endpoint. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "desde": 0
                 *     }
                 */
                "application/json": {
                    /** @description A feed position, as a number: a posicao of an event (proximo_cursor of GET /eventos, a string, is accepted too). The events after it are sent again, in order. */
                    desde: number | string;
                };
            };
        };
        responses: {
            /** @description The endpoint, moved to desde. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "url": "https://erp.example.com/webhooks/contas",
                     *       "tipos": [
                     *         "criado",
                     *         "baixa_lancada"
                     *       ],
                     *       "descricao": "ERP de producao",
                     *       "ativo": true,
                     *       "desativado_motivo": null,
                     *       "posicao": 0,
                     *       "pendentes": 1842,
                     *       "proxima_tentativa": null,
                     *       "criado_em": "2026-11-20T13:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_webhook_entregas: {
        parameters: {
            query?: {
                /** @description Attempts to list, 1 to 500; 50 when omitted. */
                limite?: number;
            };
            header?: never;
            path: {
                /** @description The id of the webhook endpoint. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delivery attempts of the endpoint, newest first, kept 30 days. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "tipo": "eventos",
                     *           "mensagem_id": "msg_7_1843",
                     *           "posicao_de": 1843,
                     *           "posicao_ate": 1843,
                     *           "tentativa": 1,
                     *           "status_http": 204,
                     *           "erro": null,
                     *           "duracao_ms": 84,
                     *           "em": "2026-11-20T13:15:00.000Z"
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            tipo: "eventos" | "webhook.teste";
                            /** @description The webhook-id of the message. */
                            mensagem_id: string;
                            /** @description The first event of the message; null for a test message. */
                            posicao_de: number | null;
                            /** @description The last event of the message; null for a test message. */
                            posicao_ate: number | null;
                            tentativa: number;
                            status_http: number | null;
                            erro: string | null;
                            duracao_ms: number;
                            /**
                             * @description UTC date-time, YYYY-MM-DDTHH:MM:SS.mmmZ.
                             * @example 2026-11-22T10:15:00.000Z
                             */
                            em: string;
                        }[];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_bank_files: {
        parameters: {
            query?: {
                /** @description Page size. Without it every import is returned. With it, a Link: <...>; rel="next" header points at the next page while imports remain. */
                limite?: number;
                /** @description Opaque position taken from the Link header (or proximo_cursor) of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's imports, newest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 41,
                     *           "formato": "cnab240",
                     *           "sha256": "9f2c1a4b7e0d3c5a8b6f1e2d4c7a9b0e3f5d8c1a2b4e6f7a9c0d1e3b5a7c9e2f",
                     *           "banco": "341",
                     *           "nsa": 128,
                     *           "id_conta_corrente": 3,
                     *           "recebido_em": "2026-12-06T11:02:13.000Z",
                     *           "recebido_por": "erp-financeiro",
                     *           "totais": {
                     *             "linhas": 2,
                     *             "baixados": 1,
                     *             "ja_baixados": 0,
                     *             "sugeridos": 0,
                     *             "sem_titulo": 0,
                     *             "ignorados": 1,
                     *             "rejeitados": 0
                     *           },
                     *           "avisos": []
                     *         }
                     *       ],
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1,
                     *       "proximo_cursor": null
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ArquivoConciliacaoResumo"][];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                        /** @description Only with limite: the cursor of the next page (the same as in the Link header), or null on the last page. */
                        proximo_cursor?: string | null;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    import_bank_file: {
        parameters: {
            query?: {
                /** @description The format of the file; without it, recognized by its content. A file of neither is 400 FORMATO_DESCONHECIDO. */
                formato?: "cnab240" | "ofx";
                /** @description Recorded as codigo_conta_corrente on every settlement the file makes. */
                id_conta_corrente?: number;
            };
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example 34100000         212345678000195                                        COMERCIO EXEMPLO LTDA                                                 206122026      000128089
                 *     34100011T01  045 2012345678000195                                        COMERCIO EXEMPLO LTDA                                                                                         0000012806122026
                 *     3410001300001T 06                    00000000000000012345 NF-4512        05122026000000000060000
                 *     3410001300002U 06000000000000350000000000000000000000000000000               000000000060350                                             0512202606122026
                 *     3410001300003T 02                    00000000000000012346 NF-4513        20122026000000000025000
                 *     3410001300004U 02000000000000000000000000000000000000000000000               000000000000000                                             0000000000000000
                 *     34100015         000006
                 *     34199999         000001000008
                 */
                "text/plain": string;
                /**
                 * @example OFXHEADER:100
                 *     DATA:OFXSGML
                 *     VERSION:102
                 *     SECURITY:NONE
                 *     ENCODING:USASCII
                 *     CHARSET:1252
                 *     COMPRESSION:NONE
                 *     OLDFILEUID:NONE
                 *     NEWFILEUID:NONE
                 *
                 *     <OFX>
                 *     <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261206080000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>
                 *     <BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
                 *     <STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>0237<BRANCHID>1234<ACCTID>56789-0<ACCTTYPE>CHECKING</BANKACCTFROM>
                 *     <BANKTRANLIST><DTSTART>20261201<DTEND>20261206
                 *     <STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261205100000[-3:BRT]<TRNAMT>600,00<FITID>202612050001<MEMO>PIX RECEBIDO NF-4512 CLIENTE EXEMPLO</STMTTRN>
                 *     <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261205<TRNAMT>-980,00<FITID>202612050002<MEMO>PAGTO BOLETO ALUGUEL</STMTTRN>
                 *     </BANKTRANLIST><LEDGERBAL><BALAMT>10000,00<DTASOF>20261206</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>
                 *     </OFX>
                 */
                "application/x-ofx": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The import. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 41,
                     *         "formato": "cnab240",
                     *         "sha256": "9f2c1a4b7e0d3c5a8b6f1e2d4c7a9b0e3f5d8c1a2b4e6f7a9c0d1e3b5a7c9e2f",
                     *         "banco": "341",
                     *         "nsa": 128,
                     *         "id_conta_corrente": 3,
                     *         "recebido_em": "2026-12-06T11:02:13.000Z",
                     *         "recebido_por": "erp-financeiro",
                     *         "totais": {
                     *           "linhas": 2,
                     *           "baixados": 1,
                     *           "ja_baixados": 0,
                     *           "sugeridos": 0,
                     *           "sem_titulo": 0,
                     *           "ignorados": 1,
                     *           "rejeitados": 0
                     *         },
                     *         "avisos": [],
                     *         "itens": [
                     *           {
                     *             "linha": 3,
                     *             "codigo_movimento": "06",
                     *             "nosso_numero": "00000000000000012345",
                     *             "seu_numero": "NF-4512",
                     *             "valor_pago": 603.5,
                     *             "juros": 3.5,
                     *             "desconto": 0,
                     *             "data_ocorrencia": "2026-12-05",
                     *             "data_credito": "2026-12-06",
                     *             "resultado": "baixado",
                     *             "titulo": {
                     *               "recurso": "contas-receber",
                     *               "id": 2001
                     *             },
                     *             "codigo_baixa": 7001,
                     *             "codigo_baixa_integracao": "cnab240:341:12345:06:2026-12-05"
                     *           },
                     *           {
                     *             "linha": 5,
                     *             "codigo_movimento": "02",
                     *             "nosso_numero": "00000000000000012346",
                     *             "seu_numero": "NF-4513",
                     *             "valor_pago": 0,
                     *             "juros": 0,
                     *             "desconto": 0,
                     *             "resultado": "ignorado",
                     *             "motivo": "código de movimento 02 does not settle (only 06 and 17 do)"
                     *           }
                     *         ],
                     *         "reimportado": true
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ArquivoConciliacao"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description The import. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 41,
                     *         "formato": "cnab240",
                     *         "sha256": "9f2c1a4b7e0d3c5a8b6f1e2d4c7a9b0e3f5d8c1a2b4e6f7a9c0d1e3b5a7c9e2f",
                     *         "banco": "341",
                     *         "nsa": 128,
                     *         "id_conta_corrente": 3,
                     *         "recebido_em": "2026-12-06T11:02:13.000Z",
                     *         "recebido_por": "erp-financeiro",
                     *         "totais": {
                     *           "linhas": 2,
                     *           "baixados": 1,
                     *           "ja_baixados": 0,
                     *           "sugeridos": 0,
                     *           "sem_titulo": 0,
                     *           "ignorados": 1,
                     *           "rejeitados": 0
                     *         },
                     *         "avisos": [],
                     *         "itens": [
                     *           {
                     *             "linha": 3,
                     *             "codigo_movimento": "06",
                     *             "nosso_numero": "00000000000000012345",
                     *             "seu_numero": "NF-4512",
                     *             "valor_pago": 603.5,
                     *             "juros": 3.5,
                     *             "desconto": 0,
                     *             "data_ocorrencia": "2026-12-05",
                     *             "data_credito": "2026-12-06",
                     *             "resultado": "baixado",
                     *             "titulo": {
                     *               "recurso": "contas-receber",
                     *               "id": 2001
                     *             },
                     *             "codigo_baixa": 7001,
                     *             "codigo_baixa_integracao": "cnab240:341:12345:06:2026-12-05"
                     *           },
                     *           {
                     *             "linha": 5,
                     *             "codigo_movimento": "02",
                     *             "nosso_numero": "00000000000000012346",
                     *             "seu_numero": "NF-4513",
                     *             "valor_pago": 0,
                     *             "juros": 0,
                     *             "desconto": 0,
                     *             "resultado": "ignorado",
                     *             "motivo": "código de movimento 02 does not settle (only 06 and 17 do)"
                     *           }
                     *         ]
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ArquivoConciliacao"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_bank_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The import. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 41,
                     *         "formato": "cnab240",
                     *         "sha256": "9f2c1a4b7e0d3c5a8b6f1e2d4c7a9b0e3f5d8c1a2b4e6f7a9c0d1e3b5a7c9e2f",
                     *         "banco": "341",
                     *         "nsa": 128,
                     *         "id_conta_corrente": 3,
                     *         "recebido_em": "2026-12-06T11:02:13.000Z",
                     *         "recebido_por": "erp-financeiro",
                     *         "totais": {
                     *           "linhas": 2,
                     *           "baixados": 1,
                     *           "ja_baixados": 0,
                     *           "sugeridos": 0,
                     *           "sem_titulo": 0,
                     *           "ignorados": 1,
                     *           "rejeitados": 0
                     *         },
                     *         "avisos": [],
                     *         "itens": [
                     *           {
                     *             "linha": 3,
                     *             "codigo_movimento": "06",
                     *             "nosso_numero": "00000000000000012345",
                     *             "seu_numero": "NF-4512",
                     *             "valor_pago": 603.5,
                     *             "juros": 3.5,
                     *             "desconto": 0,
                     *             "data_ocorrencia": "2026-12-05",
                     *             "data_credito": "2026-12-06",
                     *             "resultado": "baixado",
                     *             "titulo": {
                     *               "recurso": "contas-receber",
                     *               "id": 2001
                     *             },
                     *             "codigo_baixa": 7001,
                     *             "codigo_baixa_integracao": "cnab240:341:12345:06:2026-12-05"
                     *           },
                     *           {
                     *             "linha": 5,
                     *             "codigo_movimento": "02",
                     *             "nosso_numero": "00000000000000012346",
                     *             "seu_numero": "NF-4513",
                     *             "valor_pago": 0,
                     *             "juros": 0,
                     *             "desconto": 0,
                     *             "resultado": "ignorado",
                     *             "motivo": "código de movimento 02 does not settle (only 06 and 17 do)"
                     *           }
                     *         ]
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ArquivoConciliacao"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirm_bank_file_item: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: 1 to 255 visible ASCII characters, unique per request (a UUID). For 24 hours the same key on the same route with the same URL and body replays the first successful answer (status, Location, ETag, body) with Idempotency-Replayed: true and writes nothing; with another URL or body it is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs it is 409 IDEMPOTENCY_KEY_IN_USE (Retry-After: 1). A request that failed keeps no key, so its retry runs again. Keys are per company and route. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The import. */
                id: number;
                /** @description The linha of the item. */
                linha: number;
            };
            cookie?: never;
        };
        /** @description The title a sugerido or sem_titulo item pays: it is settled as an automatic match would have settled it. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "recurso": "contas-receber",
                 *       "id": 2001
                 *     }
                 */
                "application/json": {
                    /**
                     * @description contas-receber for a CNAB line or an OFX credit, contas-pagar for an OFX debit.
                     * @enum {string}
                     */
                    recurso: "contas-pagar" | "contas-receber";
                    /** @description codigo_lancamento_svc of the title the line pays. */
                    id: number;
                };
            };
        };
        responses: {
            /** @description The item after its confirmation. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "linha": 1,
                     *         "fitid": "202612050001",
                     *         "documento": "PIX RECEBIDO NF 4512",
                     *         "valor_pago": 600,
                     *         "juros": 0,
                     *         "desconto": 0,
                     *         "data_ocorrencia": "2026-12-05",
                     *         "resultado": "baixado",
                     *         "titulo": {
                     *           "recurso": "contas-receber",
                     *           "id": 2001
                     *         },
                     *         "codigo_baixa": 7002,
                     *         "codigo_baixa_integracao": "ofx:0237:56789-0:202612050001"
                     *       },
                     *       "timeStamp": "2026-11-20T13:15:00Z",
                     *       "total_registros": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ItemConciliacao"];
                        /**
                         * @description UTC time of the response, YYYY-MM-DDTHH:MM:SSZ.
                         * @example 2026-11-22T10:15:00Z
                         */
                        timeStamp: string;
                        /** @description Number of records in this response. */
                        total_registros: number;
                    };
                };
            };
            /** @description Body of every non-2xx response. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            414: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Body of every non-2xx response. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
