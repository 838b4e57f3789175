// pocketsphinx.h includes this header by its bare name: it lives in <pocketsphinx/>.
#include <pocketsphinx/cmdln_macro.h>
