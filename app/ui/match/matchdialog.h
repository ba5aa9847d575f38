#pragma once
// The match set-up dialog: two engines (family searchers with options, or external engines from
// the engines dialog), games, time control, openings (file, random order with a seed),
// concurrency, PGN and state files, SPRT and adjudication. It builds MatchSettings and says what
// is wrong with a setting before the match starts. In Resume mode it opens with the last match's
// settings and continues from its state file (the runner refuses settings other than the ones
// the state file records, except more games).

#include "app/core/matchrunner.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace eschess::app {

class TimeControlEdit;

class MatchDialog : public QDialog {
    Q_OBJECT
public:
    enum class Mode { New, Resume };
    explicit MatchDialog(Mode mode = Mode::New, QWidget* parent = nullptr);

    // Valid after the dialog was accepted.
    const MatchSettings& settings() const { return m_settings; }
    void accept() override;

private:
    bool build(QString* error);
    void fillEngines();
    void loadLast();
    void saveLast() const;

    Mode m_mode;
    MatchSettings m_settings;
    QComboBox* m_engine[2] = {nullptr, nullptr};
    QLineEdit* m_engineOptions[2] = {nullptr, nullptr};
    QSpinBox* m_games = nullptr;
    TimeControlEdit* m_timeControl = nullptr;
    QLineEdit* m_openings = nullptr;
    QCheckBox* m_random = nullptr;
    QCheckBox* m_chess960 = nullptr;
    QSpinBox* m_seed = nullptr;
    QSpinBox* m_concurrency = nullptr;
    QLineEdit* m_pgn = nullptr;
    QLineEdit* m_state = nullptr;
    QGroupBox* m_sprt = nullptr;
    QDoubleSpinBox* m_sprtValues[4] = {nullptr, nullptr, nullptr, nullptr};
    QGroupBox* m_draw = nullptr;
    QSpinBox* m_drawValues[3] = {nullptr, nullptr, nullptr};
    QGroupBox* m_resign = nullptr;
    QSpinBox* m_resignValues[2] = {nullptr, nullptr};
    QSpinBox* m_maxMoves = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace eschess::app
