#pragma once
// The tournament set-up dialog: the engines (family searchers with options, or external engines
// from the engines dialog; the first is the gauntlet engine), format, games per pairing, Swiss
// rounds, time control, openings (an EPD/PGN suite or a Polyglot book), concurrency, PGN and state
// files. Its choices are kept for the next time, which is also how "Resume tournament" works: the
// dialog opens with the last tournament's settings and resumes from its state file (the runner
// refuses when the settings differ from the ones the state file records).

#include "app/core/tournamentrunner.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace eschess::app {

class TimeControlEdit;

class TournamentDialog : public QDialog {
    Q_OBJECT
  public:
    enum class Mode { New, Resume };
    explicit TournamentDialog(Mode mode, QWidget* parent = nullptr);

    // Valid after the dialog was accepted.
    const TournamentSettings& settings() const { return m_settings; }
    void accept() override;

    // For tests and screenshots: the engines listed (as specs).
    void setEngines(const QStringList& specs);

  private:
    bool build(QString* error);
    void addEngine();
    void loadLast();
    void saveLast() const;

    Mode m_mode;
    TournamentSettings m_settings;
    QComboBox* m_engineChoice = nullptr;
    QLineEdit* m_engineOptions = nullptr;
    QListWidget* m_engines = nullptr;
    QComboBox* m_format = nullptr;
    QSpinBox* m_games = nullptr;
    QSpinBox* m_rounds = nullptr;
    TimeControlEdit* m_timeControl = nullptr;
    QLineEdit* m_openings = nullptr;
    QCheckBox* m_bestBookMove = nullptr;
    QCheckBox* m_chess960 = nullptr;
    QSpinBox* m_bookDepth = nullptr;
    QSpinBox* m_seed = nullptr;
    QSpinBox* m_concurrency = nullptr;
    QSpinBox* m_maxMoves = nullptr;
    QLineEdit* m_pgn = nullptr;
    QLineEdit* m_state = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace eschess::app
