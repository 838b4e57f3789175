// speexdsp's preprocessor, opened on first use: each function Hark calls is defined here under
// its own name and forwards to the library (see lazy_library.h). Hidden, so that the library,
// once loaded, binds to its own functions and never to these.
#pragma GCC visibility push(hidden)
#include "shim.h"
#include "lazy_library.h"

static hark_lazy_library speexdsp = HARK_LAZY_LIBRARY("libspeexdsp.so.1", "HARK_SPEEXDSP_LIBRARY");

const char *hark_speexdsp_problem(void) { return hark_lazy_problem(&speexdsp); }

HARK_FORWARD(speexdsp, SpeexPreprocessState *, speex_preprocess_state_init, (int frame_size, int sampling_rate),
    (frame_size, sampling_rate), NULL)
HARK_FORWARD_VOID(speexdsp, speex_preprocess_state_destroy, (SpeexPreprocessState *st), (st))
HARK_FORWARD(speexdsp, int, speex_preprocess_run, (SpeexPreprocessState *st, spx_int16_t *x), (st, x), 0)
HARK_FORWARD(speexdsp, int, speex_preprocess_ctl, (SpeexPreprocessState *st, int request, void *ptr),
    (st, request, ptr), -1)
