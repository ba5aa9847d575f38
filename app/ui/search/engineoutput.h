#pragma once
// The engine-output panes, one per side, as Cute Chess and Arena show them: each iteration of
// the engine's search (depth, score from White's view, time, nodes, speed, PV in SAN), kept for
// the whole game. They show the thinking behind the move shown on the board — live while the
// engine thinks, the move's own search when a move of the list is selected — and say so when
// the preferences hide the engine's thinking from its human opponent.

#include <QWidget>

class QLabel;
class QTableView;

namespace eschess::app {

class EngineOutputModel;
class MainWindow;

class EngineOutputPane : public QWidget {
    Q_OBJECT
  public:
    explicit EngineOutputPane(QWidget* parent = nullptr);

    EngineOutputModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    // The line above the table: whose thinking, on which move.
    QString heading() const;
    void setHeading(const QString& text);
    // The thinking is hidden (the table empties and a note says why) or shown again.
    void setThinkingHidden(bool hidden);
    bool thinkingHidden() const { return m_hidden; }

  private:
    EngineOutputModel* m_model;
    QTableView* m_view;
    QLabel* m_heading;
    QLabel* m_note;
    bool m_hidden = false;
};

struct EngineOutputPanes {
    EngineOutputPane* white = nullptr;
    EngineOutputPane* black = nullptr;
};

EngineOutputPanes installEngineOutput(MainWindow* window);

} // namespace eschess::app
