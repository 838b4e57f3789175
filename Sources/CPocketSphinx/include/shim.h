#include <pocketsphinx/pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/cmd_ln.h>
#include <sphinxbase/genrand.h>
#include <sphinxbase/fe.h>

/// Runs `count` samples through the decoder's front end and throws the features away, so that
/// its noise estimate is the sound's own when the same samples are then decoded. 0, or -1.
int hark_warm_front_end(ps_decoder_t *ps, int16 const *samples, size_t count);

/// NULL when libpocketsphinx opens (it is loaded on first use, not at start-up); else why not.
const char *hark_pocketsphinx_problem(void);
