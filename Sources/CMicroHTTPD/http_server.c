// libmicrohttpd, opened on first use (see lazy_library.h), behind a small interface of its own:
// the server gathers each request's body, hands the handler the whole request, and copies its
// answer. Hidden, so that the library, once loaded, binds to its own functions.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#pragma GCC visibility push(hidden)
#include "http_server.h"
#include "lazy_library.h"
#include <microhttpd.h>

static hark_lazy_library microhttpd = HARK_LAZY_LIBRARY("libmicrohttpd.so.12", "HARK_MICROHTTPD_LIBRARY");

const char *hark_http_problem(void) { return hark_lazy_problem(&microhttpd); }

struct hark_http_server {
    struct MHD_Daemon *daemon;
    size_t body_limit;
    hark_http_handler handler;
    void *context;
};

struct hark_http_exchange {
    struct MHD_Connection *connection;
    int answered;
};

/// A request's body as it arrives.
typedef struct body {
    char *bytes;
    size_t length;
    int too_large;
} body;

#define SYMBOL(type, name) ((type)hark_lazy_symbol(&microhttpd, #name))

typedef const char *(*lookup_function)(struct MHD_Connection *, enum MHD_ValueKind, const char *);

static const char *lookup(struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *key) {
    lookup_function function = SYMBOL(lookup_function, MHD_lookup_connection_value);
    return function ? function(connection, kind, key) : NULL;
}

/// Gathers the body; at its end, calls the handler and queues its answer (500 if it gave none).
static enum MHD_Result on_request(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
    const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls) {
    (void)version;
    hark_http_server *server = cls;
    body *gathered = *con_cls;
    if (!gathered) {
        gathered = calloc(1, sizeof *gathered);
        if (!gathered) return MHD_NO;
        *con_cls = gathered;
        return MHD_YES;
    }
    if (*upload_data_size > 0) {
        size_t size = *upload_data_size;
        *upload_data_size = 0;
        if (gathered->too_large || gathered->length + size > server->body_limit) {
            gathered->too_large = 1;
            free(gathered->bytes);
            gathered->bytes = NULL;
            gathered->length = 0;
            return MHD_YES;
        }
        char *grown = realloc(gathered->bytes, gathered->length + size + 1);
        if (!grown) return MHD_NO;
        memcpy(grown + gathered->length, upload_data, size);
        gathered->length += size;
        grown[gathered->length] = 0;
        gathered->bytes = grown;
        return MHD_YES;
    }
    hark_http_request request = {
        .method = method,
        .path = url,
        .token = lookup(connection, MHD_GET_ARGUMENT_KIND, "token"),
        .token_header = lookup(connection, MHD_HEADER_KIND, "X-Hark-Token"),
        .host = lookup(connection, MHD_HEADER_KIND, "Host"),
        .origin = lookup(connection, MHD_HEADER_KIND, "Origin"),
        .body = gathered->bytes ? gathered->bytes : "",
        .body_length = gathered->length,
        .body_too_large = gathered->too_large,
    };
    hark_http_exchange exchange = {connection, 0};
    server->handler(server->context, &request, &exchange);
    if (!exchange.answered) {
        static const char failure[] = "The request could not be answered.\n";
        hark_http_reply(&exchange, 500, "text/plain; charset=utf-8", failure, sizeof failure - 1);
    }
    return exchange.answered == 1 ? MHD_YES : MHD_NO;
}

static void on_completed(void *cls, struct MHD_Connection *connection, void **con_cls, enum MHD_RequestTerminationCode code) {
    (void)cls, (void)connection, (void)code;
    body *gathered = *con_cls;
    if (gathered) free(gathered->bytes);
    free(gathered);
    *con_cls = NULL;
}

typedef struct MHD_Response *(*create_function)(size_t, void *, enum MHD_ResponseMemoryMode);
typedef enum MHD_Result (*header_function)(struct MHD_Response *, const char *, const char *);
typedef enum MHD_Result (*queue_function)(struct MHD_Connection *, unsigned int, struct MHD_Response *);
typedef void (*destroy_function)(struct MHD_Response *);

void hark_http_reply(hark_http_exchange *exchange, unsigned int status, const char *content_type, const void *bytes, size_t length) {
    if (exchange->answered) return;
    exchange->answered = -1;
    create_function create = SYMBOL(create_function, MHD_create_response_from_buffer);
    header_function header = SYMBOL(header_function, MHD_add_response_header);
    queue_function queue = SYMBOL(queue_function, MHD_queue_response);
    destroy_function destroy = SYMBOL(destroy_function, MHD_destroy_response);
    if (!create || !header || !queue || !destroy) return;
    struct MHD_Response *response = create(length, (void *)bytes, MHD_RESPMEM_MUST_COPY);
    if (!response) return;
    header(response, "Content-Type", content_type);
    header(response, "Cache-Control", "no-store");
    header(response, "X-Content-Type-Options", "nosniff");
    header(response, "X-Frame-Options", "DENY");
    header(response, "Referrer-Policy", "no-referrer");
    header(response, "Content-Security-Policy",
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:; "
        "frame-ancestors 'none'");
    if (queue(exchange->connection, status, response) == MHD_YES) exchange->answered = 1;
    destroy(response);
}

typedef struct MHD_Daemon *(*start_function)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback,
    void *, ...);
typedef const union MHD_DaemonInfo *(*info_function)(struct MHD_Daemon *, enum MHD_DaemonInfoType, ...);
typedef void (*stop_function)(struct MHD_Daemon *);

hark_http_server *hark_http_start(uint16_t port, size_t body_limit, hark_http_handler handler, void *context) {
    start_function start = SYMBOL(start_function, MHD_start_daemon);
    if (!start) return NULL;
    hark_http_server *server = calloc(1, sizeof *server);
    if (!server) return NULL;
    server->body_limit = body_limit;
    server->handler = handler;
    server->context = context;
    struct sockaddr_in loopback = {0};
    loopback.sin_family = AF_INET;
    loopback.sin_port = htons(port);
    loopback.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    // One polling thread: requests are answered one at a time, in the order they complete.
    server->daemon = start(MHD_USE_AUTO_INTERNAL_THREAD, port, NULL, NULL, on_request, server,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&loopback,
        MHD_OPTION_NOTIFY_COMPLETED, on_completed, NULL,
        MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)30,
        MHD_OPTION_CONNECTION_LIMIT, (unsigned int)64,
        MHD_OPTION_END);
    if (!server->daemon) {
        free(server);
        return NULL;
    }
    return server;
}

uint16_t hark_http_port(hark_http_server *server) {
    info_function info = SYMBOL(info_function, MHD_get_daemon_info);
    const union MHD_DaemonInfo *answer = info ? info(server->daemon, MHD_DAEMON_INFO_BIND_PORT) : NULL;
    return answer ? answer->port : 0;
}

void hark_http_stop(hark_http_server *server) {
    stop_function stop = SYMBOL(stop_function, MHD_stop_daemon);
    if (stop) stop(server->daemon);
    free(server);
}
