#include <alsa/asoundlib.h>

/// ALSA reports every failure on stderr itself; Hark says it once, in its own words.
static void hark_alsa_ignore_error(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

static inline void hark_alsa_quiet(void) { snd_lib_error_set_handler(hark_alsa_ignore_error); }

/// NULL when libasound opens (it is loaded on first use, not at start-up); else why not.
const char *hark_alsa_problem(void);
