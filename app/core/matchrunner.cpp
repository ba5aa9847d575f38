#include "app/core/matchrunner.h"

#include "app/core/enginefactory.h"

#include <QFile>
#include <QFileInfo>
#include <QSysInfo>
#include <QTimer>


namespace eschess::app {

MatchRunner::MatchRunner(MatchSettings settings, QObject* parent) : QObject(parent), m_settings(std::move(settings)) {
    m_factory = [this](int i, QObject* owner) { return createEngine(m_settings.engine[i], owner); };
    for (int i = 0; i < 2; ++i)
        m_names[i] = m_settings.name[i].isEmpty() ? m_settings.engine[i].label() : m_settings.name[i];
    if (m_names[0] == m_names[1]) {
        m_names[0] += QStringLiteral(" (1)");
        m_names[1] += QStringLiteral(" (2)");
    }
    if (m_settings.site.isEmpty()) m_settings.site = QSysInfo::machineHostName();
    m_settings.concurrency = std::max(1, m_settings.concurrency);
}

MatchRunner::~MatchRunner() {
    for (MatchGame* g : m_running) {
        g->disconnect(this);
        g->abort();
    }
}

bool MatchRunner::validate(QString* error) const {
    auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    if (m_settings.games <= 0) return fail(tr("the number of games must be at least 1"));
    // Both engines of every game in progress at once must fit the machine's memory and cores.
    QString budget;
    if (!checkEngineBudget({m_settings.engine[0], m_settings.engine[1]}, m_settings.concurrency, defaultMemoryBudgetMb(), &budget))
        return fail(budget);
    if (m_settings.resume && m_settings.statePath.isEmpty())
        return fail(tr("resuming needs the state file of the run"));
    if (m_settings.resume && !QFileInfo::exists(m_settings.statePath))
        return fail(tr("there is no state file '%1' to resume from").arg(m_settings.statePath));
    if (!m_settings.pgnPath.isEmpty()) {
        QFile f(m_settings.pgnPath);
        if (!f.open(QIODevice::Append | QIODevice::Text))
            return fail(tr("cannot write the PGN file '%1': %2").arg(m_settings.pgnPath, f.errorString()));
    }
    return true;
}

void MatchRunner::setState(State s) {
    if (s == m_state) return;
    m_state = s;
    emit stateChanged(s);
}

void MatchRunner::start() {
    if (m_state != State::Idle) return;
    QString why;
    if (!validate(&why) || !openJournal(&why)) {
        m_error = why;
        setState(State::Finished);
        QTimer::singleShot(0, this, [this, why] {
            emit error(why);
            emit finished();
        });
        return;
    }
    setState(State::Running);
    if (m_resumed > 0) emit scoreChanged(m_score);
    QTimer::singleShot(0, this, &MatchRunner::scheduleGames);
}

QJsonObject MatchRunner::journalSettings() const {
    const MatchSettings& s = m_settings;
    QJsonObject o{{QStringLiteral("engine1"), s.engine[0].toString()},
                  {QStringLiteral("engine2"), s.engine[1].toString()},
                  {QStringLiteral("name1"), s.name[0]},
                  {QStringLiteral("name2"), s.name[1]},
                  {QStringLiteral("games"), s.games},
                  {QStringLiteral("limit"), s.timeControl.toString()},
                  {QStringLiteral("openings"), s.openings.digest()},
                  {QStringLiteral("random"), s.randomOpenings},
                  {QStringLiteral("seed"), QString::number(s.seed)},
                  {QStringLiteral("adjudication"),
                   adjudicationRecord(s.adjudication)}};
    if (s.sprt)
        o.insert(QStringLiteral("sprt"), QStringLiteral("%1,%2,%3,%4")
                                             .arg(s.sprt->elo0)
                                             .arg(s.sprt->elo1)
                                             .arg(s.sprt->alpha)
                                             .arg(s.sprt->beta));
    return o;
}

bool MatchRunner::openJournal(QString* error) {
    m_journal = std::make_unique<RunJournal>(m_settings.statePath, QStringLiteral("match"), journalSettings(),
                                             m_settings.pgnPath);
    // Game i's colours and opening follow from i alone (openingForPair), so more games extend
    // the run the state file holds.
    m_journal->allowGrowth(QStringLiteral("games"));
    m_halfPoints.assign(std::size_t(m_settings.games), -1);
    if (!m_settings.resume) return m_journal->create(error);
    if (!m_journal->resume(error)) return false;
    for (const JournalGame& g : m_journal->games()) {
        if (g.index >= m_settings.games || g.white == g.black || g.white > 1 || g.black > 1 ||
            (g.white == 0) != (g.index % 2 == 0)) {
            if (error)
                *error = tr("the state file '%1' records game %2, which this match does not have")
                             .arg(m_settings.statePath)
                             .arg(g.index + 1);
            return false;
        }
        count(g.index, g.white == 0, g.result);
        ++m_resumed;
    }
    return true;
}

void MatchRunner::scheduleGames() {
    while (m_state == State::Running && m_running.size() < m_settings.concurrency) {
        while (m_nextIndex < m_settings.games && m_halfPoints[std::size_t(m_nextIndex)] >= 0) ++m_nextIndex;
        if (m_nextIndex >= m_settings.games) break;
        startGame(m_nextIndex++);
    }
    checkDone();
}

void MatchRunner::startGame(int index) {
    const int pair = index / 2;
    const bool engine1White = index % 2 == 0;
    MatchGameSetup setup;
    setup.round = index + 1;
    setup.opening = m_settings.openings.openingForPair(pair, m_settings.randomOpenings, m_settings.seed);
    setup.timeControl = m_settings.timeControl;
    setup.adjudication = m_settings.adjudication;
    setup.timeMarginMs = m_settings.timeMarginMs;
    setup.stallMs = m_settings.stallMs;
    Engine* e1 = m_factory(0, nullptr);
    Engine* e2 = m_factory(1, nullptr);
    auto* game = new MatchGame(engine1White ? e1 : e2, engine1White ? e2 : e1, setup, this);
    m_running.append(game);
    connect(game, &MatchGame::startFailed, this, [this](const QString& why) {
        if (m_state == State::Finished) return;
        m_error = tr("an engine could not be started: %1").arg(why);
        emit error(m_error);
        stopNow();
    });
    connect(game, &MatchGame::finished, this, [this, game, index, engine1White] {
        onGameFinished(game, index, engine1White);
    });
    emit gameStarted(index + 1, game);
    game->start();
}

void MatchRunner::onGameFinished(MatchGame* game, int index, bool engine1White) {
    m_running.removeAll(game);
    game->deleteLater();
    if (game->aborted()) {
        checkDone();
        return;
    }
    MatchGameRecord record = game->record();
    // Until the user names them, engines go by what they call themselves (a UCI `id name`).
    const QString played[2] = {engine1White ? record.white : record.black, engine1White ? record.black : record.white};
    for (int k = 0; k < 2; ++k)
        if (m_settings.name[k].isEmpty() && !played[k].isEmpty() && played[k] != played[1 - k]) m_names[k] = played[k];
    // The PGN names the engines as the match does (two copies of one engine stay apart).
    record.white = m_names[engine1White ? 0 : 1];
    record.black = m_names[engine1White ? 1 : 0];
    const double points = record.outcome.result == GameResult::Draw ? 0.5
                          : (record.outcome.result == GameResult::WhiteWins) == engine1White ? 1.0
                                                                                              : 0.0;
    count(index, engine1White, record.outcome.result);
    const std::string text = writePgn(record.toPgn(m_settings.event, m_settings.site)) + "\n";
    QString why;
    if (!m_journal->record({index, engine1White ? 0 : 1, engine1White ? 1 : 0, record.outcome.result},
                           QByteArray::fromStdString(text), &why)) {
        m_error = tr("cannot record the finished game: %1").arg(why);
        emit error(m_error);
        if (m_state == State::Running) setState(State::Stopping);
    }
    emit gameFinished(index + 1, record, points);
    emit scoreChanged(m_score);
    if (m_settings.sprt && m_state == State::Running) {
        const SprtStatus st = *sprtStatus();
        if (st.decision != SprtDecision::Continue) {
            m_sprtVerdict = SprtVerdict{st, m_score};
            emit sprtDecided(st.decision);
            setState(State::Stopping);
        }
    }
    scheduleGames();
}

void MatchRunner::count(int index, bool engine1White, GameResult r) {
    const int colour = engine1White ? White : Black;
    int halfPoints = 1;
    if (r == GameResult::Draw) {
        ++m_score.draws;
        ++m_score.drawsAs[colour];
    } else if ((r == GameResult::WhiteWins) == engine1White) {
        ++m_score.wins;
        ++m_score.winsAs[colour];
        halfPoints = 2;
    } else {
        ++m_score.losses;
        ++m_score.lossesAs[colour];
        halfPoints = 0;
    }
    // Games 2k and 2k+1 are one opening with the colours swapped; the pair counts once both are in.
    m_halfPoints[std::size_t(index)] = static_cast<signed char>(halfPoints);
    const std::size_t partner = std::size_t(index ^ 1);
    if (partner < m_halfPoints.size() && m_halfPoints[partner] >= 0)
        m_score.pairs.add(halfPoints + m_halfPoints[partner]);
}

void MatchRunner::checkDone() {
    if (m_state == State::Finished || m_state == State::Idle) return;
    const bool noMore = m_state == State::Stopping || m_nextIndex >= m_settings.games;
    if (noMore && m_running.isEmpty()) {
        setState(State::Finished);
        emit finished();
    }
}

void MatchRunner::finishRunningThenStop() {
    if (m_state != State::Running) return;
    setState(State::Stopping);
    checkDone();
}

void MatchRunner::stopNow() {
    if (m_state == State::Finished || m_state == State::Idle) return;
    setState(State::Stopping);
    const QList<MatchGame*> running = m_running;
    for (MatchGame* g : running) g->abort(); // finished() -> onGameFinished removes each
    checkDone();
}

std::optional<SprtStatus> MatchRunner::sprtStatus() const {
    if (!m_settings.sprt) return std::nullopt;
    return eschess::sprtStatus(*m_settings.sprt, m_score.pairs);
}

QList<MatchGame*> MatchRunner::runningGames() const { return m_running; }

QString MatchRunner::scoreLine() const {
    const int n = m_score.games();
    const double score = n ? m_score.points() / n : 0.0;
    return QStringLiteral("Score of %1 vs %2: %3 - %4 - %5  [%6]  %7")
        .arg(m_names[0], m_names[1])
        .arg(m_score.wins)
        .arg(m_score.losses)
        .arg(m_score.draws)
        .arg(QString::number(score, 'f', 3))
        .arg(n);
}

namespace {

// An Elo figure as Cute Chess prints it: one decimal, "inf", "-inf" or "nan".
QString eloNumber(double v) {
    if (std::isnan(v)) return QStringLiteral("nan");
    if (std::isinf(v)) return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(v, 'f', 1);
}

} // namespace

QString MatchRunner::eloLine() const {
    const EloEstimate e = m_score.elo();
    return QStringLiteral("Elo difference: %1 +/- %2, LOS: %3 %, DrawRatio: %4 %")
        .arg(eloNumber(e.elo), eloNumber(e.margin), QString::number(e.los * 100, 'f', 1),
             QString::number(e.drawRatio * 100, 'f', 1));
}

QString MatchRunner::pairsLine() const {
    const EloEstimate e = m_score.pairedElo();
    return QStringLiteral("Ptnml(0-2): %1, Elo by pairs: %2 +/- %3, LOS: %4 %")
        .arg(QString::fromStdString(formatPentanomial(m_score.pairs)), eloNumber(e.elo), eloNumber(e.margin),
             QString::number(e.los * 100, 'f', 1));
}

} // namespace eschess::app
