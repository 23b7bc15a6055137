//! Uploaded images: accepted by their bytes (JPEG, PNG, WebP, GIF), bounded
//! in size, decoded, and re-encoded twice without any metadata: the original
//! (at most 2000 px wide) and a card-sized copy (at most 800 px wide, JPEG),
//! so phones on slow links never download a multi-megabyte original and no
//! EXIF position or comment survives. Each copy also gets a lossy WebP twin
//! (libwebp, through the `webp` crate) when that is the smaller file: about a
//! third less to download for a browser that takes WebP (`/uploads/…`).

use std::io::Cursor;

use image::{DynamicImage, ImageReader, Limits, imageops::FilterType};
use mon_domain::content::{ContentMsg, ImageFormat, sniff_image};

/// Widths of the two stored copies.
pub const ORIGINAL_MAX_WIDTH: u32 = 2000;
pub const CARD_WIDTH: u32 = 800;
/// Images larger than this in either dimension are refused before decoding.
const MAX_DIMENSION: u32 = 12_000;
/// Images with more pixels than this (40 MP, a large phone photo) are refused
/// from their header, before decoding: decoding and resizing hold several
/// copies of the pixels, a few hundred MB at this size.
pub const MAX_PIXELS: u64 = 40_000_000;
/// Uploads decoded at once; more wait their turn (each may take hundreds of MB).
pub const PARALLEL_DECODES: usize = 2;

/// An accepted upload, ready to store.
#[derive(Debug)]
pub struct PreparedImage {
    /// The format of `original` (PNG keeps transparency, JPEG otherwise).
    pub original_format: ImageFormat,
    pub original: Vec<u8>,
    /// Always JPEG.
    pub card: Vec<u8>,
    /// `original` and `card` as WebP, each only when smaller than its JPEG or PNG.
    pub original_webp: Option<Vec<u8>>,
    pub card_webp: Option<Vec<u8>>,
}

/// Checks and re-encodes an upload. CPU-bound: call it off the async workers.
///
/// # Errors
/// The message for the `file` field: too large, not a supported image, or unreadable.
pub fn prepare_image(bytes: &[u8], max_bytes: usize) -> Result<PreparedImage, ContentMsg> {
    let decoded = decode_checked(bytes, max_bytes)?;
    let has_alpha = decoded.color().has_alpha();
    let original_img = shrink(&decoded, ORIGINAL_MAX_WIDTH);
    let (original_format, original, original_webp) = if has_alpha {
        let rgba = original_img.to_rgba8();
        let webp = encode_webp(
            webp::Encoder::from_rgba(&rgba, rgba.width(), rgba.height()),
            82.0,
        );
        (ImageFormat::Png, encode_png(&original_img)?, webp)
    } else {
        let rgb = on_white(&original_img);
        (
            ImageFormat::Jpeg,
            encode_jpeg(&rgb, 88)?,
            rgb_webp(&rgb, 82.0),
        )
    };
    let card_rgb = on_white(&shrink(&decoded, CARD_WIDTH));
    let card = encode_jpeg(&card_rgb, 78)?;
    let card_webp = rgb_webp(&card_rgb, 75.0);
    Ok(PreparedImage {
        original_format,
        original_webp: original_webp.filter(|w| w.len() < original.len()),
        original,
        card_webp: card_webp.filter(|w| w.len() < card.len()),
        card,
    })
}

/// The side of a stored photo: twice the largest it is shown (160 px on a profile), for sharp
/// pictures on dense phone screens.
pub const PHOTO_SIZE: u32 = 320;

/// An accepted photo (a counsellor's), ready to store: a square JPEG and, when smaller, its WebP twin.
#[derive(Debug)]
pub struct PreparedPhoto {
    pub jpeg: Vec<u8>,
    pub webp: Option<Vec<u8>>,
}

/// Checks an upload as [`prepare_image`] does, then keeps its centre square at
/// [`PHOTO_SIZE`] px, without metadata. CPU-bound: call it off the async workers.
///
/// # Errors
/// The message for the `file` field: too large, not a supported image, or unreadable.
pub fn prepare_photo(bytes: &[u8], max_bytes: usize) -> Result<PreparedPhoto, ContentMsg> {
    let decoded = decode_checked(bytes, max_bytes)?;
    let side = decoded.width().min(decoded.height());
    let square = decoded.crop_imm(
        (decoded.width() - side) / 2,
        (decoded.height() - side) / 2,
        side,
        side,
    );
    let sized = if side > PHOTO_SIZE {
        square.resize_exact(PHOTO_SIZE, PHOTO_SIZE, FilterType::Triangle)
    } else {
        square
    };
    let rgb = on_white(&sized);
    let jpeg = encode_jpeg(&rgb, 82)?;
    let webp = rgb_webp(&rgb, 78.0).filter(|w| w.len() < jpeg.len());
    Ok(PreparedPhoto { jpeg, webp })
}

/// An upload's bytes checked (size, format, dimensions) and decoded.
fn decode_checked(bytes: &[u8], max_bytes: usize) -> Result<DynamicImage, ContentMsg> {
    if bytes.len() > max_bytes {
        return Err(ContentMsg::ImageTooLarge);
    }
    let format = sniff_image(bytes).ok_or(ContentMsg::ImageNotSupported)?;
    let (width, height) = ImageReader::with_format(Cursor::new(bytes), to_image_format(format))
        .into_dimensions()
        .map_err(|_| ContentMsg::ImageUnreadable)?;
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ContentMsg::ImageTooLarge);
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), to_image_format(format));
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_DIMENSION);
    limits.max_image_height = Some(MAX_DIMENSION);
    limits.max_alloc = Some(512 * 1024 * 1024);
    reader.limits(limits);
    let decoded = reader.decode().map_err(|_| ContentMsg::ImageUnreadable)?;
    if decoded.width() == 0 || decoded.height() == 0 {
        return Err(ContentMsg::ImageUnreadable);
    }
    Ok(decoded)
}

/// `rgb` as lossy WebP (`encode_webp`).
fn rgb_webp(rgb: &image::RgbImage, quality: f32) -> Option<Vec<u8>> {
    encode_webp(
        webp::Encoder::from_rgb(rgb, rgb.width(), rgb.height()),
        quality,
    )
}

/// Lossy WebP at `quality` (0–100); `None` when libwebp refuses the picture (the JPEG or PNG
/// is served alone).
fn encode_webp(encoder: webp::Encoder<'_>, quality: f32) -> Option<Vec<u8>> {
    encoder
        .encode_simple(false, quality)
        .ok()
        .map(|memory| memory.to_vec())
}

fn to_image_format(f: ImageFormat) -> image::ImageFormat {
    match f {
        ImageFormat::Jpeg => image::ImageFormat::Jpeg,
        ImageFormat::Png => image::ImageFormat::Png,
        ImageFormat::Webp => image::ImageFormat::WebP,
        ImageFormat::Gif => image::ImageFormat::Gif,
    }
}

fn shrink(img: &DynamicImage, max_width: u32) -> DynamicImage {
    if img.width() <= max_width {
        return img.clone();
    }
    let height = (u64::from(img.height()) * u64::from(max_width) / u64::from(img.width())).max(1);
    img.resize_exact(
        max_width,
        u32::try_from(height).unwrap_or(u32::MAX),
        FilterType::Triangle,
    )
}

/// The picture laid on white, for a format without transparency.
fn on_white(img: &DynamicImage) -> image::RgbImage {
    let rgba = img.to_rgba8();
    let mut rgb = image::RgbImage::new(rgba.width(), rgba.height());
    for (dst, src) in rgb.pixels_mut().zip(rgba.pixels()) {
        let a = u16::from(src[3]);
        let blend = |c: u8| u8::try_from((u16::from(c) * a + 255 * (255 - a)) / 255).unwrap_or(255);
        *dst = image::Rgb([blend(src[0]), blend(src[1]), blend(src[2])]);
    }
    rgb
}

fn encode_jpeg(rgb: &image::RgbImage, quality: u8) -> Result<Vec<u8>, ContentMsg> {
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, quality)
        .encode_image(rgb)
        .map_err(|_| ContentMsg::ImageUnreadable)?;
    Ok(out)
}

fn encode_png(img: &DynamicImage) -> Result<Vec<u8>, ContentMsg> {
    let mut out = Vec::new();
    img.to_rgba8()
        .write_to(&mut Cursor::new(&mut out), image::ImageFormat::Png)
        .map_err(|_| ContentMsg::ImageUnreadable)?;
    Ok(out)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A `w`×`h` picture in `format`.
    pub(crate) fn picture(w: u32, h: u32, format: image::ImageFormat) -> Vec<u8> {
        let img = image::RgbImage::from_fn(w, h, |x, y| {
            image::Rgb([(x % 256) as u8, (y % 256) as u8, 120])
        });
        let mut out = Vec::new();
        DynamicImage::ImageRgb8(img)
            .write_to(&mut Cursor::new(&mut out), format)
            .unwrap();
        out
    }

    #[test]
    fn a_large_photo_is_kept_whole_and_as_a_card_sized_copy() {
        let p = prepare_image(&picture(1600, 900, image::ImageFormat::Png), 5_000_000).unwrap();
        let card = image::load_from_memory(&p.card).unwrap();
        assert_eq!((card.width(), card.height()), (800, 450));
        assert_eq!(sniff_image(&p.card), Some(ImageFormat::Jpeg));
        let original = image::load_from_memory(&p.original).unwrap();
        assert_eq!(
            (original.width(), original.height(), p.original_format),
            (1600, 900, ImageFormat::Jpeg)
        );
    }

    #[test]
    fn a_photo_is_its_centre_square_at_most_320_px_never_enlarged_and_checked_like_any_image() {
        for ((w, h), side) in [((900, 600), 320), ((300, 500), 300), ((40, 40), 40)] {
            let p = prepare_photo(&picture(w, h, image::ImageFormat::Png), 5_000_000).unwrap();
            let img = image::load_from_memory(&p.jpeg).unwrap();
            assert_eq!((img.width(), img.height()), (side, side), "{w}x{h}");
            assert_eq!(sniff_image(&p.jpeg), Some(ImageFormat::Jpeg));
            if let Some(webp) = &p.webp {
                assert!(webp.len() < p.jpeg.len());
            }
        }
        assert_eq!(
            prepare_photo(b"not a picture", 5_000_000).unwrap_err(),
            ContentMsg::ImageNotSupported
        );
        let big = picture(900, 600, image::ImageFormat::Png);
        assert_eq!(
            prepare_photo(&big, big.len() - 1).unwrap_err(),
            ContentMsg::ImageTooLarge
        );
    }

    #[test]
    fn each_copy_has_a_smaller_webp_twin_of_the_same_picture() {
        for (format, kept) in [
            (image::ImageFormat::Jpeg, ImageFormat::Jpeg),
            (image::ImageFormat::Png, ImageFormat::Jpeg),
        ] {
            let p = prepare_image(&picture(1600, 900, format), 5_000_000).unwrap();
            assert_eq!(p.original_format, kept);
            for (plain, twin, width) in [
                (&p.original, p.original_webp.as_deref(), 1600),
                (&p.card, p.card_webp.as_deref(), 800),
            ] {
                let twin = twin.expect("a WebP twin");
                assert_eq!(sniff_image(twin), Some(ImageFormat::Webp));
                assert!(
                    twin.len() < plain.len(),
                    "{} ≥ {} bytes",
                    twin.len(),
                    plain.len()
                );
                let (a, b) = (
                    image::load_from_memory(plain).unwrap().to_rgb8(),
                    image::load_from_memory(twin).unwrap().to_rgb8(),
                );
                assert_eq!(
                    (a.width(), b.width(), b.height()),
                    (width, width, a.height())
                );
                // The same picture: every channel of the middle pixel within a few steps.
                let (x, y) = (a.width() / 2, a.height() / 2);
                let diff = a
                    .get_pixel(x, y)
                    .0
                    .iter()
                    .zip(b.get_pixel(x, y).0)
                    .map(|(p, q)| p.abs_diff(q))
                    .max();
                assert!(diff < Some(24), "{diff:?}");
            }
        }
    }

    #[test]
    fn a_transparent_picture_keeps_its_transparency_in_its_webp_twin() {
        let img = image::RgbaImage::from_fn(300, 200, |x, _| {
            image::Rgba([30, 90, 160, if x < 150 { 0 } else { 255 }])
        });
        let mut png = Vec::new();
        DynamicImage::ImageRgba8(img)
            .write_to(&mut Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        let p = prepare_image(&png, 5_000_000).unwrap();
        assert_eq!(p.original_format, ImageFormat::Png);
        let twin = image::load_from_memory(&p.original_webp.expect("a WebP twin"))
            .unwrap()
            .to_rgba8();
        assert_eq!(
            (twin.get_pixel(10, 100)[3], twin.get_pixel(290, 100)[3]),
            (0, 255)
        );
    }

    #[test]
    fn every_accepted_format_is_read() {
        for f in [
            image::ImageFormat::Jpeg,
            image::ImageFormat::Png,
            image::ImageFormat::Gif,
            image::ImageFormat::WebP,
        ] {
            assert!(
                prepare_image(&picture(40, 30, f), 5_000_000).is_ok(),
                "{f:?}"
            );
        }
    }

    #[test]
    fn text_truncated_and_oversized_files_are_refused() {
        assert_eq!(
            prepare_image(b"just some text named photo.jpg", 5_000_000).unwrap_err(),
            ContentMsg::ImageNotSupported
        );
        let png = picture(300, 300, image::ImageFormat::Png);
        assert_eq!(
            prepare_image(&png[..png.len() / 2], 5_000_000).unwrap_err(),
            ContentMsg::ImageUnreadable
        );
        assert_eq!(
            prepare_image(&png, png.len() - 1).unwrap_err(),
            ContentMsg::ImageTooLarge
        );
    }

    #[test]
    fn a_small_file_of_too_many_pixels_is_refused_from_its_header() {
        // 8000 × 6000 grey pixels compress to a few hundred KB, and would decode to 48 MP.
        let img = image::GrayImage::from_pixel(8000, 6000, image::Luma([200]));
        let mut png = Vec::new();
        DynamicImage::ImageLuma8(img)
            .write_to(&mut Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        assert!(png.len() < 1_000_000, "a small file: {} bytes", png.len());
        assert_eq!(
            prepare_image(&png, 5_000_000).unwrap_err(),
            ContentMsg::ImageTooLarge
        );
    }

    #[test]
    fn metadata_does_not_survive() {
        // A JPEG with an APP1 (EXIF) segment holding a marker and a comment segment.
        let jpeg = picture(64, 64, image::ImageFormat::Jpeg);
        let mut tagged = jpeg[..2].to_vec();
        let exif = b"Exif\0\0GPSLatitude 23.8103 SECRET-MARK";
        tagged.extend_from_slice(&[0xFF, 0xE1]);
        tagged.extend_from_slice(&u16::try_from(exif.len() + 2).unwrap().to_be_bytes());
        tagged.extend_from_slice(exif);
        let comment = b"<script>alert(1)</script>";
        tagged.extend_from_slice(&[0xFF, 0xFE]);
        tagged.extend_from_slice(&u16::try_from(comment.len() + 2).unwrap().to_be_bytes());
        tagged.extend_from_slice(comment);
        tagged.extend_from_slice(&jpeg[2..]);
        let p = prepare_image(&tagged, 5_000_000).unwrap();
        for out in [&p.original, &p.card] {
            let hay = String::from_utf8_lossy(out);
            assert!(
                !hay.contains("SECRET-MARK") && !hay.contains("GPS") && !hay.contains("script")
            );
        }
    }
}
