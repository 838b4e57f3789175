#ifndef HARK_WEBRTC_SHIM_H
#define HARK_WEBRTC_SHIM_H

// WebRTC's audio processing, opened on first use. Its interface is C++ classes
// (`webrtc::AudioProcessing`); this is the one C function Hark calls instead.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// NULL when libwebrtc_audio_processing opens (it is loaded on first use, not at start-up);
/// else why not.
const char *hark_webrtc_problem(void);

/// Runs `count` mono samples at `rate` Hz (8, 16, 32 or 48 kHz) through a fresh
/// `webrtc::AudioProcessing` with only noise suppression on, at `level` (0 low, 1 moderate,
/// 2 high, 3 very high), in 10 ms frames, in place; a last partial frame is padded with
/// silence. 0, or WebRTC's negative error code (-1 when the library is missing).
int hark_webrtc_suppress_noise(int16_t *samples, size_t count, int rate, int level);

#ifdef __cplusplus
}
#endif

#endif
