#include <pocketsphinx/pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/cmd_ln.h>
#include <sphinxbase/genrand.h>

/// NULL when libpocketsphinx opens (it is loaded on first use, not at start-up); else why not.
const char *hark_pocketsphinx_problem(void);
