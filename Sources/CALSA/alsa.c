// ALSA, opened on first use: each function Hark calls is defined here under its own name and
// forwards to the library (see lazy_library.h). Hidden, so that the library, once loaded,
// binds to its own functions and never to these.
#pragma GCC visibility push(hidden)
#include "shim.h"
#include "lazy_library.h"

#include <errno.h>

static hark_lazy_library alsa = HARK_LAZY_LIBRARY("libasound.so.2", "HARK_ALSA_LIBRARY");

const char *hark_alsa_problem(void) { return hark_lazy_problem(&alsa); }

HARK_FORWARD(alsa, int, snd_lib_error_set_handler, (snd_lib_error_handler_t handler), (handler), -ENOSYS)
HARK_FORWARD(alsa, const char *, snd_strerror, (int errnum), (errnum), "the ALSA library is missing")
HARK_FORWARD(alsa, int, snd_pcm_open, (snd_pcm_t **pcm, const char *name, snd_pcm_stream_t stream, int mode),
    (pcm, name, stream, mode), -ENOSYS)
HARK_FORWARD(alsa, int, snd_pcm_set_params,
    (snd_pcm_t *pcm, snd_pcm_format_t format, snd_pcm_access_t access, unsigned int channels, unsigned int rate,
        int soft_resample, unsigned int latency),
    (pcm, format, access, channels, rate, soft_resample, latency), -ENOSYS)
HARK_FORWARD(alsa, int, snd_pcm_close, (snd_pcm_t *pcm), (pcm), -ENOSYS)
HARK_FORWARD(alsa, int, snd_pcm_prepare, (snd_pcm_t *pcm), (pcm), -ENOSYS)
HARK_FORWARD(alsa, int, snd_pcm_drop, (snd_pcm_t *pcm), (pcm), -ENOSYS)
HARK_FORWARD(alsa, int, snd_pcm_drain, (snd_pcm_t *pcm), (pcm), -ENOSYS)
HARK_FORWARD(alsa, int, snd_pcm_recover, (snd_pcm_t *pcm, int err, int silent), (pcm, err, silent), -ENOSYS)
HARK_FORWARD(alsa, snd_pcm_sframes_t, snd_pcm_writei, (snd_pcm_t *pcm, const void *buffer, snd_pcm_uframes_t size),
    (pcm, buffer, size), -ENOSYS)
HARK_FORWARD(alsa, snd_pcm_sframes_t, snd_pcm_readi, (snd_pcm_t *pcm, void *buffer, snd_pcm_uframes_t size),
    (pcm, buffer, size), -ENOSYS)
