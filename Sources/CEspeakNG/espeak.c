// espeak-ng, opened on first use: each function Hark calls is defined here under its own name
// and forwards to the library (see lazy_library.h). Hidden, so that the library, once loaded,
// binds to its own functions and never to these.
#pragma GCC visibility push(hidden)
#include "shim.h"
#include "lazy_library.h"

static hark_lazy_library espeak = HARK_LAZY_LIBRARY("libespeak-ng.so.1", "HARK_ESPEAK_LIBRARY");

const char *hark_espeak_problem(void) { return hark_lazy_problem(&espeak); }

HARK_FORWARD(espeak, int, espeak_Initialize, (espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options),
    (output, buflength, path, options), EE_INTERNAL_ERROR)
HARK_FORWARD_VOID(espeak, espeak_SetSynthCallback, (t_espeak_callback *callback), (callback))
HARK_FORWARD(espeak, espeak_ERROR, espeak_SetVoiceByName, (const char *name), (name), EE_INTERNAL_ERROR)
HARK_FORWARD(espeak, espeak_ERROR, espeak_SetParameter, (espeak_PARAMETER parameter, int value, int relative),
    (parameter, value, relative), EE_INTERNAL_ERROR)
HARK_FORWARD(espeak, const char *, espeak_TextToPhonemes, (const void **textptr, int textmode, int phonememode),
    (textptr, textmode, phonememode), NULL)
HARK_FORWARD(espeak, espeak_ERROR, espeak_Synth,
    (const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type, unsigned int end_position,
        unsigned int flags, unsigned int *unique_identifier, void *user_data),
    (text, size, position, position_type, end_position, flags, unique_identifier, user_data), EE_INTERNAL_ERROR)
