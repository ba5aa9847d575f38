#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace eschess::app {

class AnalysisController;

// The analysis dock: start/stop, the number of lines (MultiPV 1–5), the engine, and one row per
// line with its score (from White's point of view, as the header says), depth, nodes, speed and
// the principal variation in SAN.
class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    explicit AnalysisPanel(AnalysisController* analysis, QWidget* parent = nullptr);

    QPushButton* startButton() const { return m_start; }
    int lineCount() const;              // rows shown (for tests)
    QString lineText(int row, int column) const;

    // "1.2M", "850k", "912".
    static QString compactNumber(quint64 n);

private:
    void refreshLines();
    void refreshRunning(bool running);

    AnalysisController* m_analysis;
    QPushButton* m_start;
    QSpinBox* m_lines;
    QComboBox* m_engine;
    QTreeWidget* m_tree;
    QLabel* m_status;
};

} // namespace eschess::app
