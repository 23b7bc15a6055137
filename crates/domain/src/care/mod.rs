//! Care: appointments and daily self-care. Health data: only its owner and
//! admins see appointments; self-care answers only their owner.

mod appointment;
mod messages;
mod notes;
mod self_care;

pub use appointment::{
    ADMIN_NOTICES_PER_HOUR, Appointment, AppointmentForm, AppointmentStatus, AppointmentTime,
    AssignedCounsellor, Attendance, BookingWindow, CancelRefusal, Cancellation, Decision, Session,
    SessionMode, StatusCounts, parse_date,
};
pub use messages::CareMsg;
pub use notes::{HandedOverSession, NOTE_MAX_CHARS, NoteMsg, NoteText, SessionNote};
pub use self_care::{
    ANSWER_MAX_CHARS, Answer, AnswerInput, GivenAnswer, Question, QuestionDraft, QuestionType,
    check_answers, check_question, parse_answer_date,
};
