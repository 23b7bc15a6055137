//! End-to-end tests of the API: the real server on a random port, a real
//! database (SQLite, and PostgreSQL when reachable; required under CI=true),
//! real Argon2id, JWT and e-mail files.

mod abuse;
mod account_mail;
mod accounts;
mod admin;
mod appointments;
mod authorization;
mod care_mail;
mod categories;
mod content;
mod counsellors;
mod erasure;
mod errors;
mod helpers;
mod notes;
mod pages;
mod password;
mod phone;
mod privacy;
mod removal;
mod safety;
mod security;
mod self_care;
mod shared_limit;
mod sharing;
mod subscribers;
mod texts;
mod web_app;
