#ifndef HARK_HTTP_SERVER_H
#define HARK_HTTP_SERVER_H

#include <stddef.h>
#include <stdint.h>

/// A request, its body whole: the server gathers it (up to the limit given at start) before
/// the handler sees it. Absent headers are NULL.
typedef struct hark_http_request {
    const char *method;
    const char *path;
    /// The `token` query argument.
    const char *token;
    /// The `X-Hark-Token` header.
    const char *token_header;
    const char *host;
    const char *origin;
    const char *body;
    size_t body_length;
    /// The body was longer than the limit; `body` is empty.
    int body_too_large;
} hark_http_request;

/// Where the handler's answer goes; pass it to `hark_http_reply` once.
typedef struct hark_http_exchange hark_http_exchange;

typedef void (*hark_http_handler)(void *context, const hark_http_request *request, hark_http_exchange *exchange);

typedef struct hark_http_server hark_http_server;

/// NULL when libmicrohttpd opens (it is loaded on first use, not at start-up); else why not.
const char *hark_http_problem(void);

/// Listens on 127.0.0.1:`port` (0: any free port) and calls `handler` for each request, one at
/// a time, on the server's own thread. NULL when the port cannot be taken.
hark_http_server *hark_http_start(uint16_t port, size_t body_limit, hark_http_handler handler, void *context);

/// The port listened on.
uint16_t hark_http_port(hark_http_server *server);

/// Answers with `status`, a copy of `length` bytes of `body`, and its content type.
void hark_http_reply(hark_http_exchange *exchange, unsigned int status, const char *content_type, const void *body, size_t length);

/// Stops listening and frees the server.
void hark_http_stop(hark_http_server *server);

#endif
