//! The export file: one zip with `data.json` (every table), one CSV per
//! table, and a README in English and Bangla.

use std::io::Write;

use chrono::{DateTime, Utc};
use mon_application::ports::{ExportValue, PersonalData};
use serde_json::{Map, Value};
use zip::write::SimpleFileOptions;

const README: &str = "\
Mon: your data
==============

This file holds everything Mon keeps about your account, as it was at the time
written in data.json (\"exported_at\", UTC).

- data.json: every table below, in one file that programs can read.
- One CSV file per table, which spreadsheet programs open:
  - account.csv: your account (username, e-mail, contact number, NID, language,
    discreet mode, dates). Your password is never stored in readable form and is
    not included.
  - appointments.csv: your appointment requests, with how the session happens
    and any reason the service gave.
  - self_care_answers.csv and self_care_days.csv: your daily self-care answers
    with the question as it was asked, in English and Bangla.
  - check_ins.csv: your PHQ-9 and GAD-7 check-ins, with answers, score and band.
  - safety_plan.csv: your safety plan.
  - saved_courses.csv: the learning-hub items you saved.
  - consents.csv: every consent you gave or withdrew, with the text you were shown.
  - access_log.csv: each time an admin was shown your appointments (in your
    own list, in the list of everyone's appointments, or in the list a status
    change shows; once per list shown, however many of your appointments it
    held), and each of your own exports. It says who, when and what kind, never
    what was read.
  - pending_mail.csv: e-mails to you that are still waiting to be sent.
- A cell that begins with = + - or @ starts with an apostrophe in the CSV
  files, so a spreadsheet shows it as text and never runs it as a formula.

Keep this file somewhere private: it holds health information. To correct your
details, use Settings in Mon; to erase your account, use \"Delete my account\"
in Settings.

-------------------------------------------------------------------------------

মন: আপনার তথ্য
==============

আপনার অ্যাকাউন্ট সম্পর্কে মন যা কিছু রাখে, তার সবই এই ফাইলে আছে; data.json-এ
লেখা সময়ে (\"exported_at\", UTC) যেমন ছিল।

- data.json: নিচের সব টেবিল, একটি ফাইলে, যা প্রোগ্রাম পড়তে পারে।
- প্রতিটি টেবিলের জন্য একটি করে CSV ফাইল, যা স্প্রেডশিট প্রোগ্রামে খোলে:
  - account.csv: আপনার অ্যাকাউন্ট (ইউজারনেম, ই-মেইল, যোগাযোগ নম্বর, এনআইডি, ভাষা,
    গোপন মোড, তারিখ)। আপনার পাসওয়ার্ড কখনো পড়ার মতো করে রাখা হয় না, তাই এতে নেই।
  - appointments.csv: আপনার অ্যাপয়েন্টমেন্টের অনুরোধ, সেশন কীভাবে হবে এবং
    সেবার দেওয়া কোনো কারণ।
  - self_care_answers.csv ও self_care_days.csv: আপনার প্রতিদিনের সেলফ-কেয়ার উত্তর,
    প্রশ্নটি যেভাবে করা হয়েছিল (ইংরেজি ও বাংলায়)।
  - check_ins.csv: আপনার PHQ-9 ও GAD-7 চেক-ইন, উত্তর, স্কোর ও স্তরসহ।
  - safety_plan.csv: আপনার নিরাপত্তা পরিকল্পনা।
  - saved_courses.csv: লার্নিং হাবের যেসব বিষয় আপনি সংরক্ষণ করেছেন।
  - consents.csv: আপনার দেওয়া বা প্রত্যাহার করা প্রতিটি সম্মতি, আপনাকে দেখানো লেখাসহ।
  - access_log.csv: প্রতিবার কোনো অ্যাডমিনকে আপনার অ্যাপয়েন্টমেন্ট দেখানো হলে (আপনার
    নিজের তালিকায়, সবার অ্যাপয়েন্টমেন্টের তালিকায়, বা অবস্থা বদলের পর দেখানো তালিকায়;
    প্রতিটি তালিকায় একবার, তাতে আপনার যতগুলো অ্যাপয়েন্টমেন্টই থাকুক), এবং আপনার নিজের
    প্রতিটি এক্সপোর্ট। এতে থাকে কে, কখন ও কী ধরনের, কখনো যা দেখা হয়েছে তা নয়।
  - pending_mail.csv: আপনাকে পাঠানোর অপেক্ষায় থাকা ই-মেইল।
- CSV ফাইলে = + - বা @ দিয়ে শুরু হওয়া ঘরের আগে একটি অ্যাপোস্ট্রফি থাকে, যাতে
  স্প্রেডশিট সেটিকে লেখা হিসেবে দেখায়, কখনো সূত্র হিসেবে চালায় না।

ফাইলটি গোপন কোথাও রাখুন: এতে স্বাস্থ্য-সংক্রান্ত তথ্য আছে। তথ্য সংশোধন করতে মনের
সেটিংস ব্যবহার করুন; অ্যাকাউন্ট মুছে ফেলতে সেটিংসে \"আমার অ্যাকাউন্ট মুছুন\" ব্যবহার করুন।
";

fn json_value(v: &ExportValue) -> Value {
    match v {
        ExportValue::Null => Value::Null,
        ExportValue::Bool(b) => Value::Bool(*b),
        ExportValue::Int(n) => Value::from(*n),
        ExportValue::Text(s) => Value::String(s.clone()),
    }
}

/// One CSV cell (RFC 4180 quoting). A text that a spreadsheet would run as a
/// formula gets a leading apostrophe.
fn csv_cell(v: &ExportValue) -> String {
    let raw = match v {
        ExportValue::Null => return String::new(),
        ExportValue::Bool(b) => return b.to_string(),
        ExportValue::Int(n) => return n.to_string(),
        ExportValue::Text(s) => s,
    };
    let guarded = if raw.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{raw}")
    } else {
        raw.clone()
    };
    if guarded.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", guarded.replace('"', "\"\""))
    } else {
        guarded
    }
}

/// The tables as one JSON document.
pub fn data_json(data: &PersonalData, at: DateTime<Utc>) -> Value {
    let mut tables = Map::new();
    for t in &data.tables {
        let rows: Vec<Value> = t
            .rows
            .iter()
            .map(|row| {
                Value::Object(
                    t.columns
                        .iter()
                        .zip(row)
                        .map(|(c, v)| ((*c).to_owned(), json_value(v)))
                        .collect(),
                )
            })
            .collect();
        tables.insert(t.name.to_owned(), Value::Array(rows));
    }
    serde_json::json!({ "exported_at": at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true), "tables": tables })
}

/// One table as CSV with a header row (UTF-8 with a byte-order mark, so spreadsheets read Bangla right).
pub fn csv(columns: &[&str], rows: &[Vec<ExportValue>]) -> String {
    let mut out = String::from("\u{feff}");
    out.push_str(&columns.join(","));
    out.push_str("\r\n");
    for row in rows {
        out.push_str(&row.iter().map(csv_cell).collect::<Vec<_>>().join(","));
        out.push_str("\r\n");
    }
    out
}

/// The whole export as zip bytes.
///
/// # Errors
/// Writing the archive failed (it is written in memory).
pub fn zip_file(data: &PersonalData, at: DateTime<Utc>) -> anyhow::Result<Vec<u8>> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    zip.start_file("README.txt", options)?;
    zip.write_all(README.as_bytes())?;
    zip.start_file("data.json", options)?;
    zip.write_all(serde_json::to_string_pretty(&data_json(data, at))?.as_bytes())?;
    for t in &data.tables {
        zip.start_file(format!("{}.csv", t.name), options)?;
        zip.write_all(csv(&t.columns, &t.rows).as_bytes())?;
    }
    Ok(zip.finish()?.into_inner())
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;
    use mon_application::ports::ExportTable;

    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_are_kept_as_text() {
        let rows = vec![vec![
            ExportValue::Text("a, \"b\"\nc".into()),
            ExportValue::Text("=HYPERLINK(\"x\")".into()),
            ExportValue::Null,
            ExportValue::Int(-3),
            ExportValue::Text("ভালো".into()),
        ]];
        assert_eq!(
            csv(&["t", "f", "n", "i", "bn"], &rows),
            "\u{feff}t,f,n,i,bn\r\n\"a, \"\"b\"\"\nc\",\"'=HYPERLINK(\"\"x\"\")\",,-3,ভালো\r\n"
        );
    }

    #[test]
    fn the_zip_holds_the_readme_the_json_and_one_csv_per_table() {
        let data = PersonalData {
            tables: vec![
                ExportTable {
                    name: "account",
                    columns: vec!["id", "username"],
                    rows: vec![vec![ExportValue::Int(7), ExportValue::Text("rahim".into())]],
                },
                ExportTable {
                    name: "check_ins",
                    columns: vec!["score"],
                    rows: vec![],
                },
            ],
        };
        let at = Utc.with_ymd_and_hms(2026, 11, 24, 4, 0, 0).unwrap();
        let bytes = zip_file(&data, at).unwrap();
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let names: Vec<String> = (0..archive.len())
            .map(|i| archive.by_index(i).unwrap().name().unwrap().into_owned())
            .collect();
        assert_eq!(
            names,
            ["README.txt", "data.json", "account.csv", "check_ins.csv"]
        );
        let json: Value = serde_json::from_reader(archive.by_name("data.json").unwrap()).unwrap();
        assert_eq!(json["tables"]["account"][0]["username"], "rahim");
        assert_eq!(json["tables"]["check_ins"], serde_json::json!([]));
        assert_eq!(json["exported_at"], "2026-11-24T04:00:00Z");
        let mut readme = String::new();
        std::io::Read::read_to_string(&mut archive.by_name("README.txt").unwrap(), &mut readme)
            .unwrap();
        assert!(
            readme.contains("your data") && readme.contains("আপনার তথ্য"),
            "in English and Bangla"
        );
    }
}
