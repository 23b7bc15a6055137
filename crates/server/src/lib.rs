//! Wires Mon together: configuration, the outbound adapters (Argon2id, JWT,
//! e-mail, clock, keys), the database and the HTTP server.

#![cfg_attr(not(test), warn(clippy::too_many_lines))]

pub mod adapters;
pub mod config;
pub mod files;
pub mod startup;
pub mod telemetry;

pub use config::Settings;
pub use startup::Application;
