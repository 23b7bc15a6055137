//! Images in an S3-compatible object store, for deployments where several
//! server instances must serve the same uploads.

use anyhow::Context;
use async_trait::async_trait;
use mon_application::ports::ImageStore;
use object_store::aws::{AmazonS3, AmazonS3Builder};
use object_store::path::Path;
use object_store::{ObjectStoreExt, PutPayload};

/// Where the bucket is and how to reach it. No `Debug`: it holds the secret key.
#[derive(Clone)]
pub struct S3Config {
    pub bucket: String,
    /// An S3-compatible service's address (`http://127.0.0.1:9000`); `None` for AWS itself.
    pub endpoint: Option<String>,
    pub region: String,
    /// `None`: taken from the environment as the AWS SDKs do.
    pub access_key_id: Option<String>,
    pub secret_access_key: Option<String>,
    /// Prepended to every key, e.g. `uploads/`.
    pub prefix: String,
}

/// [`ImageStore`] over the `object_store` crate's S3 client.
#[derive(Debug)]
pub struct S3ImageStore {
    store: AmazonS3,
    prefix: String,
}

impl S3ImageStore {
    pub fn new(config: S3Config) -> anyhow::Result<Self> {
        let mut builder = AmazonS3Builder::from_env()
            .with_bucket_name(&config.bucket)
            .with_region(&config.region);
        if let Some(endpoint) = &config.endpoint {
            builder = builder
                .with_endpoint(endpoint)
                .with_allow_http(endpoint.starts_with("http://"))
                .with_virtual_hosted_style_request(false);
        }
        if let (Some(id), Some(secret)) = (&config.access_key_id, &config.secret_access_key) {
            builder = builder
                .with_access_key_id(id)
                .with_secret_access_key(secret);
        }
        let store = builder
            .build()
            .with_context(|| format!("configuring the S3 bucket {}", config.bucket))?;
        Ok(Self {
            store,
            prefix: config.prefix,
        })
    }

    fn path(&self, key: &str) -> anyhow::Result<Path> {
        let safe = !key.is_empty()
            && key.len() <= 128
            && key
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
            && !key.starts_with('.');
        anyhow::ensure!(safe, "{key:?} is not a storable image name");
        Ok(Path::from(format!("{}{key}", self.prefix)))
    }
}

#[async_trait]
impl ImageStore for S3ImageStore {
    async fn put(&self, key: &str, bytes: Vec<u8>) -> anyhow::Result<()> {
        self.store
            .put(&self.path(key)?, PutPayload::from(bytes))
            .await
            .with_context(|| format!("storing image {key} in S3"))?;
        Ok(())
    }

    async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>> {
        let Ok(path) = self.path(key) else {
            return Ok(None);
        };
        match self.store.get(&path).await {
            Ok(found) => Ok(Some(
                found
                    .bytes()
                    .await
                    .with_context(|| format!("reading image {key} from S3"))?
                    .to_vec(),
            )),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(e).with_context(|| format!("reading image {key} from S3")),
        }
    }

    async fn delete(&self, key: &str) -> anyhow::Result<()> {
        match self.store.delete(&self.path(key)?).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(e).with_context(|| format!("removing image {key} from S3")),
        }
    }
}
