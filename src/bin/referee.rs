//! `referee`: runs games between bots and AIs (see `parlour::referee`).

fn main() -> std::process::ExitCode {
    parlour::referee::main()
}
