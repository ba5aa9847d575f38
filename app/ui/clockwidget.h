#pragma once

#include <QWidget>

class QLabel;

namespace eschess::app {

class GameClock;

// The two clocks, big and readable, with the running one highlighted and each player's name.
class ClockWidget : public QWidget {
    Q_OBJECT
public:
    explicit ClockWidget(GameClock* clock, QWidget* parent = nullptr);
    void setNames(const QString& white, const QString& black);
    // Which side is to move (highlighted even when the clock is off or stopped).
    void setSideToMove(int side);
    QString timeText(int side) const; // for tests

private:
    void refresh();

    GameClock* m_clock;
    QLabel* m_name[2];
    QLabel* m_time[2];
    int m_sideToMove = 0;
};

} // namespace eschess::app
