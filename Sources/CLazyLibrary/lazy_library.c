#include "lazy_library.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

/// Opens the library once (later calls see the first outcome); the caller holds its lock.
static void open_once(hark_lazy_library *library) {
    if (library->tried) return;
    library->tried = 1;
    const char *chosen = library->override_variable ? getenv(library->override_variable) : NULL;
    const char *file = chosen && *chosen ? chosen : library->soname;
    library->handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!library->handle) {
        const char *reason = dlerror();
        snprintf(library->problem, sizeof library->problem, "%s", reason ? reason : file);
    }
}

void *hark_lazy_symbol(hark_lazy_library *library, const char *name) {
    pthread_mutex_lock(&library->lock);
    open_once(library);
    void *handle = library->handle;
    pthread_mutex_unlock(&library->lock);
    return handle ? dlsym(handle, name) : NULL;
}

const char *hark_lazy_problem(hark_lazy_library *library) {
    pthread_mutex_lock(&library->lock);
    open_once(library);
    const char *problem = library->handle ? NULL : library->problem;
    pthread_mutex_unlock(&library->lock);
    return problem;
}
