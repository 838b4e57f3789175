#include <speex/speex_preprocess.h>

/// NULL when libspeexdsp opens (it is loaded on first use, not at start-up); else why not.
const char *hark_speexdsp_problem(void);
