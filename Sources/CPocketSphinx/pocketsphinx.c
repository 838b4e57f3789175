// pocketsphinx and sphinxbase, opened on first use: each function Hark calls is defined here
// under its own name and forwards to the library (see lazy_library.h). Hidden, so that the
// library, once loaded, binds to its own functions and never to these.
#pragma GCC visibility push(hidden)
#include "shim.h"
#include "lazy_library.h"

static hark_lazy_library pocketsphinx = HARK_LAZY_LIBRARY("libpocketsphinx.so.3", "HARK_POCKETSPHINX_LIBRARY");

const char *hark_pocketsphinx_problem(void) { return hark_lazy_problem(&pocketsphinx); }

HARK_FORWARD_VOID(pocketsphinx, err_set_logfp, (FILE *stream), (stream))
HARK_FORWARD(pocketsphinx, cmd_ln_t *, cmd_ln_parse_r,
    (cmd_ln_t *inout_cmdln, arg_t const *defn, int32 argc, char *argv[], int32 strict),
    (inout_cmdln, defn, argc, argv, strict), NULL)
HARK_FORWARD(pocketsphinx, int, cmd_ln_free_r, (cmd_ln_t *cmdln), (cmdln), 0)
HARK_FORWARD(pocketsphinx, arg_t const *, ps_args, (void), (), NULL)
HARK_FORWARD(pocketsphinx, ps_decoder_t *, ps_init, (cmd_ln_t *config), (config), NULL)
HARK_FORWARD(pocketsphinx, int, ps_free, (ps_decoder_t *ps), (ps), 0)
HARK_FORWARD(pocketsphinx, char *, ps_lookup_word, (ps_decoder_t *ps, const char *word), (ps, word), NULL)
HARK_FORWARD(pocketsphinx, int, ps_add_word, (ps_decoder_t *ps, char const *word, char const *phones, int update),
    (ps, word, phones, update), -1)
HARK_FORWARD(pocketsphinx, int, ps_set_jsgf_string, (ps_decoder_t *ps, const char *name, const char *jsgf_string),
    (ps, name, jsgf_string), -1)
HARK_FORWARD(pocketsphinx, int, ps_set_lm_file, (ps_decoder_t *ps, const char *name, const char *path),
    (ps, name, path), -1)
HARK_FORWARD(pocketsphinx, int, ps_set_search, (ps_decoder_t *ps, const char *name), (ps, name), -1)
HARK_FORWARD(pocketsphinx, int, ps_start_stream, (ps_decoder_t *ps), (ps), -1)
HARK_FORWARD(pocketsphinx, fe_t *, ps_get_fe, (ps_decoder_t *ps), (ps), NULL)
HARK_FORWARD(pocketsphinx, int, fe_start_utt, (fe_t *fe), (fe), -1)
HARK_FORWARD(pocketsphinx, int, fe_get_output_size, (fe_t *fe), (fe), 0)
HARK_FORWARD(pocketsphinx, int, fe_process_frames,
    (fe_t *fe, int16 const **inout_spch, size_t *inout_nsamps, mfcc_t **buf_cep, int32 *inout_nframes, int32 *out_frameidx),
    (fe, inout_spch, inout_nsamps, buf_cep, inout_nframes, out_frameidx), -1)
HARK_FORWARD(pocketsphinx, int, fe_end_utt, (fe_t *fe, mfcc_t *out_cepvector, int32 *out_nframes), (fe, out_cepvector, out_nframes), -1)
HARK_FORWARD(pocketsphinx, int, ps_start_utt, (ps_decoder_t *ps), (ps), -1)
HARK_FORWARD_VOID(pocketsphinx, genrand_seed, (unsigned long s), (s))
HARK_FORWARD(pocketsphinx, int, ps_process_raw,
    (ps_decoder_t *ps, int16 const *data, size_t n_samples, int no_search, int full_utt),
    (ps, data, n_samples, no_search, full_utt), -1)
HARK_FORWARD(pocketsphinx, int, ps_end_utt, (ps_decoder_t *ps), (ps), -1)
HARK_FORWARD(pocketsphinx, int, ps_get_n_frames, (ps_decoder_t *ps), (ps), 0)
HARK_FORWARD(pocketsphinx, ps_seg_t *, ps_seg_iter, (ps_decoder_t *ps), (ps), NULL)
HARK_FORWARD(pocketsphinx, ps_seg_t *, ps_seg_next, (ps_seg_t *seg), (seg), NULL)
HARK_FORWARD(pocketsphinx, char const *, ps_seg_word, (ps_seg_t *seg), (seg), NULL)
HARK_FORWARD(pocketsphinx, int32, ps_seg_prob, (ps_seg_t *seg, int32 *out_ascr, int32 *out_lscr, int32 *out_lback),
    (seg, out_ascr, out_lscr, out_lback), 0)
HARK_FORWARD_VOID(pocketsphinx, ps_seg_frames, (ps_seg_t *seg, int *out_sf, int *out_ef), (seg, out_sf, out_ef))
HARK_FORWARD(pocketsphinx, cmd_ln_t *, ps_get_config, (ps_decoder_t *ps), (ps), NULL)
HARK_FORWARD_VOID(pocketsphinx, cmd_ln_set_int_r, (cmd_ln_t *cmdln, char const *name, long iv), (cmdln, name, iv))
HARK_FORWARD(pocketsphinx, ps_mllr_t *, ps_mllr_read, (char const *file), (file), NULL)
HARK_FORWARD(pocketsphinx, ps_mllr_t *, ps_update_mllr, (ps_decoder_t *ps, ps_mllr_t *mllr), (ps, mllr), NULL)
HARK_FORWARD(pocketsphinx, ps_mllr_t *, ps_mllr_retain, (ps_mllr_t *mllr), (mllr), NULL)
HARK_FORWARD(pocketsphinx, int, ps_mllr_free, (ps_mllr_t *mllr), (mllr), 0)
