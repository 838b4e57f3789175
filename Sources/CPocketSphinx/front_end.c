// A pass of the front end over a recording before it is decoded (see shim.h).
#include <stdlib.h>
#pragma GCC visibility push(hidden)
#include "shim.h"

int hark_warm_front_end(ps_decoder_t *ps, int16 const *samples, size_t count) {
    fe_t *fe = ps_get_fe(ps);
    if (!fe || fe_start_utt(fe) < 0) return -1;
    int width = fe_get_output_size(fe);
    int32 frames = 0;
    size_t left = count;
    int16 const *next = samples;
    fe_process_frames(fe, &next, &left, NULL, &frames, NULL);
    frames += 1;
    mfcc_t *cells = calloc((size_t)frames * (size_t)width, sizeof(mfcc_t));
    mfcc_t **rows = calloc((size_t)frames, sizeof(mfcc_t *));
    int result = -1;
    if (cells && rows) {
        for (int32 row = 0; row < frames; row++) rows[row] = cells + (size_t)row * (size_t)width;
        int32 room = frames;
        if (fe_process_frames(fe, &next, &left, rows, &room, NULL) >= 0) {
            int32 tail = 0;
            result = fe_end_utt(fe, rows[frames - 1], &tail) < 0 ? -1 : 0;
        }
    }
    free(rows);
    free(cells);
    return result;
}
