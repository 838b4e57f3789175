// WebRTC's audio processing, opened on first use (see lazy_library.h). Its interface is C++
// classes: the factory `webrtc::AudioProcessing::Create()` is the one function looked up by
// name (its mangled name), and everything else is called through the virtual functions of the
// object it returns, as the library's own header declares them, so `hark` is not linked with
// the library. The headers come from libwebrtc-audio-processing-dev; the forwarding headers
// under webrtc/ let audio_processing.h find its own by the paths it names them with.
#include "shim.h"

#include "lazy_library.h"

#include <webrtc_audio_processing/webrtc/modules/audio_processing/include/audio_processing.h>

static hark_lazy_library webrtc_library = HARK_LAZY_LIBRARY("libwebrtc_audio_processing.so.1", "HARK_WEBRTC_LIBRARY");

const char *hark_webrtc_problem(void) { return hark_lazy_problem(&webrtc_library); }

/// `webrtc::AudioProcessing::Create()`, the one symbol looked up by name.
typedef webrtc::AudioProcessing *(*hark_webrtc_create)();
static const char hark_webrtc_create_symbol[] = "_ZN6webrtc15AudioProcessing6CreateEv";

/// The most samples a 10 ms frame holds (48 kHz).
enum { hark_webrtc_frame_capacity = 480 };

/// Runs the frames through `processing`, in place; 0, or WebRTC's error code.
static int hark_webrtc_run(webrtc::AudioProcessing *processing, int16_t *samples, size_t count, int rate) {
    using webrtc::AudioProcessing;
    const size_t frame = static_cast<size_t>(rate / 100);
    float buffer[hark_webrtc_frame_capacity];
    float *channel = buffer;
    for (size_t start = 0; start < count; start += frame) {
        const size_t filled = count - start < frame ? count - start : frame;
        for (size_t i = 0; i < frame; i++) buffer[i] = i < filled ? samples[start + i] / 32768.0f : 0.0f;
        int status = processing->ProcessStream(
            &channel, frame, rate, AudioProcessing::kMono, rate, AudioProcessing::kMono, &channel);
        if (status != AudioProcessing::kNoError) return status;
        for (size_t i = 0; i < filled; i++) {
            float value = buffer[i] * 32768.0f;
            value = value > 32767.0f ? 32767.0f : value < -32768.0f ? -32768.0f : value;
            samples[start + i] = static_cast<int16_t>(value < 0 ? value - 0.5f : value + 0.5f);
        }
    }
    return AudioProcessing::kNoError;
}

int hark_webrtc_suppress_noise(int16_t *samples, size_t count, int rate, int level) {
    using webrtc::AudioProcessing;
    using webrtc::NoiseSuppression;
    if (rate != 8000 && rate != 16000 && rate != 32000 && rate != 48000) return AudioProcessing::kBadSampleRateError;
    if (level < NoiseSuppression::kLow || level > NoiseSuppression::kVeryHigh) return AudioProcessing::kBadParameterError;
    void *create = hark_lazy_symbol(&webrtc_library, hark_webrtc_create_symbol);
    AudioProcessing *processing = create ? reinterpret_cast<hark_webrtc_create>(create)() : nullptr;
    if (!processing) return AudioProcessing::kUnspecifiedError;
    int status = processing->noise_suppression()->set_level(static_cast<NoiseSuppression::Level>(level));
    if (status == AudioProcessing::kNoError) status = processing->noise_suppression()->Enable(true);
    if (status == AudioProcessing::kNoError) status = hark_webrtc_run(processing, samples, count, rate);
    delete processing;
    return status;
}
