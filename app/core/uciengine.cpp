#include "app/core/uciengine.h"

#include "app/core/uciparser.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QPointer>

#include <algorithm>
#include <limits>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace eschess::app {

namespace {

// External engines run in a process group of their own (see start()): killing the group also
// ends what a wrapper script started, which killing the script alone would leave running.
void killGroup(qint64 pid) {
    if (pid > 0) ::kill(-pid_t(pid), SIGKILL);
}

// Kills the process and its group, then waits (bounded) for the process to be reaped.
void killAndReap(QProcess* process, qint64 pid) {
    killGroup(pid);
    if (process->state() != QProcess::NotRunning) {
        process->kill();
        process->waitForFinished(1000);
    }
}

// The process group id (the first process's id) kept on the QProcess, because processId() is
// 0 once the process itself has ended while the rest of its group may still run.
constexpr char kGroupProperty[] = "eschessProcessGroup";

// Processes sent `quit` and not yet ended (they are killed after the grace period).
QList<QPointer<QProcess>>& quittingProcesses() {
    static QList<QPointer<QProcess>> list;
    return list;
}

} // namespace

void UciEngine::waitForQuitProcesses(int graceMs) {
    QElapsedTimer timer;
    timer.start();
    for (const QPointer<QProcess>& p : quittingProcesses()) {
        if (!p) continue;
        const qint64 pid = p->property(kGroupProperty).toLongLong();
        if (p->state() != QProcess::NotRunning && !p->waitForFinished(int(std::max<qint64>(0, graceMs - timer.elapsed()))))
            killAndReap(p, pid);
        else killGroup(pid); // the wrapper ended; whatever it started goes with it
    }
    quittingProcesses().clear();
}

UciEngine::UciEngine(UciEngineConfig config, QObject* parent) : Engine(parent), m_config(std::move(config)) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &UciEngine::onTimeout);
    m_pendingOptions = m_config.options;
}

UciEngine::~UciEngine() {
    // No process may outlive its engine: a destroyed UciEngine kills what is left at once.
    if (m_process) {
        m_process->disconnect(this);
        if (m_process->state() != QProcess::NotRunning) {
            m_process->write("quit\n");
            if (!m_process->waitForFinished(std::min(m_quitGraceMs, 200))) killAndReap(m_process, m_groupId);
        }
        killGroup(m_groupId);
    }
}

QString UciEngine::name() const {
    if (!m_config.displayName.isEmpty()) return m_config.displayName;
    if (!m_idName.isEmpty()) return m_idName;
    return QFileInfo(m_config.program).fileName();
}

void UciEngine::start() {
    if (state() != State::NotStarted) return;
    setState(State::Starting);
    m_process = new QProcess(this);
    m_process->setProgram(m_config.program);
    m_process->setArguments(m_config.arguments);
    QString dir = m_config.workingDirectory;
    if (dir.isEmpty()) dir = QFileInfo(m_config.program).absolutePath();
    if (QFileInfo(dir).isDir()) m_process->setWorkingDirectory(dir);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    connect(m_process, &QProcess::readyReadStandardOutput, this, &UciEngine::onReadyRead);
    connect(m_process, &QProcess::errorOccurred, this, &UciEngine::onProcessError);
    connect(m_process, &QProcess::finished, this, &UciEngine::onFinished);
    connect(m_process, &QProcess::started, this, [this] {
        m_groupId = m_process->processId();
        m_process->setProperty(kGroupProperty, m_groupId);
        write(QStringLiteral("uci"));
    });
    // In the child, before exec: a process group of its own (so that kill(-pgid) reaches a
    // wrapper script's engine too), and death with its parent if we die without cleaning up.
    m_process->setChildProcessModifier([] {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    });
    m_timer.start(m_handshakeMs);
    m_process->start(QIODevice::ReadWrite);
}

void UciEngine::newGame() {
    if (state() != State::Idle && state() != State::Starting) return;
    if (state() == State::Starting) return; // a fresh engine needs no ucinewgame
    write(QStringLiteral("ucinewgame"));
    sendIsReady();
}

void UciEngine::setOption(const QString& name, const QString& value) {
    if (state() == State::Failed || state() == State::Quit) return;
    if (!m_gotUciOk) {
        m_pendingOptions.emplace_back(name, value);
        return;
    }
    noteOption(name, value);
    write(uciSetOptionCommand(name, value));
}

void UciEngine::noteOption(const QString& name, const QString& value) {
    if (!m_hasMultiPv || !sameOptionName(name.toStdString(), "MultiPV")) return;
    bool ok = false;
    const int lines = value.trimmed().toInt(&ok);
    if (ok && lines >= 1) m_multiPvBase = m_multiPvSent = lines;
}

void UciEngine::go(const GoRequest& request) {
    switch (state()) {
    case State::Starting: // searched once the handshake is done (becomeReady)
        m_queuedGo = request;
        m_stopQueuedGo = false;
        return;
    case State::Thinking:
        // A newer request replaces the search (analysis following the shown position): the
        // engine is told to stop, and the new search starts when its bestmove is in.
        stop();
        m_queuedGo = request;
        m_stopQueuedGo = false;
        return;
    case State::Idle:
        m_queuedGo = request;
        m_stopQueuedGo = false;
        if (m_pendingReadyOk > 0) return; // sent when readyok arrives
        startSearch();
        return;
    default:
        return;
    }
}

bool UciEngine::offersOption(const char* optionName) const {
    return findUciOption(m_options, optionName) != nullptr;
}

void UciEngine::startSearch() {
    if (!m_queuedGo) return;
    const GoRequest request = std::move(*m_queuedGo);
    m_queuedGo.reset();
    if (request.start.isChess960() != m_chess960Sent) {
        // UCI_Chess960 is an option like any other: told only when the game changes kind.
        if (!offersOption("UCI_Chess960")) {
            failWith(Failure::Protocol,
                     tr("%1 cannot play Chess960: it has no UCI_Chess960 option").arg(name()));
            return;
        }
        write(uciSetOptionCommand(QStringLiteral("UCI_Chess960"), request.start.isChess960()
                                                                      ? QStringLiteral("true")
                                                                      : QStringLiteral("false")));
        m_chess960Sent = request.start.isChess960();
    }
    m_searchPos = request.current();
    m_searching = true;
    m_stopSent = false;
    m_garbage = 0;
    setState(State::Thinking);
    if (m_hasMultiPv) {
        const int lines =
            request.limits.multiPv > 1 ? std::min(request.limits.multiPv, m_multiPvMax) : m_multiPvBase;
        if (lines != m_multiPvSent) {
            write(uciSetOptionCommand(QStringLiteral("MultiPV"), QString::number(lines)));
            m_multiPvSent = lines;
        }
    }
    write(uciPositionCommand(request.start, request.moves));
    write(uciGoCommand(request.limits, &request.start));
    if (m_stopQueuedGo) {
        // Stopped while it waited to start: it starts and stops at once, so its bestMove still
        // follows the stop promptly, as for a search that had started.
        m_stopQueuedGo = false;
        stop();
        return;
    }

    const SearchLimits& l = request.limits;
    const Color us = m_searchPos.sideToMove();
    qint64 allowed = -1;
    m_untimedSearch = false;
    if (l.infinite || l.ponder) allowed = -1;
    else if (l.movetimeMs > 0) allowed = l.movetimeMs + m_searchGraceMs;
    else if (l.hasClock(us)) allowed = std::max<qint64>(0, l.timeMs[us]) + l.incMs[us] + m_searchGraceMs;
    else {
        allowed = m_untimedStallMs; // restarted by each info line: keepUntimedSearchAlive()
        m_untimedSearch = true;
        m_untimedStarted.start();
    }
    if (allowed >= 0) m_timer.start(int(std::min<qint64>(allowed, std::numeric_limits<int>::max())));
    else m_timer.stop();
}

void UciEngine::keepUntimedSearchAlive() {
    if (!m_untimedSearch || m_stopSent) return;
    const qint64 left = m_untimedCapMs - m_untimedStarted.elapsed();
    m_timer.start(int(std::clamp<qint64>(left, 0, m_untimedStallMs)));
}

void UciEngine::stop() {
    if (m_queuedGo) m_stopQueuedGo = true;
    if (state() != State::Thinking || m_stopSent) return;
    m_stopSent = true;
    write(QStringLiteral("stop"));
    m_timer.start(m_searchGraceMs);
}

void UciEngine::ponderHit() {
    if (state() == State::Thinking) write(QStringLiteral("ponderhit"));
}

void UciEngine::quit() {
    if (state() == State::Quit) return;
    m_timer.stop();
    setState(State::Quit);
    if (!m_process) return;
    m_process->disconnect(this);
    if (m_process->state() == QProcess::NotRunning) return;
    if (m_searching) m_process->write("stop\n");
    m_process->write("quit\n");
    // Kill after the grace period. The process object becomes the application's child, so that
    // it is still killed (by ~QProcess) if the application closes before the grace period ends.
    QProcess* process = m_process;
    m_process = nullptr;
    process->setParent(QCoreApplication::instance());
    const qint64 group = m_groupId;
    QObject::connect(process, &QProcess::finished, process, [process, group] {
        killGroup(group); // the engine has quit; anything it left in its group goes too
        process->deleteLater();
    });
    quittingProcesses().append(process);
    QTimer::singleShot(m_quitGraceMs, process, [process, group] {
        if (process->state() != QProcess::NotRunning) {
            killGroup(group);
            process->kill();
        }
    });
}

void UciEngine::write(const QString& command) {
    if (!m_process || m_process->state() != QProcess::Running) return;
    m_process->write(command.toUtf8() + '\n');
}

void UciEngine::sendIsReady() {
    ++m_pendingReadyOk;
    write(QStringLiteral("isready"));
    if (!m_timer.isActive()) m_timer.start(m_handshakeMs);
}

void UciEngine::onReadyRead() {
    if (!m_process) return;
    m_partial += m_process->readAllStandardOutput();
    int start = 0;
    while (true) {
        const int nl = m_partial.indexOf('\n', start);
        if (nl < 0) break;
        QByteArray raw = m_partial.mid(start, nl - start);
        start = nl + 1;
        if (raw.endsWith('\r')) raw.chop(1);
        if (raw.size() > kMaxLineLength) raw.truncate(kMaxLineLength);
        handleLine(QString::fromUtf8(raw).trimmed());
        if (!m_process || state() == State::Failed) return;
    }
    m_partial.remove(0, start);
    if (m_partial.size() > kMaxLineLength) {
        failWith(Failure::Garbage, tr("%1 sent a line longer than %2 bytes").arg(name()).arg(kMaxLineLength));
    }
}

void UciEngine::handleLine(const QString& line) {
    auto garbage = [&](const QString& why) {
        if (++m_garbage > kMaxGarbageLines)
            failWith(Failure::Garbage, tr("%1 sent more than %2 unusable lines; last: %3").arg(name()).arg(kMaxGarbageLines).arg(why));
    };
    switch (uciLineKind(line)) {
    case UciLineKind::Empty: return;
    case UciLineKind::Id:
        if (auto id = parseUciId(line)) {
            if (id->first == QLatin1String("name")) m_idName = id->second;
            else if (id->first == QLatin1String("author")) m_idAuthor = id->second;
        }
        return;
    case UciLineKind::Option: {
        if (m_gotUciOk) return;
        QString error;
        if (auto spec = parseUciOption(line, &error)) {
            // Counted by announcements (the options kept and those announced again), so that one
            // option announced over and over is bounded too (malformed lines are bounded as garbage).
            if (m_options.size() + m_repeatedOptions >= kMaxOptions) {
                failWith(Failure::Protocol, tr("%1 announced more than %2 options").arg(name()).arg(kMaxOptions));
                return;
            }
            // An option announced again replaces the earlier announcement in its place: the
            // engine's last word counts, and every lookup (the check of the settings at uciok,
            // MultiPV, the options dialog) then finds one option by that name.
            if (const eschess::OptionSpec* earlier = findUciOption(m_options, spec->name)) {
                if (++m_repeatedOptions <= kMaxReportedBadOptions)
                    emit message(tr("%1 announced the option '%2' twice; the later announcement counts")
                                     .arg(name(), QString::fromStdString(spec->name)));
                m_options[earlier - m_options.constData()] = *spec;
            } else {
                m_options.append(*spec);
            }
        } else {
            // Reported, but only the first few: a flood of bad lines is garbage, not news.
            if (m_garbage < kMaxReportedBadOptions) emit message(tr("%1: %2").arg(name(), error));
            garbage(error);
        }
        return;
    }
    case UciLineKind::UciOk:
        if (m_gotUciOk || state() != State::Starting) return;
        m_gotUciOk = true;
        // The settings a match or a spec asked for must hold, and so must a player's level
        // (UCI_LimitStrength, UCI_Elo, set before the start): an engine ignores a setoption it
        // cannot use, and the games would then measure, or face, some other engine.
        m_checkingSettings = !m_pendingOptions.empty();
        for (const auto& [n, v] : m_pendingOptions) {
            if (const QString why = uciOptionValueProblem(m_options, n, v); !why.isEmpty()) {
                failWith(Failure::Protocol, tr("%1 cannot be set up as asked: %2").arg(name(), why));
                return;
            }
        }
        if (const eschess::OptionSpec* o = findUciOption(m_options, "MultiPV"); o && o->type == eschess::OptionSpec::Type::Spin) {
            m_hasMultiPv = o->max >= 1;
            m_multiPvMax = std::max(1, o->max);
            bool ok = false;
            const int announced = QString::fromStdString(o->defaultValue).toInt(&ok);
            m_multiPvBase = m_multiPvSent = ok && announced >= 1 ? announced : 1;
        }
        for (const auto& [n, v] : m_pendingOptions) {
            noteOption(n, v);
            write(uciSetOptionCommand(n, v));
        }
        m_pendingOptions.clear();
        sendIsReady();
        return;
    case UciLineKind::ReadyOk:
        if (m_pendingReadyOk == 0) return;
        if (--m_pendingReadyOk > 0) return;
        if (state() == State::Starting) {
            becomeReady();
        } else if (state() == State::Idle) {
            m_timer.stop();
            startSearch();
        }
        return;
    case UciLineKind::Info: {
        const UciInfoLine parsed = parseUciInfo(line, m_searchPos);
        if (!m_searching) {
            // An engine that refuses a setting says so in an info string (Eschess's engine
            // writes `info string error: …`); while it is being set up that ends the start.
            if (state() == State::Starting && m_gotUciOk && m_checkingSettings &&
                parsed.text.startsWith(QLatin1String("error"), Qt::CaseInsensitive)) {
                failWith(Failure::Protocol, tr("%1 refused its settings: %2").arg(name(), parsed.text));
                return;
            }
            // Unusable info counts while idle too, or an engine could flood us between searches.
            if (!parsed.text.isEmpty()) emit message(parsed.text);
            if (!parsed.error.isEmpty()) garbage(parsed.error);
            return;
        }
        if (!parsed.text.isEmpty()) emit message(parsed.text);
        if (!parsed.error.isEmpty()) garbage(parsed.error);
        if (state() != State::Thinking) return;
        if (m_queuedGo) return; // a search being replaced: its lines are of another position
        if (parsed.hasSearchData || parsed.hasProgress) keepUntimedSearchAlive();
        if (parsed.hasSearchData) emit info(parsed.info);
        else if (parsed.hasProgress) emit progress(parsed.info);
        return;
    }
    case UciLineKind::BestMove: {
        if (!m_searching) return;
        const UciBestMove best = parseUciBestMove(line, m_searchPos);
        m_searching = false;
        m_timer.stop();
        if (!best.ok()) {
            failWith(Failure::IllegalMove, tr("%1: %2 (position %3)").arg(name(), best.error, QString::fromStdString(m_searchPos.fen())));
            return;
        }
        if (m_queuedGo) {
            // The search a newer go() replaced: the next one starts at once, and this one's move
            // is still reported (one bestMove per go, as LocalEngine does).
            startSearch();
            emit bestMove(best.best, best.ponder);
            return;
        }
        setState(State::Idle);
        emit bestMove(best.best, best.ponder);
        return;
    }
    case UciLineKind::Other:
        garbage(line.left(80));
        return;
    }
}

void UciEngine::becomeReady() {
    m_timer.stop();
    setState(State::Idle);
    emit ready();
    if (m_queuedGo && state() == State::Idle) startSearch();
}

void UciEngine::onTimeout() {
    switch (state()) {
    case State::Starting:
        if (!m_gotUciOk) failWith(Failure::Handshake, tr("%1 did not answer 'uci' with 'uciok' within %2 s").arg(name()).arg(m_handshakeMs / 1000.0));
        else failWith(Failure::Handshake, tr("%1 did not answer 'isready' within %2 s").arg(name()).arg(m_handshakeMs / 1000.0));
        break;
    case State::Thinking:
        failWith(Failure::Stall, m_stopSent ? tr("%1 did not answer 'stop' with a bestmove").arg(name())
                            : tr("%1 stalled: no bestmove in time").arg(name()));
        break;
    case State::Idle:
        if (m_pendingReadyOk > 0) failWith(Failure::Stall, tr("%1 did not answer 'isready' within %2 s").arg(name()).arg(m_handshakeMs / 1000.0));
        break;
    default: break;
    }
}

void UciEngine::onProcessError(QProcess::ProcessError error) {
    if (state() == State::Quit || state() == State::Failed) return;
    switch (error) {
    case QProcess::FailedToStart:
        failWith(Failure::Start, tr("%1 could not be started (%2): %3")
                     .arg(name(), m_config.program, m_process ? m_process->errorString() : QString()));
        break;
    case QProcess::Crashed: break; // finished() reports it
    case QProcess::Timedout: break;
    default:
        failWith(Failure::Crash, tr("%1: process error: %2").arg(name(), m_process ? m_process->errorString() : QString()));
        break;
    }
}

void UciEngine::onFinished(int exitCode, QProcess::ExitStatus status) {
    if (state() == State::Quit || state() == State::Failed) return;
    if (status == QProcess::CrashExit) failWith(Failure::Crash, tr("%1 crashed").arg(name()));
    else failWith(Failure::Crash, tr("%1 exited unexpectedly (exit code %2)").arg(name()).arg(exitCode));
}

void UciEngine::failWith(Failure kind, const QString& reason) {
    if (state() == State::Failed || state() == State::Quit) return;
    m_failure = kind;
    m_timer.stop();
    m_searching = false;
    m_queuedGo.reset();
    m_stopQueuedGo = false;
    killProcess();
    fail(reason);
}

void UciEngine::killProcess() {
    if (!m_process) return;
    m_process->disconnect(this);
    killAndReap(m_process, m_groupId);
    m_process->deleteLater();
    m_process = nullptr;
}

} // namespace eschess::app
