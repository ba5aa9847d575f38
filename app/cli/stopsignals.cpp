#include "app/cli/stopsignals.h"

#include <atomic>
#include <cerrno>
#include <csignal>

#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace eschess::cli {

namespace {

// Written by the handler, read by the event loop: only lock-free atomics and write(2) are safe
// inside a signal handler.
volatile std::sig_atomic_t g_received = 0;
int g_pipe[2] = {-1, -1};

constexpr int kSignals[] = {SIGINT, SIGTERM};

extern "C" void onStopSignal(int signal) {
    const int savedErrno = errno;
    g_received = signal;
    const char byte = char(signal);
    if (g_pipe[1] >= 0) {
        const ssize_t written = ::write(g_pipe[1], &byte, 1); // a full pipe already holds a stop
        (void)written;
    }
    errno = savedErrno;
}

} // namespace

StopSignals::StopSignals(std::function<void(int)> onStop) : m_onStop(std::move(onStop)) {
    g_received = 0;
    if (g_pipe[0] < 0 && ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_pipe) != 0) {
        g_pipe[0] = g_pipe[1] = -1;
        return; // no stop handling: the default dispositions stay, as before
    }
    for (int fd : g_pipe) ::fcntl(fd, F_SETFL, O_NONBLOCK);
    // Drop a stop meant for an earlier command.
    for (char byte = 0; ::read(g_pipe[0], &byte, 1) == 1;) continue;
    m_notifier = std::make_unique<QSocketNotifier>(qintptr(g_pipe[0]), QSocketNotifier::Read);
    QObject::connect(m_notifier.get(), &QSocketNotifier::activated, m_notifier.get(), [this] {
        char byte = 0;
        if (::read(g_pipe[0], &byte, 1) != 1) return;
        m_notifier->setEnabled(false); // one stop is enough; a second signal kills (SA_RESETHAND)
        if (m_onStop) m_onStop(int(byte));
    });
    struct sigaction action = {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART | SA_RESETHAND;
    for (int s : kSignals) ::sigaction(s, &action, nullptr);
}

StopSignals::~StopSignals() {
    for (int s : kSignals) ::signal(s, SIG_DFL);
}

int StopSignals::received() {
    return int(g_received);
}

} // namespace eschess::cli
