#ifndef OUI_IMAGE_CODECS_H
#define OUI_IMAGE_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// Results of the codec functions.
#define OUI_CODEC_OK 0
/// Not a JPEG, corrupt, truncated or of an unsupported kind.
#define OUI_CODEC_INVALID 1
/// A side is zero or larger than the caller's limit; nothing was allocated for pixels.
#define OUI_CODEC_TOO_LARGE 2
/// Memory for the result could not be allocated.
#define OUI_CODEC_NO_MEMORY 3

/// Decodes a JPEG (baseline or progressive; grayscale, YCbCr, RGB, CMYK or YCCK) into
/// opaque Cairo ARGB32 pixels: 32-bit native-endian 0xFFRRGGBB, rows `*stride` bytes apart
/// (B, G, R, 255 in memory on little-endian machines).
///
/// On success returns OUI_CODEC_OK and a buffer of `*stride * *height` bytes in `*out_pixels`
/// that the caller releases with `oui_codec_free` (plain `free` also works). On failure
/// returns another code and leaves the outputs untouched. Never reads outside
/// `data[0..<size]`; corrupt or truncated input is reported, not decoded partially.
int oui_jpeg_decode(const uint8_t *data, size_t size, int max_side, long long max_pixels,
                    uint8_t **out_pixels, int *width, int *height, int *stride);

/// Encodes Cairo ARGB32 pixels (premultiplied, native-endian, rows `stride` bytes apart) as a
/// baseline YCbCr JPEG at `quality` 1...100. Alpha is dropped: premultiplied color is color
/// composited over black, as UIImage.jpegData does.
///
/// On success returns OUI_CODEC_OK and `*out_size` bytes in `*out`, released with
/// `oui_codec_free`.
int oui_jpeg_encode(const uint8_t *argb32, int width, int height, int stride, int quality,
                    uint8_t **out, size_t *out_size);

/// Releases a buffer returned by the functions above; NULL is ignored.
void oui_codec_free(void *pointer);

#endif
