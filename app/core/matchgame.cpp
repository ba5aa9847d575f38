#include "app/core/matchgame.h"

#include "app/core/engineplayer.h"

#include "notation/san.h"

#include <QTimer>

namespace eschess::app {

PgnGame MatchGameRecord::toPgn(const QString& event, const QString& site) const {
    PgnGame pgn = game.toPgn();
    pgn.result = resultString(outcome.result);
    pgn.setTag("Event", event.toStdString());
    pgn.setTag("Site", site.toStdString());
    pgn.setTag("Date", started.date().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    pgn.setTag("Round", std::to_string(round));
    pgn.setTag("White", white.toStdString());
    pgn.setTag("Black", black.toStdString());
    pgn.setTag("Result", pgn.result);
    pgn.setTag("TimeControl", timeControl.pgnTag().toStdString());
    if (!openingLabel.isEmpty()) pgn.setTag("Opening", openingLabel.toStdString());
    pgn.setTag("Termination", outcome.termination == Termination::None ? std::string("unterminated")
                                                                       : terminationName(outcome.termination));
    pgn.setTag("PlyCount", std::to_string(game.moves().size()));
    pgn.comments.assign(game.moves().size(), std::string());
    Color mover = game.start().sideToMove();
    for (std::size_t i = 0; i < moves.size() && i < pgn.comments.size(); ++i, mover = ~mover)
        pgn.comments[i] = matchMoveComment(moves[i], mover).toStdString();
    if (!reason.isEmpty()) {
        if (pgn.comments.empty()) pgn.preComment = reason.toStdString();
        else pgn.comments.back() += ", " + reason.toStdString();
    }
    return pgn;
}

MatchGame::MatchGame(Engine* white, Engine* black, MatchGameSetup setup, QObject* parent)
    : QObject(parent), m_setup(std::move(setup)), m_controller(new GameController(this)) {
    qRegisterMetaType<eschess::app::PlayedMove>();
    m_engines[White] = white;
    m_engines[Black] = black;
    for (Engine* e : {white, black}) e->setParent(this);
    m_record.round = m_setup.round;
    m_record.openingLabel = m_setup.opening.label;
    m_record.game = Game(m_setup.opening.start);
    m_record.timeControl = m_setup.timeControl;
    m_record.white = white->name();
    m_record.black = black->name();
    connect(m_controller, &GameController::moveMade, this, [this](Move m, const QString& san) {
        emit moveMade(m, san, m_controller->playedMoves().back());
    });
    connect(m_controller, &GameController::playerInfo, this, &MatchGame::info);
    connect(m_controller, &GameController::startFailed, this, [this] { m_startFailed = true; });
    connect(m_controller, &GameController::gameOver, this, &MatchGame::onGameOver);
}

MatchGame::~MatchGame() { shutDownPlayers(); }

void MatchGame::start() {
    m_record.started = QDateTime::currentDateTime();
    // Like the engines' own answers, the game begins from the event loop: a game decided by
    // its opening ends after start() has returned.
    QTimer::singleShot(0, this, &MatchGame::begin);
}

void MatchGame::begin() {
    if (m_finished || !m_engines[White] || !m_engines[Black]) return;
    EngineStrength byTheClock;
    byTheClock.mode = EngineStrength::Mode::Clock;
    auto* white = new EnginePlayer(m_engines[White], byTheClock);
    auto* black = new EnginePlayer(m_engines[Black], byTheClock);
    GameSetup setup;
    setup.start = m_setup.opening.start;
    setup.bookMoves = m_setup.opening.moves;
    setup.timeControl = m_setup.timeControl;
    setup.adjudication = m_setup.adjudication;
    setup.timeMarginMs = m_setup.timeMarginMs;
    setup.stallMs = m_setup.stallMs;
    setup.startTimeoutMs = m_setup.startTimeoutMs;
    m_controller->newGame(setup, white, black);
}

void MatchGame::onGameOver(const Outcome& outcome) {
    if (m_finished) return;
    m_finished = true;
    const QString detail = m_controller->endReason();
    shutDownPlayers();
    if (m_startFailed) {
        m_aborted = true;
        emit startFailed(detail);
        emit finished();
        return;
    }
    // Names may be known only now (a UCI engine's `id name`).
    m_record.white = m_controller->playerName(White);
    m_record.black = m_controller->playerName(Black);
    m_record.game = m_controller->game();
    m_record.game.setOutcome(outcome);
    m_record.moves = m_controller->playedMoves();
    m_record.outcome = outcome;
    QString text = QString::fromStdString(outcome.reason());
    if (!detail.isEmpty() && detail != text) text += QStringLiteral(": ") + detail;
    m_record.reason = text;
    emit finished();
}

void MatchGame::abort() {
    if (m_finished) return;
    m_finished = true;
    m_aborted = true;
    m_controller->disconnect(this);
    m_controller->abandon(tr("stopped"));
    m_record.outcome = {GameResult::None, Termination::Abandoned};
    m_record.reason = tr("stopped");
    shutDownPlayers();
    emit finished();
}

void MatchGame::shutDownPlayers() {
    bool any = false;
    for (Color c : {White, Black}) {
        if (Player* p = m_controller->player(c); p && !p->isHuman()) {
            p->disconnect(m_controller);
            p->shutdown();
            any = true;
        }
    }
    if (any) return;
    // The game never began: the engines are still ours.
    for (Color c : {White, Black})
        if (m_engines[c] && m_engines[c]->state() != Engine::State::Quit && m_engines[c]->state() != Engine::State::NotStarted)
            m_engines[c]->quit();
}

} // namespace eschess::app
