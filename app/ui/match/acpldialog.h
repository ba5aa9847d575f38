#pragma once
// Move quality of the games in a PGN file: average centipawn loss per player and per phase
// (opening / middlegame / endgame) judged by a referee engine, as a table and a bar chart.

#include <QDialog>
#include <QPointer>

class QBarSeries;
class QChart;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace eschess::app {

class AcplRunner;

class AcplDialog : public QDialog {
    Q_OBJECT
public:
    explicit AcplDialog(QWidget* parent = nullptr);
    ~AcplDialog() override;

    // Starts at once on this file (tests, and "analyse the match PGN" from the match dock).
    bool run(const QString& pgnPath);

private:
    void showResults();

    QLineEdit* m_file = nullptr;
    QComboBox* m_referee = nullptr;
    QSpinBox* m_depth = nullptr;
    QSpinBox* m_cap = nullptr;
    QPushButton* m_run = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QTableWidget* m_table = nullptr;
    QChart* m_chart = nullptr;
    QPointer<AcplRunner> m_runner;
};

} // namespace eschess::app
