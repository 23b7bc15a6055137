//! The data folder holds health data, mail with secret links and the token
//! secret: only the server's own user may read it. Modes are set on every
//! start, not only when a file is made, so a copied or restored folder is
//! fixed too.

use std::path::Path;

/// Creates `dir` (and its parents) if needed and makes it 0700.
pub fn private_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    set_mode(dir, 0o700)
}

/// Makes an existing file 0600; a missing file is fine.
pub fn private_file(path: &Path) -> std::io::Result<()> {
    match std::fs::metadata(path) {
        Ok(_) => set_mode(path, 0o600),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e),
    }
}

/// Creates `path` empty with mode 0600 if it does not exist (so SQLite, which
/// gives its journal files the database file's mode, never makes them readable).
pub fn create_private_file(path: &Path) -> std::io::Result<()> {
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create(true).truncate(false);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut opts, 0o600);
    opts.open(path)?;
    private_file(path)
}

/// Writes `content` to `path`, mode 0600, flushed to disk.
pub fn write_private(path: &Path, content: &str) -> std::io::Result<()> {
    write_private_bytes(path, content.as_bytes())
}

/// Writes `bytes` to `path`, mode 0600 from the moment it exists, flushed to disk.
pub fn write_private_bytes(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut opts, 0o600);
    let mut f = opts.open(path)?;
    f.write_all(bytes)?;
    f.sync_all()?;
    private_file(path)
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
}

#[cfg(not(unix))]
fn set_mode(_: &Path, _: u32) -> std::io::Result<()> {
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn mode(p: &Path) -> u32 {
        std::fs::metadata(p).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn modes_are_enforced_on_existing_files_and_folders() {
        let dir = std::env::temp_dir().join(format!("mon-files-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
        private_dir(&dir).unwrap();
        assert_eq!(mode(&dir), 0o700);
        let f = dir.join("secret");
        std::fs::write(&f, "x").unwrap();
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o644)).unwrap();
        private_file(&f).unwrap();
        assert_eq!(mode(&f), 0o600);
        write_private(&f, "y").unwrap();
        assert_eq!(
            (mode(&f), std::fs::read_to_string(&f).unwrap().as_str()),
            (0o600, "y")
        );
        private_file(&dir.join("missing")).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
