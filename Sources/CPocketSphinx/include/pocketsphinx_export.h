// pocketsphinx.h includes this header by its bare name: it lives in <pocketsphinx/>.
#include <pocketsphinx/pocketsphinx_export.h>
