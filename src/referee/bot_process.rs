//! One external bot: a child process started with `sh -c <command>` in
//! its own process group.
//!
//! The referee never blocks on a bot: input goes through a writer thread
//! (a bot that never reads cannot stall us), answers come from a reader
//! thread through a bounded channel and are awaited with a deadline, and
//! the bot's stderr is passed on line by line with a prefix. Dropping a
//! [`BotProcess`] kills its whole process group and reaps the child.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// Where passed-through stderr lines go (already prefixed, no newline).
pub type LineSink = Arc<dyn Fn(&str) + Send + Sync>;

/// The longest answer or stderr line accepted, in bytes.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// How many answer lines may wait unread before the reader thread stops
/// reading (so a flooding bot cannot fill our memory).
const ANSWER_QUEUE: usize = 64;

/// What the reader thread saw on the bot's stdout.
enum Output {
    Line { at: Instant, text: String },
    TooLong,
    Closed,
    Failed(String),
}

/// Why a bot gave no usable answer line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BotFailure {
    /// No line arrived before the deadline.
    Timeout {
        /// The (scaled) limit that was missed, in milliseconds.
        limit_ms: u64,
    },
    /// The bot closed its output, usually because it exited or crashed.
    Exited {
        /// How the process ended, if it had ended (`exit status: 1`).
        status: Option<String>,
    },
    /// The bot closed its input (we got a broken pipe) and did not answer.
    ClosedInput,
    /// The answer line was longer than [`MAX_LINE_BYTES`].
    LineTooLong,
    /// Reading the bot's output failed.
    ReadFailed(String),
}

impl std::fmt::Display for BotFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BotFailure::Timeout { limit_ms } => {
                write!(f, "timeout: no answer within {limit_ms} ms")
            }
            BotFailure::Exited {
                status: Some(status),
            } => {
                write!(f, "the bot ended ({status}) before answering")
            }
            BotFailure::Exited { status: None } => {
                write!(f, "the bot closed its output before answering")
            }
            BotFailure::ClosedInput => write!(f, "the bot closed its input (broken pipe)"),
            BotFailure::LineTooLong => {
                write!(f, "the answer line is longer than {MAX_LINE_BYTES} bytes")
            }
            BotFailure::ReadFailed(error) => write!(f, "cannot read the bot's output: {error}"),
        }
    }
}

/// One answer line and when it arrived.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The line without its line ending.
    pub line: String,
    /// When the reader thread received it.
    pub received: Instant,
}

/// A running bot. Dropping it kills and reaps it.
pub struct BotProcess {
    child: Child,
    input: Option<Sender<Vec<u8>>>,
    output: Receiver<Output>,
    write_error: Arc<Mutex<Option<String>>>,
    stderr_done: Option<Receiver<()>>,
    finished: bool,
}

impl BotProcess {
    /// Starts `sh -c command`; each stderr line of the bot is given to
    /// `stderr_sink` as `"{stderr_prefix} {line}"`.
    pub fn spawn(command: &str, stderr_prefix: String, stderr_sink: LineSink) -> io::Result<Self> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let stderr = child.stderr.take().expect("stderr is piped");
        let (input, chunks) = mpsc::channel();
        let (answers, output) = mpsc::sync_channel(ANSWER_QUEUE);
        let (done, stderr_done) = mpsc::channel();
        let bot = BotProcess {
            child,
            input: Some(input),
            output,
            write_error: Arc::new(Mutex::new(None)),
            stderr_done: Some(stderr_done),
            finished: false,
        };
        // From here on an error drops `bot`, which kills the child.
        let write_error = Arc::clone(&bot.write_error);
        thread::Builder::new()
            .name("bot-input".into())
            .spawn(move || feed(stdin, chunks, write_error))?;
        thread::Builder::new()
            .name("bot-output".into())
            .spawn(move || read_answers(stdout, answers))?;
        thread::Builder::new()
            .name("bot-stderr".into())
            .spawn(move || pass_stderr(stderr, stderr_prefix, stderr_sink, done))?;
        Ok(bot)
    }

    /// The process id of `sh` (also the id of the bot's process group).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Queues `lines` for the bot's stdin, each followed by a newline.
    /// Never blocks; a write failure is remembered and reported by
    /// [`BotProcess::answer`].
    pub fn send(&mut self, lines: &[String]) {
        let mut text = String::new();
        for line in lines {
            text.push_str(line);
            text.push('\n');
        }
        if let Some(input) = &self.input {
            // A closed channel means the writer already failed; the
            // failure is recorded in `write_error`.
            let _ = input.send(text.into_bytes());
        }
    }

    /// Waits for the next answer line until `sent + limit`.
    pub fn answer(&mut self, sent: Instant, limit: Duration) -> Result<Answer, BotFailure> {
        let deadline = sent + limit;
        let limit_ms = limit.as_millis().try_into().unwrap_or(u64::MAX);
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.output.recv_timeout(wait) {
            Ok(Output::Line { at, text }) if at <= deadline => Ok(Answer {
                line: text,
                received: at,
            }),
            Ok(Output::Line { .. }) | Err(RecvTimeoutError::Timeout) => {
                if self
                    .write_error
                    .lock()
                    .map(|e| e.is_some())
                    .unwrap_or(false)
                {
                    Err(BotFailure::ClosedInput)
                } else {
                    Err(BotFailure::Timeout { limit_ms })
                }
            }
            Ok(Output::Closed) | Err(RecvTimeoutError::Disconnected) => Err(BotFailure::Exited {
                status: self.exit_status(),
            }),
            Ok(Output::TooLong) => Err(BotFailure::LineTooLong),
            Ok(Output::Failed(error)) => Err(BotFailure::ReadFailed(error)),
        }
    }

    /// How the process ended, waiting briefly for it after its output
    /// closed; `None` if it is still running.
    fn exit_status(&mut self) -> Option<String> {
        for _ in 0..40 {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status.to_string()),
                Ok(None) => thread::sleep(Duration::from_millis(5)),
                Err(_) => return None,
            }
        }
        None
    }

    /// Kills the bot's process group, reaps the child and waits (at most a
    /// second) for the last stderr lines to be passed on. Idempotent.
    pub fn kill(&mut self) {
        if self.finished {
            return;
        }
        self.finished = true;
        self.input = None;
        kill_process_group(self.child.id());
        // The group kill already ended it; this covers a failed group kill.
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(done) = self.stderr_done.take() {
            let _ = done.recv_timeout(Duration::from_secs(1));
        }
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Sends SIGKILL to the process group `pgid`.
fn kill_process_group(pgid: u32) {
    unsafe extern "C" {
        fn kill(pid: i32, signal: i32) -> i32;
    }
    const SIGKILL: i32 = 9;
    if let Ok(pgid) = i32::try_from(pgid) {
        // SAFETY: `kill(2)` takes two plain integers and touches no memory
        // of ours; a negative pid addresses the process group.
        unsafe {
            kill(-pgid, SIGKILL);
        }
    }
}

/// Writer thread: copies queued chunks to the bot's stdin until the queue
/// closes or a write fails (the failure is recorded).
fn feed(mut stdin: ChildStdin, chunks: Receiver<Vec<u8>>, error: Arc<Mutex<Option<String>>>) {
    for chunk in chunks {
        if let Err(e) = stdin.write_all(&chunk).and_then(|()| stdin.flush()) {
            if let Ok(mut slot) = error.lock() {
                *slot = Some(e.to_string());
            }
            return;
        }
    }
}

/// The result of reading one line.
enum LineRead {
    /// A line, without its line ending.
    Line(String),
    /// The first [`MAX_LINE_BYTES`] bytes of a longer line.
    TooLong(String),
    /// The end of the stream.
    End,
    /// A read error.
    Failed(io::Error),
}

/// Reads one line of at most [`MAX_LINE_BYTES`] bytes.
fn read_line(reader: &mut impl BufRead) -> LineRead {
    let mut buf = Vec::new();
    match reader
        .take(MAX_LINE_BYTES as u64 + 1)
        .read_until(b'\n', &mut buf)
    {
        Ok(0) => return LineRead::End,
        Ok(_) => {}
        Err(e) => return LineRead::Failed(e),
    }
    if buf.last() == Some(&b'\n') {
        buf.pop();
        if buf.last() == Some(&b'\r') {
            buf.pop();
        }
    } else if buf.len() > MAX_LINE_BYTES {
        buf.truncate(MAX_LINE_BYTES);
        return LineRead::TooLong(String::from_utf8_lossy(&buf).into_owned());
    }
    LineRead::Line(String::from_utf8_lossy(&buf).into_owned())
}

/// Reader thread: forwards stdout lines, stamped with their arrival time.
fn read_answers(stdout: ChildStdout, answers: SyncSender<Output>) {
    let mut reader = BufReader::new(stdout);
    loop {
        let (output, last) = match read_line(&mut reader) {
            LineRead::Line(text) => (
                Output::Line {
                    at: Instant::now(),
                    text,
                },
                false,
            ),
            LineRead::End => (Output::Closed, true),
            LineRead::TooLong(_) => (Output::TooLong, true),
            LineRead::Failed(e) => (Output::Failed(e.to_string()), true),
        };
        if answers.send(output).is_err() || last {
            return;
        }
    }
}

/// Stderr thread: passes each line on with `prefix`; dropping `_done`
/// when the stream ends tells [`BotProcess::kill`] that all was passed.
fn pass_stderr(stderr: ChildStderr, prefix: String, sink: LineSink, _done: Sender<()>) {
    let mut reader = BufReader::new(stderr);
    loop {
        match read_line(&mut reader) {
            LineRead::Line(line) | LineRead::TooLong(line) => sink(&format!("{prefix} {line}")),
            LineRead::End | LineRead::Failed(_) => return,
        }
    }
}
