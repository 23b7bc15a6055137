//! Which images the product accepts, judged by their bytes, never by a file
//! name or a declared type.

/// An accepted image format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageFormat {
    Jpeg,
    Png,
    Webp,
    Gif,
}

impl ImageFormat {
    pub fn mime(self) -> &'static str {
        match self {
            ImageFormat::Jpeg => "image/jpeg",
            ImageFormat::Png => "image/png",
            ImageFormat::Webp => "image/webp",
            ImageFormat::Gif => "image/gif",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ImageFormat::Jpeg => "jpg",
            ImageFormat::Png => "png",
            ImageFormat::Webp => "webp",
            ImageFormat::Gif => "gif",
        }
    }

    /// The format a stored file's name ends with.
    pub fn from_extension(ext: &str) -> Option<Self> {
        match ext {
            "jpg" => Some(ImageFormat::Jpeg),
            "png" => Some(ImageFormat::Png),
            "webp" => Some(ImageFormat::Webp),
            "gif" => Some(ImageFormat::Gif),
            _ => None,
        }
    }
}

/// The name of the WebP copy kept beside a stored JPEG or PNG (`k3J…Q.jpg` → `k3J…Q.webp`,
/// `k3J…Q-card.jpg` → `k3J…Q-card.webp`), served in its place to a browser that takes WebP;
/// `None` for a name that is not a JPEG or PNG.
pub fn webp_twin(key: &str) -> Option<String> {
    let (stem, ext) = key.rsplit_once('.')?;
    match ImageFormat::from_extension(ext)? {
        ImageFormat::Jpeg | ImageFormat::Png if !stem.is_empty() => Some(format!("{stem}.webp")),
        _ => None,
    }
}

/// The format the first bytes announce (JPEG, PNG, WebP, GIF), or `None`.
pub fn sniff_image(bytes: &[u8]) -> Option<ImageFormat> {
    match bytes {
        [0xFF, 0xD8, 0xFF, ..] => Some(ImageFormat::Jpeg),
        [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, ..] => Some(ImageFormat::Png),
        [b'G', b'I', b'F', b'8', b'7' | b'9', b'a', ..] => Some(ImageFormat::Gif),
        [
            b'R',
            b'I',
            b'F',
            b'F',
            _,
            _,
            _,
            _,
            b'W',
            b'E',
            b'B',
            b'P',
            ..,
        ] => Some(ImageFormat::Webp),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_jpeg_or_png_has_a_webp_twin_and_nothing_else_does() {
        assert_eq!(webp_twin("k3J.jpg").as_deref(), Some("k3J.webp"));
        assert_eq!(webp_twin("k3J-card.jpg").as_deref(), Some("k3J-card.webp"));
        assert_eq!(webp_twin("k3J.png").as_deref(), Some("k3J.webp"));
        for key in ["k3J.webp", "k3J.gif", "k3J", ".jpg", "k3J.exe"] {
            assert_eq!(webp_twin(key), None, "{key}");
        }
    }

    #[test]
    fn formats_are_known_by_their_magic_bytes() {
        assert_eq!(
            sniff_image(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0]),
            Some(ImageFormat::Jpeg)
        );
        assert_eq!(
            sniff_image(b"\x89PNG\r\n\x1a\n...."),
            Some(ImageFormat::Png)
        );
        assert_eq!(sniff_image(b"GIF89a...."), Some(ImageFormat::Gif));
        assert_eq!(
            sniff_image(b"RIFF\0\0\0\0WEBPVP8 "),
            Some(ImageFormat::Webp)
        );
    }

    #[test]
    fn text_and_other_files_are_not_images_whatever_their_name() {
        assert_eq!(
            sniff_image(b"<svg xmlns='http://www.w3.org/2000/svg'/>"),
            None
        );
        assert_eq!(sniff_image(b"hello, I am a .jpg"), None);
        assert_eq!(sniff_image(b"%PDF-1.7"), None);
        assert_eq!(sniff_image(b"RIFF\0\0\0\0WAVEfmt "), None);
        assert_eq!(sniff_image(&[]), None);
    }
}
