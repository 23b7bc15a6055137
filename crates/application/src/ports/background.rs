use std::future::Future;
use std::pin::Pin;

/// Work that runs after the caller has had its answer.
pub type Task = Pin<Box<dyn Future<Output = anyhow::Result<()>> + Send + 'static>>;

/// Runs tasks in the background. A failed task is logged (with the request id
/// of the request that started it), never returned to anyone.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Background: Send + Sync {
    /// Starts `task` and returns at once. `what` names it in logs.
    fn spawn(&self, what: &'static str, task: Task);
}
