// pocketsphinx.h includes this header by its bare name: it lives in <pocketsphinx/>.
#include <pocketsphinx/ps_lattice.h>
