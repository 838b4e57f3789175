#ifndef HARK_LAZY_LIBRARY_H
#define HARK_LAZY_LIBRARY_H

#include <pthread.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A shared library Hark opens on first use instead of at start-up, so that `hark` starts
/// without loading it (and works without it) until a feature needs it.
typedef struct hark_lazy_library {
    /// The soname to open, e.g. "libasound.so.2".
    const char *soname;
    /// An environment variable that may name another file to open instead.
    const char *override_variable;
    pthread_mutex_t lock;
    int tried;
    void *handle;
    /// Why it could not be opened (dlerror's words), or empty.
    char problem[256];
} hark_lazy_library;

#define HARK_LAZY_LIBRARY(soname, variable) { soname, variable, PTHREAD_MUTEX_INITIALIZER, 0, 0, {0} }

/// The address of `name` in the library, opening it first if need be; NULL when the library
/// cannot be opened or has no such symbol.
void *hark_lazy_symbol(hark_lazy_library *library, const char *name);

/// NULL when the library opens; else why not, in dlerror's words.
const char *hark_lazy_problem(hark_lazy_library *library);

/// A function with the library function's name and signature that calls it, looking it up on
/// its first call; when the library is missing it returns `failure` (callers check for the
/// library first and say what is missing, see `hark_lazy_problem`).
#define HARK_FORWARD(library, result, name, parameters, arguments, failure)                      \
    result name parameters {                                                                      \
        static result(*_Atomic real) parameters;                                                  \
        if (!real) real = (result(*) parameters)hark_lazy_symbol(&library, #name);                \
        return real ? real arguments : failure;                                                   \
    }

/// As `HARK_FORWARD`, for a function that returns nothing.
#define HARK_FORWARD_VOID(library, name, parameters, arguments)                                    \
    void name parameters {                                                                        \
        static void(*_Atomic real) parameters;                                                    \
        if (!real) real = (void(*) parameters)hark_lazy_symbol(&library, #name);                  \
        if (real) real arguments;                                                                 \
    }

#ifdef __cplusplus
}
#endif

#endif
