#pragma once
// SIGINT and SIGTERM ask a running eschess-cli command to stop cleanly instead of killing it:
// the command stops its runner, the engines get `quit` (and are killed after a grace period),
// what is already written — the PGN's finished games, a suite's results — stays intact, and the
// process exits with 128 + the signal number (130 for SIGINT, 143 for SIGTERM), as a shell does.
//
// A signal handler may do almost nothing, so it only writes one byte into a socket pair (the
// self-pipe pattern); a QSocketNotifier on the other end calls back in the event loop, where the
// Qt work happens. The handler is installed with SA_RESETHAND: a second Ctrl-C while the command
// is still stopping ends the process at once, the usual escape hatch.

#include <QSocketNotifier>

#include <functional>
#include <memory>

namespace eschess::cli {

class StopSignals {
public:
    // Installs the handlers; onStop(signal) runs in the event loop after the first signal.
    explicit StopSignals(std::function<void(int signal)> onStop);
    // Restores the default dispositions.
    ~StopSignals();
    StopSignals(const StopSignals&) = delete;
    StopSignals& operator=(const StopSignals&) = delete;

    // The signal that arrived (SIGINT or SIGTERM), or 0 when none did.
    static int received();
    // The exit status for a command stopped by `signal`: 128 + its number.
    static int exitStatus(int signal) { return 128 + signal; }

private:
    std::function<void(int)> m_onStop;
    std::unique_ptr<QSocketNotifier> m_notifier;
};

} // namespace eschess::cli
