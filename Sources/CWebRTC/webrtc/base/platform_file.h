// audio_processing.h includes this header as "webrtc/base/platform_file.h": it lives in <webrtc_audio_processing/>.
#include <webrtc_audio_processing/webrtc/base/platform_file.h>
