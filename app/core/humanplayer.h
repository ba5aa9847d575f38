#pragma once

#include "app/core/player.h"

namespace eschess::app {

// A person at the board. The board's "move requested" reaches the controller, which passes it
// here; the move counts only while it is this player's turn.
class HumanPlayer : public Player {
    Q_OBJECT
public:
    explicit HumanPlayer(const QString& name, QObject* parent = nullptr);

    QString name() const override { return m_name; }
    bool isHuman() const override { return true; }
    void startTurn(const GoRequest& request) override;
    void cancelTurn() override { m_onTurn = false; }

    bool onTurn() const { return m_onTurn; }
    // The person asks for move; it is played only when it is their turn.
    bool submit(eschess::Move move);

private:
    QString m_name;
    bool m_onTurn = false;
};

} // namespace eschess::app
