#include "app/core/tournamentrunner.h"

#include "app/core/distinctnames.h"
#include "app/core/enginefactory.h"

#include "tournament/roundrobin.h"
#include "tournament/swiss.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSysInfo>
#include <QTimer>

#include <cmath>
#include <random>

namespace eschess::app {

QString formatName(TournamentFormat format) {
    switch (format) {
    case TournamentFormat::RoundRobin:
        return QStringLiteral("round-robin");
    case TournamentFormat::Gauntlet:
        return QStringLiteral("gauntlet");
    case TournamentFormat::Swiss:
        return QStringLiteral("swiss");
    }
    return {};
}

std::optional<TournamentFormat> parseTournamentFormat(const QString& name) {
    for (TournamentFormat f :
         {TournamentFormat::RoundRobin, TournamentFormat::Gauntlet, TournamentFormat::Swiss})
        if (name == formatName(f)) return f;
    return std::nullopt;
}

namespace {

double whitePoints(GameResult r) {
    return r == GameResult::WhiteWins ? 1.0 : r == GameResult::Draw ? 0.5 : 0.0;
}

} // namespace

TournamentRunner::TournamentRunner(TournamentSettings settings, QObject* parent)
    : QObject(parent), m_settings(std::move(settings)) {
    m_factory = [this](int i, QObject* owner) {
        return createEngine(m_settings.engines[std::size_t(i)], owner);
    };
    const int n = int(m_settings.engines.size());
    for (int i = 0; i < n; ++i) {
        const QString given = i < m_settings.names.size() ? m_settings.names[i] : QString();
        m_names.push_back(given.isEmpty() ? m_settings.engines[std::size_t(i)].label() : given);
    }
    // Two entries of one engine (at different settings, say) must stay apart in every table.
    makeNamesDistinct(m_names);
    if (m_settings.site.isEmpty()) m_settings.site = QSysInfo::machineHostName();
    m_settings.concurrency = std::max(1, m_settings.concurrency);
    const int pairs = n * (n - 1) / 2;
    switch (m_settings.format) {
    case TournamentFormat::RoundRobin:
        m_total = pairs * m_settings.gamesPerPair;
        break;
    case TournamentFormat::Gauntlet:
        m_total = (n - 1) * m_settings.gamesPerPair;
        break;
    case TournamentFormat::Swiss:
        m_total = swissRounds() * (n / 2) * m_settings.gamesPerPair;
        break;
    }
}

TournamentRunner::~TournamentRunner() {
    for (const auto& [game, index] : std::as_const(m_running)) {
        game->disconnect(this);
        game->abort();
    }
}

int TournamentRunner::swissRounds() const {
    if (m_settings.swissRounds > 0) return m_settings.swissRounds;
    const int n = std::max(2, int(m_settings.engines.size()));
    return int(std::ceil(std::log2(double(n)))) + 1;
}

QStringList TournamentRunner::playerNames() const {
    QStringList names;
    for (const QString& n : m_names) names << n;
    return names;
}

bool TournamentRunner::validate(QString* error) const {
    auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    const int n = players();
    if (n < 2) return fail(tr("a tournament needs at least two engines"));
    if (m_settings.gamesPerPair < 1) return fail(tr("the number of games per pairing must be at least 1"));
    if (m_settings.format == TournamentFormat::Gauntlet &&
        (m_settings.gauntletPlayer < 0 || m_settings.gauntletPlayer >= n))
        return fail(tr("the gauntlet engine must be one of the %1 engines").arg(n));
    if (m_settings.format == TournamentFormat::Swiss && n < 3)
        return fail(tr("a Swiss tournament needs at least three engines (two play a match)"));
    // Every game holds two engines, `concurrency` games at once: each pairing must fit.
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            QString budget;
            if (!checkEngineBudget({m_settings.engines[std::size_t(i)], m_settings.engines[std::size_t(j)]},
                                   m_settings.concurrency, defaultMemoryBudgetMb(), &budget))
                return fail(budget);
        }
    if (m_settings.resume && m_settings.statePath.isEmpty())
        return fail(tr("resuming needs the state file of the run"));
    if (m_settings.resume && !QFileInfo::exists(m_settings.statePath))
        return fail(tr("there is no state file '%1' to resume from").arg(m_settings.statePath));
    if (m_settings.openings.empty() && !m_settings.bookPath.isEmpty()) {
        auto book = eschess::PolyglotBook::load(m_settings.bookPath.toStdString());
        if (!book) return fail(QString::fromStdString(book.error()));
        if (book->empty()) return fail(tr("the opening book '%1' has no moves").arg(m_settings.bookPath));
        m_book = std::move(*book);
    }
    if (!m_settings.pgnPath.isEmpty()) {
        QFile f(m_settings.pgnPath);
        if (!f.open(QIODevice::Append | QIODevice::Text))
            return fail(tr("cannot write the PGN file '%1': %2").arg(m_settings.pgnPath, f.errorString()));
    }
    return true;
}

QJsonObject TournamentRunner::journalSettings() const {
    const TournamentSettings& s = m_settings;
    QJsonArray engines;
    for (std::size_t i = 0; i < s.engines.size(); ++i)
        engines.append(QStringLiteral("%1 = %2").arg(m_names[i], s.engines[i].toString()));
    return QJsonObject{
        {QStringLiteral("engines"), engines},
        {QStringLiteral("format"), formatName(s.format)},
        {QStringLiteral("gamesPerPair"), s.gamesPerPair},
        {QStringLiteral("rounds"), s.format == TournamentFormat::Swiss ? swissRounds() : 0},
        {QStringLiteral("gauntletPlayer"), s.format == TournamentFormat::Gauntlet ? s.gauntletPlayer : 0},
        {QStringLiteral("limit"), s.timeControl.toString()},
        {QStringLiteral("openings"), s.openings.digest()},
        {QStringLiteral("random"), s.randomOpenings},
        {QStringLiteral("book"), s.openings.empty() ? s.bookPath : QString()},
        {QStringLiteral("bookPick"),
         QStringLiteral("%1 %2")
             .arg(s.bookPick.mode == eschess::BookPickMode::Best ? QStringLiteral("best")
                                                                 : QStringLiteral("weighted"))
             .arg(s.bookPick.maxPly)},
        {QStringLiteral("seed"), QString::number(s.seed)},
        {QStringLiteral("adjudication"), adjudicationRecord(s.adjudication)}};
}

Opening TournamentRunner::opening(int openingIndex) const {
    if (!m_settings.openings.empty() || m_book.empty())
        return m_settings.openings.openingForPair(openingIndex, m_settings.randomOpenings, m_settings.seed);
    // A book line of its own for every opening index, drawn from a generator seeded by the
    // index: the same line whatever order the games are played in, on every machine.
    std::mt19937_64 rng(m_settings.seed * 0x9E3779B97F4A7C15ULL +
                        quint64(openingIndex) * 0xD1B54A32D192ED03ULL + 1);
    Opening o{eschess::Position(), {}, QString()};
    eschess::Position pos;
    for (int ply = 0;; ++ply) {
        const eschess::Move m = eschess::pickBookMove(m_book, pos, ply, m_settings.bookPick, rng);
        if (m == eschess::Move::none()) break;
        o.moves.push_back(m);
        pos.makeMove(m);
    }
    o.label = QStringLiteral("book %1").arg(openingIndex + 1);
    return o;
}

void TournamentRunner::setState(State s) {
    if (s == m_state) return;
    m_state = s;
    emit stateChanged(s);
}

void TournamentRunner::fail(const QString& why) {
    m_error = why;
    setState(State::Finished);
    QTimer::singleShot(0, this, [this, why] {
        emit error(why);
        emit finished();
    });
}

void TournamentRunner::start() {
    if (m_state != State::Idle) return;
    QString why;
    if (!validate(&why) || !openJournal(&why)) return fail(why);
    setState(State::Running);
    QTimer::singleShot(0, this, &TournamentRunner::scheduleGames);
}

void TournamentRunner::appendRound(const std::vector<eschess::ScheduledGame>& round) {
    for (const eschess::ScheduledGame& g : round) {
        if (g.isBye()) {
            m_byes.push_back(g);
            continue;
        }
        // A Swiss pairing plays gamesPerPair games on the round's opening, colours alternating.
        for (int k = 0; k < m_settings.gamesPerPair; ++k) {
            eschess::ScheduledGame game = g;
            if (k % 2 == 1) std::swap(game.white, game.black);
            m_games.push_back({int(m_games.size()), game});
        }
    }
}

bool TournamentRunner::extendSchedule(QString* error) {
    if (m_settings.format != TournamentFormat::Swiss) return true;
    while (m_swissRoundsPaired < swissRounds()) {
        for (const TournamentGame& g : m_games)
            if (!g.finished()) return true; // the round is not over yet
        std::vector<eschess::ScheduledGame> played;
        for (const TournamentGame& g : m_games) played.push_back(g.slot);
        played.insert(played.end(), m_byes.begin(), m_byes.end());
        const std::size_t first = m_games.size();
        appendRound(eschess::swissRound(points(), played, m_swissRoundsPaired, m_swissRoundsPaired));
        ++m_swissRoundsPaired;
        // Resuming: the round's games already played take their recorded results.
        for (std::size_t i = first; i < m_games.size(); ++i)
            for (auto it = m_journalled.begin(); it != m_journalled.end(); ++it)
                if (it->index == m_games[i].index) {
                    if (it->white != m_games[i].slot.white || it->black != m_games[i].slot.black) {
                        if (error)
                            *error = tr("the state file '%1' has game %2 between other players than this "
                                        "tournament pairs")
                                         .arg(m_settings.statePath)
                                         .arg(it->index + 1);
                        return false;
                    }
                    m_games[i].result = it->result;
                    m_journalled.erase(it);
                    break;
                }
    }
    return true;
}

bool TournamentRunner::openJournal(QString* error) {
    const int n = players();
    m_games.clear();
    m_byes.clear();
    m_swissRoundsPaired = 0;
    // Round robin and gauntlet schedules are complete and alternate colours themselves; a Swiss
    // is paired round by round (extendSchedule).
    if (m_settings.format != TournamentFormat::Swiss) {
        const auto schedule = m_settings.format == TournamentFormat::RoundRobin
                                  ? eschess::roundRobin(n, m_settings.gamesPerPair)
                                  : eschess::gauntlet(n, m_settings.gauntletPlayer, m_settings.gamesPerPair);
        for (const eschess::ScheduledGame& g : schedule) m_games.push_back({int(m_games.size()), g});
    }
    m_journal = std::make_unique<RunJournal>(m_settings.statePath, QStringLiteral("tournament"),
                                             journalSettings(), m_settings.pgnPath);
    // A round-robin or gauntlet schedule plays its encounters one after another, so the schedule
    // with more games per pair begins with the shorter one, game for game: more games per pair
    // extend the run. A Swiss pairs each round from the results before it, so more rounds extend
    // it, but more games per pair would renumber every round's games.
    m_journal->allowGrowth(m_settings.format == TournamentFormat::Swiss ? QStringLiteral("rounds")
                                                                         : QStringLiteral("gamesPerPair"));
    if (!m_settings.resume) {
        if (!m_journal->create(error)) return false;
        return extendSchedule(error);
    }
    if (!m_journal->resume(error)) return false;
    m_journalled = m_journal->games();
    if (m_settings.format != TournamentFormat::Swiss) {
        for (const JournalGame& j : m_journalled) {
            if (j.index >= int(m_games.size()) || m_games[std::size_t(j.index)].slot.white != j.white ||
                m_games[std::size_t(j.index)].slot.black != j.black) {
                if (error)
                    *error = tr("the state file '%1' records game %2, which this tournament does not have")
                                 .arg(m_settings.statePath)
                                 .arg(j.index + 1);
                return false;
            }
            m_games[std::size_t(j.index)].result = j.result;
        }
        m_journalled.clear();
    } else if (!extendSchedule(error)) {
        return false;
    }
    if (!m_journalled.empty()) {
        if (error)
            *error = tr("the state file '%1' records game %2, which this tournament does not have")
                         .arg(m_settings.statePath)
                         .arg(m_journalled.front().index + 1);
        return false;
    }
    for (const TournamentGame& g : m_games)
        if (g.finished()) ++m_played;
    m_resumed = m_played;
    return true;
}

void TournamentRunner::scheduleGames() {
    for (TournamentGame& g : m_games) {
        if (m_state != State::Running || m_running.size() >= m_settings.concurrency) break;
        if (!g.finished() && !g.running) startGame(g);
    }
    checkDone();
}

void TournamentRunner::startGame(TournamentGame& g) {
    g.running = true;
    MatchGameSetup setup;
    setup.round = g.index + 1;
    setup.opening = opening(g.slot.opening);
    setup.timeControl = m_settings.timeControl;
    setup.adjudication = m_settings.adjudication;
    setup.timeMarginMs = m_settings.timeMarginMs;
    setup.stallMs = m_settings.stallMs;
    Engine* white = m_factory(g.slot.white, nullptr);
    Engine* black = m_factory(g.slot.black, nullptr);
    auto* game = new MatchGame(white, black, setup, this);
    const int index = g.index;
    m_running.append({game, index});
    connect(game, &MatchGame::startFailed, this, [this](const QString& why) {
        if (m_state == State::Finished) return;
        m_error = tr("an engine could not be started: %1").arg(why);
        emit error(m_error);
        stopNow();
    });
    connect(game, &MatchGame::finished, this, [this, game, index] { onGameFinished(game, index); });
    emit gameStarted(index, game);
    game->start();
}

void TournamentRunner::onGameFinished(MatchGame* match, int index) {
    m_running.removeIf([match](const QPair<MatchGame*, int>& r) { return r.first == match; });
    match->deleteLater();
    TournamentGame& g = m_games[std::size_t(index)];
    g.running = false;
    if (match->aborted()) {
        checkDone();
        return;
    }
    MatchGameRecord record = match->record();
    record.white = m_names[std::size_t(g.slot.white)];
    record.black = m_names[std::size_t(g.slot.black)];
    QString why;
    const std::string text = writePgn(record.toPgn(m_settings.event, m_settings.site)) + "\n";
    if (!m_journal->record({index, g.slot.white, g.slot.black, record.outcome.result},
                           QByteArray::fromStdString(text), &why)) {
        // Not recorded, so not counted: a resumed run plays it again.
        m_error = tr("cannot record the finished game: %1").arg(why);
        emit error(m_error);
        if (m_state == State::Running) setState(State::Stopping);
        checkDone();
        return;
    }
    g.result = record.outcome.result;
    ++m_played;
    emit gameFinished(index, record);
    if (!extendSchedule(&why)) {
        m_error = why;
        emit error(why);
        if (m_state == State::Running) setState(State::Stopping);
    }
    scheduleGames();
}

void TournamentRunner::checkDone() {
    if (m_state == State::Finished || m_state == State::Idle) return;
    if (!m_running.isEmpty()) return;
    bool allPlayed = true;
    for (const TournamentGame& g : m_games) allPlayed = allPlayed && g.finished();
    const bool swissMore =
        m_settings.format == TournamentFormat::Swiss && m_swissRoundsPaired < swissRounds();
    if (m_state == State::Stopping || (allPlayed && !swissMore)) {
        setState(State::Finished);
        emit finished();
    }
}

void TournamentRunner::finishRunningThenStop() {
    if (m_state != State::Running) return;
    setState(State::Stopping);
    checkDone();
}

void TournamentRunner::stopNow() {
    if (m_state == State::Finished || m_state == State::Idle) return;
    setState(State::Stopping);
    const auto running = m_running;
    for (const auto& r : running) r.first->abort();
    checkDone();
}

eschess::ResultTable TournamentRunner::resultTable() const {
    std::vector<std::string> names;
    for (const QString& n : m_names) names.push_back(n.toStdString());
    eschess::ResultTable table(names);
    for (const TournamentGame& g : m_games)
        if (g.finished()) table.addGame(g.slot.white, g.slot.black, whitePoints(g.result));
    return table;
}

std::vector<double> TournamentRunner::points() const {
    std::vector<double> p(m_names.size(), 0.0);
    for (const TournamentGame& g : m_games)
        if (g.finished()) {
            p[std::size_t(g.slot.white)] += whitePoints(g.result);
            p[std::size_t(g.slot.black)] += 1.0 - whitePoints(g.result);
        }
    for (const eschess::ScheduledGame& b : m_byes) p[std::size_t(b.white)] += 1.0;
    return p;
}

std::vector<int> TournamentRunner::gamesOf() const {
    std::vector<int> n(m_names.size(), 0);
    for (const TournamentGame& g : m_games)
        if (g.finished()) {
            ++n[std::size_t(g.slot.white)];
            ++n[std::size_t(g.slot.black)];
        }
    return n;
}

QList<MatchGame*> TournamentRunner::runningGames() const {
    QList<MatchGame*> games;
    for (const auto& r : m_running) games << r.first;
    return games;
}

} // namespace eschess::app
