use mon_application::ports::{Background, Task};
use tracing::Instrument;

/// Runs background tasks on the Tokio runtime, inside the span of the request
/// that started them, so their log lines carry its request id.
#[derive(Clone, Default)]
pub struct TokioBackground;

impl Background for TokioBackground {
    fn spawn(&self, what: &'static str, task: Task) {
        let span = tracing::Span::current();
        tokio::spawn(
            async move {
                if let Err(e) = task.await {
                    tracing::error!(error = ?e, task = what, "background task failed");
                }
            }
            .instrument(span),
        );
    }
}
