#pragma once

#include "app/core/engine.h"

#include "game/outcome.h"

#include <QObject>
#include <QString>

namespace eschess::app {

// One side of a game. Humans and engines are the same kind of player with the same signals
// (the Cute Chess model): the game controller tells the side to move that it is its turn and
// waits for moveMade(); it never asks what kind of player it talks to, except to decide who
// may take back moves, resign or claim a draw from the GUI.
class Player : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~Player() override = default;

    virtual QString name() const = 0;
    virtual bool isHuman() const { return false; }
    // Ready to take a turn (an engine has started); ready() follows when it becomes so. The
    // game starts a side's clock only once that side is ready.
    virtual bool isReady() const { return true; }
    // How a failure of this player ends the game (a UCI engine knows whether it crashed,
    // stalled or broke the protocol).
    virtual eschess::Termination failureTermination() const { return eschess::Termination::EngineCrash; }
    // It is this player's turn in the game described by request (its limits carry the clocks).
    virtual void startTurn(const GoRequest& request) = 0;
    // The turn ends without a move (takeback, pause, game over); no moveMade() for it follows.
    virtual void cancelTurn() = 0;
    virtual void newGame() {}
    // Ends the player for good (engine threads and processes stop).
    virtual void shutdown() {}

signals:
    void ready();
    void moveMade(eschess::Move move);
    void failed(const QString& reason);
    // Engines: their live search output. The game passes on only the output of the player whose
    // turn it is, as GameController::playerInfo.
    void thinking(const eschess::app::EngineInfo& info);
    // Engines: progress within an iteration (Engine::progress), as GameController::playerProgress.
    void progress(const eschess::app::EngineInfo& info);
};

} // namespace eschess::app
