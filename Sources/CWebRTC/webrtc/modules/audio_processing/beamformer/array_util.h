// audio_processing.h includes this header as "webrtc/modules/audio_processing/beamformer/array_util.h": it lives in <webrtc_audio_processing/>.
#include <webrtc_audio_processing/webrtc/modules/audio_processing/beamformer/array_util.h>
