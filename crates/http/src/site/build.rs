//! The web app's build folder as the pages read it: its JSON files (route table, templates), parsed
//! once for each version ([`BuildFiles`]).

use std::path::Path;
use std::sync::Arc;

use serde::de::DeserializeOwned;

use super::build_files::{BuildFileError, BuildFiles};

/// The hashes of the `style` attributes in the prerendered pages, one per line
/// (frontend/scripts/prerender.mjs).
pub(super) const PRERENDER_STYLE_ATTRS: &str = "prerender/style-attrs.txt";

/// The build's folder and its JSON files, parsed once for each version ([`BuildFiles`]).
#[derive(Clone, Copy)]
pub(super) struct Build<'a> {
    pub dir: &'a Path,
    pub files: &'a BuildFiles,
}

impl Build<'_> {
    /// The build's file `name` (in its folder) parsed as `T`; `None` when the build has none
    /// (an older build), logged when it is unreadable.
    pub async fn json<T>(self, name: &str) -> Option<Arc<T>>
    where
        T: DeserializeOwned + Send + Sync + 'static,
    {
        match self.files.json::<T>(&self.dir.join(name)).await {
            Ok(parsed) => Some(parsed),
            Err(BuildFileError::Missing) => None,
            Err(BuildFileError::Unreadable(error)) => {
                tracing::error!(%error, file = name, "a file of the web app's build is unreadable");
                None
            }
        }
    }
}
