//! The manager's side of the Gomocup (pbrain) protocol: one engine process, its commands
//! written to its stdin, its lines read on a thread. Shared by the gauntlet, the engine bench
//! and the brain's own tests (each includes this file as a module).

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// A running engine.
pub struct Brain {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// The MESSAGE, DEBUG and SUGGEST lines read since the last answer.
    pub messages: Vec<String>,
}

impl Brain {
    /// Starts `command` (a program and its arguments, split at spaces) in `dir`, or in the
    /// current directory.
    pub fn spawn(command: &str, dir: Option<&Path>) -> std::io::Result<Brain> {
        let mut words = command.split_whitespace();
        let program = words.next().unwrap_or_default();
        // A path is read from here, not from the engine's own working directory.
        let program = match program.contains('/') {
            true => std::fs::canonicalize(program).unwrap_or_else(|_| program.into()),
            false => program.into(),
        };
        let mut cmd = Command::new(program);
        cmd.args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(dir) = dir {
            cmd.current_dir(dir);
        }
        let mut child = cmd.spawn()?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(std::io::Error::other("no pipes"));
        };
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line.trim().to_string()).is_err() {
                    break;
                }
            }
        });
        Ok(Brain {
            child,
            stdin,
            lines,
            messages: Vec::new(),
        })
    }

    /// Writes one command (a dead engine is noticed when it does not answer).
    pub fn send(&mut self, line: &str) {
        let _ = writeln!(self.stdin, "{line}");
        let _ = self.stdin.flush();
    }

    /// The next answer within `wait`: MESSAGE, DEBUG and SUGGEST lines are kept aside in
    /// `messages` (cleared first), empty lines skipped; `None` on silence or exit.
    pub fn recv(&mut self, wait: Duration) -> Option<String> {
        self.messages.clear();
        let end = Instant::now() + wait;
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) if l.is_empty() => {}
                Ok(l) => {
                    let up = l.to_ascii_uppercase();
                    if ["MESSAGE", "DEBUG", "SUGGEST"]
                        .iter()
                        .any(|k| up.starts_with(k))
                    {
                        self.messages.push(l);
                        continue;
                    }
                    return Some(l);
                }
                Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => {
                    return None
                }
            }
        }
    }

    /// Sends `line` and waits up to `wait` for the answer.
    pub fn ask(&mut self, line: &str, wait: Duration) -> Option<String> {
        self.send(line);
        self.recv(wait)
    }

    /// The depth of the last `MESSAGE depth D ...` line since the last answer.
    pub fn reported_depth(&self) -> Option<u32> {
        self.messages.iter().rev().find_map(|m| {
            let mut w = m.split_whitespace();
            (w.nth(1) == Some("depth")).then(|| w.next()?.parse().ok())?
        })
    }
}

impl Brain {
    /// Sends END and waits for the process to exit: its status, `None` if it had to be killed.
    pub fn finish(mut self) -> Option<std::process::ExitStatus> {
        self.send("END");
        let end = Instant::now() + Duration::from_secs(10);
        while Instant::now() < end {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        None
    }
}

impl Drop for Brain {
    fn drop(&mut self) {
        self.send("END");
        let end = Instant::now() + Duration::from_millis(500);
        while Instant::now() < end {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The move of an answer `x,y`, if it is one on a `size` board.
pub fn parse_move(answer: &str, size: usize) -> Option<(usize, usize)> {
    let (x, y) = answer.split_once(',')?;
    let (x, y) = (x.trim().parse().ok()?, y.trim().parse().ok()?);
    (x < size && y < size).then_some((x, y))
}
