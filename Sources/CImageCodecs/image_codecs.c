// JPEG in and out through libjpeg(-turbo). libjpeg reports fatal errors by calling
// error_exit, which must not return: we longjmp back to the entry point, so everything that
// needs releasing after an error lives in the `oui_jpeg_error` struct, not in locals.
#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

#include "image_codecs.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define OUI_BIG_ENDIAN 1
#else
#define OUI_BIG_ENDIAN 0
#endif

struct oui_jpeg_error {
    struct jpeg_error_mgr mgr;   // first, so a j_common_ptr's err can be cast back
    jmp_buf jump;
    int premature_end;           // the data ended before the image did
    uint8_t *pixels;             // decode: the output being filled
    unsigned char *encoded;      // encode: jpeg_mem_dest's buffer
    unsigned long encoded_size;
};

static void oui_error_exit(j_common_ptr cinfo) {
    struct oui_jpeg_error *err = (struct oui_jpeg_error *)cinfo->err;
    longjmp(err->jump, 1);
}

// Warnings and traces: never printed. A truncated stream is only a warning to libjpeg
// (it pads with gray); we remember it and refuse the image.
static void oui_emit_message(j_common_ptr cinfo, int msg_level) {
    struct oui_jpeg_error *err = (struct oui_jpeg_error *)cinfo->err;
    if (msg_level < 0) {
        err->mgr.num_warnings++;
        if (err->mgr.msg_code == JWRN_JPEG_EOF) err->premature_end = 1;
    }
}

static void oui_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void oui_install_error_manager(struct oui_jpeg_error *err) {
    memset(err, 0, sizeof *err);
    jpeg_std_error(&err->mgr);
    err->mgr.error_exit = oui_error_exit;
    err->mgr.emit_message = oui_emit_message;
    err->mgr.output_message = oui_output_message;
}

// CMYK samples to opaque ARGB32, in place (both are 4 bytes a pixel). Adobe's files store
// inverted CMYK; without an Adobe marker the samples are taken as plain CMYK.
static void oui_cmyk_row_to_argb32(uint8_t *row, int width, int inverted) {
    for (int x = 0; x < width; x++) {
        uint8_t *p = row + (size_t)x * 4;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        // Now c, m, y, k are the amounts of light let through (255 = none of that ink).
        uint32_t r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255;
        uint32_t v = 0xFF000000u | (r << 16) | (g << 8) | b;
        memcpy(p, &v, 4);
    }
}

int oui_jpeg_decode(const uint8_t *data, size_t size, int max_side, long long max_pixels,
                    uint8_t **out_pixels, int *width, int *height, int *stride) {
    if (data == NULL || size < 4 || size > ULONG_MAX || out_pixels == NULL || width == NULL ||
        height == NULL || stride == NULL)
        return OUI_CODEC_INVALID;

    struct jpeg_decompress_struct cinfo;
    struct oui_jpeg_error err;
    oui_install_error_manager(&err);
    cinfo.err = &err.mgr;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(err.pixels);
        return OUI_CODEC_INVALID;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    if (jpeg_read_header(&cinfo, TRUE) != JPEG_HEADER_OK || err.premature_end) {
        jpeg_destroy_decompress(&cinfo);
        return OUI_CODEC_INVALID;
    }
    if (cinfo.image_width == 0 || cinfo.image_height == 0 || max_side <= 0 ||
        cinfo.image_width > (JDIMENSION)max_side || cinfo.image_height > (JDIMENSION)max_side ||
        (long long)cinfo.image_width * (long long)cinfo.image_height > max_pixels) {
        jpeg_destroy_decompress(&cinfo);
        return OUI_CODEC_TOO_LARGE;
    }

    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    if (cmyk) {
        cinfo.out_color_space = JCS_CMYK;
    } else {
        // Grayscale, YCbCr and RGB all convert straight to 4-byte pixels with alpha 255.
        cinfo.out_color_space = OUI_BIG_ENDIAN ? JCS_EXT_ARGB : JCS_EXT_BGRA;
    }
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_components != 4 || cinfo.output_width != cinfo.image_width ||
        cinfo.output_height != cinfo.image_height) {
        jpeg_destroy_decompress(&cinfo);
        return OUI_CODEC_INVALID;
    }

    size_t row_bytes = (size_t)cinfo.output_width * 4;
    size_t rows = cinfo.output_height;
    err.pixels = malloc(row_bytes * rows);
    if (err.pixels == NULL) {
        jpeg_destroy_decompress(&cinfo);
        return OUI_CODEC_NO_MEMORY;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW batch[16];
        JDIMENSION n = cinfo.output_height - cinfo.output_scanline;
        if (n > 16) n = 16;
        for (JDIMENSION i = 0; i < n; i++)
            batch[i] = err.pixels + (size_t)(cinfo.output_scanline + i) * row_bytes;
        JDIMENSION first = cinfo.output_scanline;
        JDIMENSION got = jpeg_read_scanlines(&cinfo, batch, n);
        if (got == 0 || err.premature_end) break;
        if (cmyk)
            for (JDIMENSION i = 0; i < got; i++)
                oui_cmyk_row_to_argb32(err.pixels + (size_t)(first + i) * row_bytes,
                                       (int)cinfo.output_width, cinfo.saw_Adobe_marker);
    }
    if (cinfo.output_scanline < cinfo.output_height || err.premature_end) {
        jpeg_destroy_decompress(&cinfo);
        free(err.pixels);
        return OUI_CODEC_INVALID;
    }
    // Every row arrived; a missing end marker after them is no loss.
    int decoded_width = (int)cinfo.output_width, decoded_height = (int)cinfo.output_height;
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    *out_pixels = err.pixels;
    *width = decoded_width;
    *height = decoded_height;
    *stride = (int)row_bytes;
    return OUI_CODEC_OK;
}

int oui_jpeg_encode(const uint8_t *argb32, int width, int height, int stride, int quality,
                    uint8_t **out, size_t *out_size) {
    if (argb32 == NULL || out == NULL || out_size == NULL || width <= 0 || height <= 0 ||
        width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION || stride < width * 4)
        return OUI_CODEC_INVALID;
    if (quality < 1) quality = 1;
    if (quality > 100) quality = 100;

    struct jpeg_compress_struct cinfo;
    struct oui_jpeg_error err;
    oui_install_error_manager(&err);
    cinfo.err = &err.mgr;
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(err.encoded);
        return OUI_CODEC_INVALID;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &err.encoded, &err.encoded_size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
    // The byte that is alpha is skipped: premultiplied color is that color over black.
    cinfo.in_color_space = OUI_BIG_ENDIAN ? JCS_EXT_XRGB : JCS_EXT_BGRX;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    cinfo.optimize_coding = TRUE;
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        // libjpeg only reads input rows; the cast drops const for its API.
        JSAMPROW row = (JSAMPROW)(argb32 + (size_t)cinfo.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *out = err.encoded;
    *out_size = (size_t)err.encoded_size;
    return OUI_CODEC_OK;
}

void oui_codec_free(void *pointer) { free(pointer); }
