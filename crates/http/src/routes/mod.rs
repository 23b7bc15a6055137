pub mod accounts;
pub mod system;
