#pragma once

#include "app/core/player.h"

#include "book/book_pick.h"
#include "book/polyglot_book.h"

#include <memory>
#include <optional>
#include <random>

namespace eschess::app {

// How strong an engine plays: the game clock, or a fixed depth, a fixed time per move, or an
// Elo rating (UCI_LimitStrength/UCI_Elo, for engines that offer them).
struct EngineStrength {
    enum class Mode { Clock, Depth, MoveTime, Elo };
    Mode mode = Mode::MoveTime;
    int depth = 6;
    int moveTimeMs = 1000;
    int elo = 1500;
};

// An engine as a player. Each turn becomes one go(); the engine's bestMove() becomes
// moveMade(). Answers to searches that were cancelled (takeback, pause) are recognised and
// dropped, so a late bestMove never lands in a changed game.
class EnginePlayer : public Player {
    Q_OBJECT
public:
    // Takes ownership of engine and starts it.
    EnginePlayer(Engine* engine, const EngineStrength& strength, QObject* parent = nullptr);
    ~EnginePlayer() override;

    QString name() const override;
    bool isReady() const override;
    eschess::Termination failureTermination() const override;
    void startTurn(const GoRequest& request) override;
    void cancelTurn() override;
    void newGame() override;
    void shutdown() override;

    // An opening book the player takes its moves from while it has one for the position (games
    // against a person, when the user asks for it); the engine searches from there on.
    void setBook(std::shared_ptr<const eschess::PolyglotBook> book, const eschess::BookPickOptions& options,
                 quint64 seed);

    Engine* engine() const { return m_engine; }
    const EngineStrength& strength() const { return m_strength; }
    bool onTurn() const { return m_awaiting; }

    // The limits one turn gets: the strength setting, else the game's time control (clocks or a
    // fixed movetime, depth or node limit), else one second.
    static eschess::SearchLimits limitsFor(const EngineStrength& strength, const eschess::SearchLimits& clocks);

private:
    void onReady();
    void onBestMove(eschess::Move best);
    void sendGo(const GoRequest& request);

    Engine* m_engine;
    EngineStrength m_strength;
    std::optional<GoRequest> m_queued; // a turn that began before the engine was ready
    int m_outstanding = 0;             // go() sent, bestMove() not yet back
    bool m_awaiting = false;           // the latest go() is for a live turn
    std::shared_ptr<const eschess::PolyglotBook> m_book;
    eschess::BookPickOptions m_bookOptions;
    std::mt19937_64 m_bookRng;
    quint64 m_turn = 0; // counts turns, so a book move for a cancelled turn is dropped
};

} // namespace eschess::app
