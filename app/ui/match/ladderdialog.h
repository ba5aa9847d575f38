#pragma once
// The Elo ladder dialog: an engine against Stockfish at several UCI_Elo levels, a table of the
// results per level, a chart of the score against the level with the fitted rating's expected
// curve, and the fitted rating with its 95% interval.

#include <QDialog>
#include <QPointer>

class QChart;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace eschess::app {

class LadderRunner;

class LadderDialog : public QDialog {
    Q_OBJECT
public:
    explicit LadderDialog(QWidget* parent = nullptr);
    ~LadderDialog() override;

private:
    void start();
    void showResults();

    QComboBox* m_engine = nullptr;
    QLineEdit* m_levels = nullptr;
    QSpinBox* m_games = nullptr;
    QSpinBox* m_moveTime = nullptr;
    QLineEdit* m_stockfish = nullptr;
    QPushButton* m_run = nullptr;
    QLabel* m_status = nullptr;
    QTableWidget* m_table = nullptr;
    QChart* m_chart = nullptr;
    QPointer<LadderRunner> m_runner;
};

} // namespace eschess::app
