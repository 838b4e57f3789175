// audio_processing.h includes this header as "webrtc/common.h": it lives in <webrtc_audio_processing/>.
#include <webrtc_audio_processing/webrtc/common.h>
