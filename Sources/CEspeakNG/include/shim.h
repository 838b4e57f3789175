#include <espeak-ng/speak_lib.h>

/// NULL when libespeak-ng opens (it is loaded on first use, not at start-up); else why not.
const char *hark_espeak_problem(void);
